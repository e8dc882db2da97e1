import { SUPPORT_CONTACT_LIST, type LegalSection } from './legal-content';

export const TERMS_NOTICE =
  "Please read these terms carefully. By creating an account or placing an order on Mohalla you agree to them. You pay the shop directly: cash on delivery, UPI to the shop's own UPI ID, or the shop's khata for its regular customers.";

export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of Terms',
    blocks: [
      'These Terms of Service govern your use of Mohalla, its website and its services. By using Mohalla you accept these terms, our Privacy Policy and our Refund Policy. If you do not agree, please do not use Mohalla.',
    ],
  },
  {
    id: 'eligibility',
    title: 'Eligibility',
    blocks: [
      'You must be at least 18 years old to create an account, or use Mohalla with the consent and supervision of a parent or guardian who accepts these terms on your behalf. Mohalla is not intended for children under 13.',
    ],
  },
  {
    id: 'accounts',
    title: 'Your Account',
    blocks: [
      {
        list: [
          'Give accurate details when you sign up and keep them up to date.',
          'Keep your password secret; you are responsible for what is done with your account.',
          'Tell us straight away if you think someone else has used your account.',
          'We may suspend or close accounts that break these terms.',
        ],
      },
    ],
  },
  {
    id: 'our-role',
    title: 'Our Role as a Marketplace',
    blocks: [
      'Mohalla is a platform that connects customers with independent neighbourhood shops. The shop you order from sells the products to you and is responsible for them; Mohalla provides the platform, passes your order to the shop and helps resolve problems.',
    ],
  },
  {
    id: 'shops',
    title: 'Shops and Shopkeepers',
    blocks: [
      'Shops are added to Mohalla by our support team after we check their details, including their GST number. Shopkeepers must keep their product descriptions, prices, GST rates, stock and opening status accurate, and must prepare and deliver accepted orders with care.',
    ],
  },
  {
    id: 'products-pricing',
    title: 'Products, Prices and GST',
    blocks: [
      'Prices are set by each shop and shown in Indian Rupees (₹). GST is applied per product, either included in the price or added to it, as the shop lists it. Delivery charges depend on the distance between the shop and your delivery address. The total shown at checkout is the amount you pay.',
      'If a price changes while you are checking out, we show you the new total and no order is placed until you confirm it.',
    ],
  },
  {
    id: 'orders',
    title: 'Orders',
    blocks: [
      {
        list: [
          'A cart and an order contain products from one shop.',
          'Placing an order is an offer to buy; the order is accepted when the shop confirms it.',
          'A shop may decline or cancel an order, for example when it is closed or a product is out of stock.',
          'If a shop cannot supply an item, the item is taken out of your order and out of the amount due.',
          'You can follow each order and its status changes under My Orders.',
        ],
      },
    ],
  },
  {
    id: 'payment',
    title: 'Payment',
    blocks: [
      "You pay the shop you order from directly, in one of the ways it accepts: cash on delivery; UPI, straight to the shop's own UPI ID, either when you order (the shop then dispatches your order once it has your payment) or at the door; or, for regular customers the shop has agreed it with, on the shop's khata (its credit book), settled with the shop. The checkout shows which of these a shop offers. Mohalla does not take card, net banking or wallet payments and does not hold your money.",
      'After paying by UPI, enter the 12-digit UTR your UPI app shows on your order page, so that the shop can find your payment. Nobody acting for Mohalla or a shop will ask you for your UPI PIN, card details or an OTP.',
    ],
  },
  {
    id: 'delivery',
    title: 'Delivery',
    blocks: [
      'Orders are delivered by the shop to the address you choose at checkout. Delivery times are estimates. Please make sure someone is available to receive the order and pay for it; if an order cannot be delivered, the shop may cancel it.',
    ],
  },
  {
    id: 'cancellations-refunds',
    title: 'Cancellations and Refunds',
    blocks: [
      'You may cancel an order within 30 minutes of placing it, while it is still pending and the shop has not started preparing it. A cancelled order costs you nothing: if you already paid by UPI, the shop sends the whole amount back to you by UPI.',
      'Problems with a delivered order (a wrong, damaged or missing item, or a very late delivery) are handled under our Refund Policy. Approved refunds of UPI payments go back by UPI from the shop; refunds of cash payments are paid by UPI transfer or bank transfer.',
    ],
  },
  {
    id: 'user-conduct',
    title: 'Acceptable Use',
    blocks: [
      'You agree not to:',
      {
        list: [
          'Place orders you do not intend to accept and pay for.',
          'Give false information, or use another person’s account or details.',
          'Abuse, threaten or harass shopkeepers, delivery staff or our team.',
          'Interfere with the security or working of Mohalla, or access it by automated means without our permission.',
          'Use Mohalla for anything unlawful.',
        ],
      },
    ],
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual Property',
    blocks: [
      'The Mohalla name, logo, website and software belong to Mohalla. Shops keep the rights to their own names, product descriptions and images, and allow us to show them on Mohalla. You may not copy or reuse our content without permission.',
    ],
  },
  {
    id: 'liability',
    title: 'Limitation of Liability',
    blocks: [
      'We work to keep Mohalla available and accurate, but we provide it as it is. To the extent the law allows, Mohalla is not liable for indirect or consequential losses, and our liability for any order is limited to the amount you paid for it. Nothing in these terms limits your rights under the Consumer Protection Act, 2019.',
    ],
  },
  {
    id: 'governing-law',
    title: 'Governing Law and Disputes',
    blocks: [
      'These terms are governed by the laws of India. Please contact us first so that we can try to resolve any dispute; if we cannot, the courts of Jaipur, Rajasthan have jurisdiction.',
    ],
  },
  {
    id: 'changes-contact',
    title: 'Changes and Contact',
    blocks: [
      'We may update these terms; the date at the top shows the latest version, and continuing to use Mohalla after a change means you accept it. For questions about these terms, contact us:',
      SUPPORT_CONTACT_LIST,
    ],
  },
];
