import { SUPPORT_CONTACT_LIST, type LegalSection } from './legal-content';

export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'introduction',
    title: 'Introduction',
    blocks: [
      'Mohalla is a marketplace that connects customers with the neighbourhood shops around them. This Privacy Policy explains what personal data we collect when you use Mohalla, why we collect it, who we share it with and the choices you have.',
      'By creating an account or placing an order you agree to the handling of your data as described here. We process personal data in line with the laws of India, including the Digital Personal Data Protection Act, 2023.',
    ],
  },
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    blocks: [
      'We collect only what we need to run the marketplace:',
      {
        list: [
          'Account details: your name, username, email address, optional phone number and your role (customer or shopkeeper). Your password is stored only as a secure hash.',
          'Delivery addresses you save: title, address line, city, state, pincode and, if you provide them, map coordinates.',
          'Orders: the shop, products, quantities, prices, GST, delivery charges, the delivery address used and each status change.',
          'Messages you send us through the contact form: name, email, optional phone, subject, category and message, together with the IP address it was sent from.',
          'Technical data: the session cookie that keeps you signed in, and server logs with your IP address, browser type and the time of each request.',
          'Your location, only if you allow your browser to share it, to show distances to shops. It is sent with your request for the list of shops, so that we can work out the distances, and is not stored.',
        ],
      },
    ],
  },
  {
    id: 'how-we-use-information',
    title: 'How We Use Your Information',
    blocks: [
      {
        list: [
          'To create and manage your account and keep you signed in.',
          'To show you shops near you and work out delivery charges for your address.',
          'To pass your order to the shop and get it delivered to you.',
          'To answer your messages and resolve problems with orders, including refunds.',
          'To keep Mohalla secure, for example by limiting repeated failed sign-ins and repeated messages from one address.',
          'To understand how the marketplace is used (for example the number of orders per day) and improve it.',
          'To meet our legal obligations, such as keeping tax records.',
        ],
      },
      'We do not sell your personal data, and we do not use it for third-party advertising.',
    ],
  },
  {
    id: 'payment-information',
    title: 'Payment Information',
    blocks: [
      "You pay shops directly: in cash on delivery, by UPI to the shop's own UPI ID, or on the shop's khata. For a UPI payment we keep the 12-digit UTR you and the shop give, so that the shop can match it to your order. We do not collect or store card numbers, UPI PINs, net banking credentials or wallet details, and we will never ask you for an OTP or PIN.",
      'If a refund is due to you, we ask for the UPI ID or bank account details needed to pay it. We use them only to pay that refund and keep them with the refund record.',
    ],
  },
  {
    id: 'sharing-information',
    title: 'How We Share Information',
    blocks: [
      'We share personal data only where it is needed:',
      {
        list: [
          'With the shop you order from: your name, phone number, delivery address and the contents of your order, so that it can prepare and deliver it.',
          'With service providers who host and operate Mohalla for us, under contracts that require them to protect your data.',
          'With authorities, when the law requires it or to protect the rights and safety of our users.',
        ],
      },
    ],
  },
  {
    id: 'cookies',
    title: 'Cookies and Sessions',
    blocks: [
      'Mohalla uses one essential cookie, which keeps you signed in. It holds a random session identifier, not your personal details, and it expires after a period without activity or when you log out.',
      'We do not use advertising or cross-site tracking cookies.',
    ],
  },
  {
    id: 'data-security',
    title: 'Data Security',
    blocks: [
      'We protect your data with measures suited to its sensitivity: passwords are stored only as strong one-way hashes, connections to Mohalla are encrypted, repeated failed sign-ins are slowed down, and access to personal data within our team is limited to those who need it.',
      'No system is perfectly secure. If we learn of a breach that affects your data, we will inform you and the authorities as the law requires.',
    ],
  },
  {
    id: 'data-retention',
    title: 'Data Retention',
    blocks: [
      'We keep personal data only as long as we need it:',
      {
        list: [
          'Order records: 7 years, as required for tax and accounting purposes.',
          'Communications with us (contact messages and support conversations): 3 years.',
          'Usage and analytics data: anonymised after 2 years.',
          'Account details: until you delete your account.',
        ],
      },
    ],
  },
  {
    id: 'your-rights',
    title: 'Your Rights',
    blocks: [
      'You have the right to:',
      {
        list: [
          'Access the personal data we hold about you.',
          'Correct your details: you can edit your name, email, phone and addresses yourself under Profile and Addresses.',
          'Have your account and personal data deleted, subject to the retention periods above.',
          'Withdraw consent where we rely on it, for example to location access in your browser.',
          'Raise a grievance with us, and, if you are not satisfied with our answer, with the Data Protection Board of India.',
        ],
      },
      'To use these rights, contact us using the details in the last section.',
    ],
  },
  {
    id: 'account-deletion',
    title: 'Account Deletion',
    blocks: [
      'To delete your account, send us a message with the category Account Issues from the email address on your account. We delete your account within 48 hours of confirming the request.',
      'Order records are kept for the period the law requires (see Data Retention) and are then deleted.',
    ],
  },
  {
    id: 'childrens-privacy',
    title: "Children's Privacy",
    blocks: [
      'Mohalla is not intended for children under 13, and we do not knowingly collect personal data from them. If you believe a child under 13 has given us personal data, contact us and we will delete it.',
      'Users under 18 may use Mohalla only with the consent and supervision of a parent or guardian.',
    ],
  },
  {
    id: 'third-party-links',
    title: 'Third-Party Links',
    blocks: [
      'Mohalla may link to websites we do not operate, such as social media pages. Their privacy practices are their own; please read their policies.',
    ],
  },
  {
    id: 'policy-changes',
    title: 'Changes to This Policy',
    blocks: [
      'We may update this Privacy Policy when our services or the law change. The date at the top shows the latest version; if a change materially affects how we use your data, we will tell you on the site before it takes effect.',
    ],
  },
  {
    id: 'contact-us',
    title: 'Contact Us',
    blocks: [
      'For questions about this policy or your personal data, or to raise a grievance, contact our support team:',
      SUPPORT_CONTACT_LIST,
    ],
  },
];
