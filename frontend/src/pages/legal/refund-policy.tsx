import { SUPPORT_CONTACT_LIST, type LegalSection } from './legal-content';
import {
  EligibilityCards,
  RefundMethodsTable,
  RequestSteps,
  type RefundMethod,
  type RefundScenario,
  type RefundStep,
} from './RefundParts';

const REFUND_SCENARIOS: readonly RefundScenario[] = [
  {
    title: 'Cancelled before preparation',
    window: 'Within 30 minutes, while the order is pending',
    outcome: 'Nothing to pay, or a full refund',
    eligible: true,
    description:
      'Cancel under My Orders, including when you have simply changed your mind. Paying on delivery, nothing is charged; if you already paid by UPI, the shop sends the whole amount back to you by UPI.',
  },
  {
    title: 'Wrong item delivered',
    window: 'Report within 24 hours',
    outcome: 'Full refund or replacement',
    eligible: true,
    description: 'You received a different product from the one you ordered.',
  },
  {
    title: 'Damaged or defective item',
    window: 'Report within 48 hours',
    outcome: 'Full refund or replacement',
    eligible: true,
    description: 'The item arrived broken, spoiled, past its expiry date or not working.',
  },
  {
    title: 'Late delivery',
    window: 'Report within 24 hours',
    outcome: 'Partial refund',
    eligible: true,
    description: 'Your order arrived more than 2 hours later than the time you were given.',
  },
  {
    title: 'Paid for but not delivered',
    window: 'Report within 48 hours',
    outcome: 'Full refund',
    eligible: true,
    description: 'You paid for an item or an order that you did not receive.',
  },
  {
    title: 'Cancelled after preparation',
    window: 'After 30 minutes, or once the shop has started',
    outcome: 'No refund',
    eligible: false,
    description: 'Once the shop has started preparing an order, it can no longer be cancelled.',
  },
  {
    title: 'Consumed food',
    window: 'Any time',
    outcome: 'No refund',
    eligible: false,
    description: 'Food that has been eaten or used cannot be refunded; report problems before consuming it.',
  },
];

const REFUND_STEPS: readonly RefundStep[] = [
  {
    title: 'Contact us',
    description:
      'Within the time limit, send a message on the contact page with the category Order Problems, or call us. Give your order number (the first 8 characters shown under My Orders) and, for a wrong or damaged item, a photo.',
  },
  {
    title: 'We review',
    description: 'We review your request within 24 hours, checking with the shop where needed.',
  },
  {
    title: 'Decision',
    description:
      'We tell you whether a refund or a replacement is approved and the amount. A UPI payment is refunded by UPI to the account you paid from; for a cash payment we ask for your UPI ID or bank account details.',
  },
  {
    title: 'Refund paid',
    description: 'The refund is paid within 3-7 business days of approval, depending on the method below.',
  },
];

const REFUND_METHODS: readonly RefundMethod[] = [
  {
    method: 'Paid by UPI',
    details: 'Sent back by UPI from the shop, to the account you paid from',
    timeframe: '1-3 business days',
  },
  {
    method: 'Paid in cash: UPI transfer',
    details: 'Paid to the UPI ID you give us',
    timeframe: '1-3 business days',
  },
  {
    method: 'Paid in cash: bank transfer (IMPS / NEFT)',
    details: 'Paid to a bank account in your name',
    timeframe: '3-5 business days',
  },
  {
    method: "On the shop's khata",
    details: 'Taken off what you owe the shop on your khata',
    timeframe: 'Immediate',
  },
  {
    method: 'Cancelled or undelivered order, not paid yet',
    details: 'Nothing is charged: you pay on delivery, or your UPI payment is still to be made',
    timeframe: 'Immediate',
  },
];

export const REFUND_SECTIONS: readonly LegalSection[] = [
  {
    id: 'overview',
    title: 'Overview',
    blocks: [
      "On Mohalla you pay the shop directly, in one of three ways: cash on delivery; UPI, straight to the shop's own UPI ID, when you order or at the door; or, for regular customers the shop agrees it with, on the shop's khata (its credit book). Mohalla does not take card, net banking or wallet payments and never holds your money. An order that is cancelled or never delivered costs you nothing. This policy explains what happens when something is wrong with an order you have paid for.",
      'Approved refunds of UPI payments go back by UPI from the shop, to the account you paid from. Refunds of cash payments are paid by UPI transfer or bank transfer, and refunds of khata purchases are taken off your khata. All within 3-7 business days of approval.',
    ],
  },
  {
    id: 'eligibility',
    title: 'Refund Eligibility',
    blocks: ['Whether you can get a refund depends on what went wrong and how soon you tell us:'],
    extra: <EligibilityCards scenarios={REFUND_SCENARIOS} />,
  },
  {
    id: 'how-to-request',
    title: 'How to Request a Refund',
    blocks: [],
    extra: <RequestSteps steps={REFUND_STEPS} />,
  },
  {
    id: 'refund-methods',
    title: 'Refund Methods and Timeframes',
    blocks: ['Timeframes count from the day your refund is approved.'],
    extra: <RefundMethodsTable methods={REFUND_METHODS} />,
  },
  {
    id: 'notes',
    title: 'Important Notes',
    blocks: [
      {
        list: [
          'A UPI payment is refunded to the account it came from; other refunds are paid only to a UPI ID or bank account in the name of the customer who placed the order.',
          'If you paid by UPI before the shop found an item unavailable, the shop refunds the difference by UPI; your order page shows any refund due.',
          'We never ask for a PIN, an OTP or card details to pay a refund.',
          'A full refund includes the delivery charge. For a partial refund we tell you the amount before we pay it.',
          'Items the shop marked as not available are taken out of the amount due, so you never pay for them.',
          'Please keep a wrong or damaged item and its packaging until your request is resolved.',
          'Requests made after the time limits above may not be eligible.',
        ],
      },
    ],
  },
  {
    id: 'your-rights',
    title: 'Your Rights as a Customer',
    blocks: [
      {
        list: [
          'To clear information about our decision on your request and the reasons for it.',
          'To a refund or replacement for every eligible problem, whatever the cause.',
          'To ask us to look at a decision again if you disagree with it.',
          'To the protections of the Consumer Protection Act, 2019, which this policy does not limit. You can also reach the National Consumer Helpline on 1915.',
        ],
      },
    ],
  },
  {
    id: 'contact-us',
    title: 'Contact Us',
    blocks: ['For a refund request or a question about this policy, contact our support team:', SUPPORT_CONTACT_LIST],
  },
];
