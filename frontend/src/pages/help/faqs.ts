import { SUPPORT } from '../../support';
import {
  claimReason,
  duration,
  hours,
  lateDeliveryRefund,
  mohallaTeamDecides,
  outcomesInWords,
  photosAllowed,
  REFUND_PAID_BACK,
  REPORT_ON_THE_ORDER,
  reportWindows,
  shopAnswers,
  type RefundPolicy,
} from '../legal/refund-rules';

export interface Faq {
  id: string;
  question: string;
  /** The answer, or for one that states the refund policy, the answer written from the server's policy. */
  answer: string | ((policy: RefundPolicy) => string);
}

export interface FaqCategory {
  id: 'getting-started' | 'orders-payments' | 'delivery-shipping' | 'account-profile';
  title: string;
  faqs: Faq[];
}

/** The help centre's questions and answers; the contact page's quick answers pick from them by id. */
export const FAQ_CATEGORIES: FaqCategory[] = [
  {
    id: 'getting-started',
    title: 'Getting Started',
    faqs: [
      {
        id: 'what-is-mohalla',
        question: 'What is Mohalla?',
        answer:
          'Mohalla is a marketplace for the neighbourhood shops around you: kirana stores, bakeries, fruit and vegetable sellers and more. You browse the shops near you, add their products to your cart and get your order delivered to your door. You pay the shop directly, in cash when it arrives or by UPI.',
      },
      {
        id: 'create-account',
        question: 'How do I create an account?',
        answer:
          'Choose Login / Signup at the top of any page, open the Sign Up tab and pick Customer. Enter your name, a username, your email and a password of at least 8 characters; your phone number is optional. You are signed in as soon as the account is created.',
      },
      {
        id: 'find-shops',
        question: 'How do I find shops near me?',
        answer:
          'After signing in, Browse Shops lists the shops on Mohalla. You can sort them by distance, rating or name, and show only shops that are open now or within 1, 5 or 10 km. Distances are worked out from your browser location (if you allow it) or from your default delivery address.',
      },
      {
        id: 'is-it-free',
        question: 'Does it cost anything to use Mohalla?',
        answer:
          'Creating an account and browsing shops is free. For an order you pay the product prices shown by the shop, GST where it applies and a delivery charge: delivery is free close to the shop, and farther away the fee grows with the distance. Your cart shows every amount, and the fee for each distance, before you place the order.',
      },
      {
        id: 'sell-on-mohalla',
        question: 'I own a shop. How can I sell on Mohalla?',
        answer:
          'Shops are added by our support team rather than by self sign-up. Send us a message on the contact page with the category Shop Registration, or call us, with your shop name, address, phone number and GST number. We check the details and set up your shop and shopkeeper account; if you have already signed up as a shopkeeper, we link your shop to that account.',
      },
    ],
  },
  {
    id: 'orders-payments',
    title: 'Orders & Payments',
    faqs: [
      {
        id: 'place-order',
        question: 'How do I place an order?',
        answer:
          'Open a shop, add the products you want to your cart and go to your cart. Choose Checkout, pick one of your saved delivery addresses, check the total and place the order. You will see it straight away under My Orders.',
      },
      {
        id: 'one-shop-cart',
        question: 'Can I order from several shops at once?',
        answer:
          'A cart holds products from one shop, so that each order comes from a single shop with a single delivery. If you add a product from another shop, we ask whether you want to empty your cart and start a new one with that shop.',
      },
      {
        id: 'payment-methods',
        question: 'Which payment methods do you accept?',
        answer:
          "You pay the shop directly. Cash on delivery works at every shop. Shops with a UPI ID also take UPI, straight to their own account: pay when you order (your order page shows a QR code, and on a phone a button that opens your UPI app) or at the door. Regular customers may also buy on the shop's khata where the shop agrees. We do not take card, net banking or wallet payments, and nobody will ask for your UPI PIN, card details or OTP.",
      },
      {
        id: 'order-total',
        question: 'How is my order total worked out?',
        answer:
          'Each product line costs its price times the quantity. GST is either included in the price or added to it, as the shop lists it, and the delivery charge depends on the distance from the shop to your address. If a price changes while you are checking out, we show you the new total before any order is placed.',
      },
      {
        id: 'cancel-order',
        question: 'Can I cancel my order?',
        answer: (policy) =>
          `Yes, within ${duration(policy.cancelWithinMinutes)} of placing it, as long as the shop has not started on it (the order is still Pending). Open the order under My Orders and choose Cancel. After that, contact us and we will help. A cancelled order costs you nothing: if you already paid by UPI, the shop sends the money back by UPI.`,
      },
      {
        id: 'refunds',
        question: 'How do refunds work?',
        answer: (policy) =>
          `If something is wrong with a delivered order, report it within the time limit for the problem (${reportWindows(policy)}). ${REPORT_ON_THE_ORDER}. ${photosAllowed(policy)} ${shopAnswers(policy)} ${mohallaTeamDecides(policy)} ${REFUND_PAID_BACK}`,
      },
    ],
  },
  {
    id: 'delivery-shipping',
    title: 'Delivery & Shipping',
    faqs: [
      {
        id: 'track-order',
        question: 'How do I track my order?',
        answer:
          'Go to My Orders to see every order with its current status. Open an order to see its items, amounts and a timeline of each status change with its time. Reopen or refresh the page to see the latest status.',
      },
      {
        id: 'order-statuses',
        question: 'What do the order statuses mean?',
        answer:
          'Pending: the shop has received your order. Confirmed: the shop has accepted it and is preparing it. Ready for pickup: it is packed and waiting for the delivery person. Dispatched: it is on its way to you. Delivered: it has been handed over to you. Cancelled: the order was cancelled and nothing is due.',
      },
      {
        id: 'delivery-charges',
        question: 'How much does delivery cost?',
        answer:
          'Delivery is free when your address is close to the shop; farther away the fee grows with the distance, by the bands your cart lists. The exact charge for your address is shown in your cart and at checkout before you place the order: pin your address on the map for the exact distance.',
      },
      {
        id: 'delivery-area',
        question: 'Do you deliver to my area?',
        answer:
          'Mohalla shops deliver in their own neighbourhoods. Save your address under Addresses (with its 6-digit pincode) and browse the shops near it; the shops closest to you are the best choice for quick delivery.',
      },
      {
        id: 'item-unavailable',
        question: 'What happens if a shop cannot supply an item?',
        answer:
          'The shop marks the item as not available. It is shown struck through on your order and taken out of the amount due, so you only pay for what you receive.',
      },
      {
        id: 'late-or-missing',
        question: 'My order is late or did not arrive. What should I do?',
        answer: (policy) => {
          const late = claimReason(policy, 'FLM004');
          const notDelivered = claimReason(policy, 'ORD001');
          return `${REPORT_ON_THE_ORDER}. If it arrived more than ${duration(policy.lateAfterMinutes)} after the time you were given, report it within ${hours(late.windowHours)}: you get back ${lateDeliveryRefund(policy)}. If it never reached you, report it within ${hours(notDelivered.windowHours)} for ${outcomesInWords(notDelivered.outcomes)}. Paying on delivery, you never pay for an order that was not delivered.`;
        },
      },
    ],
  },
  {
    id: 'account-profile',
    title: 'Account & Profile',
    faqs: [
      {
        id: 'edit-profile',
        question: 'How do I update my name, email or phone number?',
        answer:
          'Open Profile from the menu and choose Edit Profile. You can change your name, email address and phone number; your username stays the same.',
      },
      {
        id: 'change-password',
        question: 'How do I change my password?',
        answer:
          'Open Profile and change your password by entering your current password and a new one of at least 8 characters. For your security, this signs you out on your other devices.',
      },
      {
        id: 'addresses',
        question: 'How do I manage my delivery addresses?',
        answer:
          'Under Addresses you can add, edit and delete addresses. One address is your default: it is used for delivery charges and for distances when you browse shops, and you can choose any saved address at checkout.',
      },
      {
        id: 'forgot-password',
        question: 'I forgot my password. How do I get back into my account?',
        answer: `Contact our support team from the email address on your account, or call us on ${SUPPORT.phone}. Once we have confirmed it is you, we will help you get back into your account.`,
      },
      {
        id: 'delete-account',
        question: 'How do I delete my account?',
        answer:
          'Send us a message with the category Account Issues from the email address on your account. We delete your account within 48 hours. Records of past orders are kept for 7 years, as tax law requires, as described in our Privacy Policy.',
      },
    ],
  },
];

/** The answer's text; undefined while the refund policy it is written from loads. */
export function answerText(faq: Faq, policy: RefundPolicy | undefined): string | undefined {
  return typeof faq.answer === 'string' ? faq.answer : policy && faq.answer(policy);
}

/** Questions whose question or answer contains the text, ignoring case. */
export function searchFaqs(text: string, policy: RefundPolicy | undefined): Faq[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [];
  return FAQ_CATEGORIES.flatMap((category) => category.faqs).filter(
    (faq) => faq.question.toLowerCase().includes(needle) || answerText(faq, policy)?.toLowerCase().includes(needle),
  );
}

/** A question answered in plain text, for the pages that show one outside the help centre. */
export function findFaq(id: string): Faq & { answer: string } {
  const faq = FAQ_CATEGORIES.flatMap((category) => category.faqs).find((candidate) => candidate.id === id);
  if (!faq) throw new Error(`No FAQ with id ${id}`);
  if (typeof faq.answer !== 'string') throw new Error(`The FAQ ${id} is written from the refund policy`);
  return { ...faq, answer: faq.answer };
}
