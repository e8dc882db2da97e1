import { enumMembers } from '../../api/enum-members';
import { SUPPORT_CONTACT_LIST, type LegalSection } from './legal-content';
import {
  EligibilityCards,
  RefundMethodsTable,
  RequestSteps,
  type RefundMethod,
  type RefundScenario,
  type RefundStep,
} from './RefundParts';
import {
  claimReason,
  type ClaimReasonCode,
  duration,
  hours,
  lateDeliveryRefund,
  mohallaTeamDecides,
  OUTCOME_LABELS,
  photosAllowed,
  REFUND_PAID_BACK,
  REPORT_ON_THE_ORDER,
  shopAnswers,
  type RefundPolicy,
} from './refund-rules';

/** What each problem a customer may report means; the server names it and sets its window and outcomes. */
const CLAIM_DESCRIPTIONS: Record<ClaimReasonCode, string | ((policy: RefundPolicy) => string)> = {
  ITM001: 'An item you paid for was not in the delivery.',
  ITM003: 'You received a different product from the one you ordered.',
  ITM004: 'The item arrived broken, spoiled, past its expiry date or not working.',
  FLM004: (policy) => `Your order arrived late: you get back ${lateDeliveryRefund(policy)}.`,
  ORD001: 'The order was marked delivered, but it never reached you.',
};

function claimScenario(code: ClaimReasonCode, policy: RefundPolicy | undefined): RefundScenario {
  const reason = policy && claimReason(policy, code);
  const description = CLAIM_DESCRIPTIONS[code];
  return {
    id: code,
    title: reason?.label,
    window: reason && `Report within ${hours(reason.windowHours)}`,
    outcomes: reason?.outcomes.map((outcome) => OUTCOME_LABELS[outcome]),
    eligible: true,
    description: typeof description === 'string' ? description : policy && description(policy),
  };
}

/** The eligibility cards: one for each problem the server lets customers report (while it loads, each the page describes). */
function refundScenarios(policy: RefundPolicy | undefined): RefundScenario[] {
  const codes = policy ? policy.reasons.map((reason) => reason.code) : enumMembers(CLAIM_DESCRIPTIONS);
  const cancelWindow = policy && duration(policy.cancelWithinMinutes);
  return [
    {
      id: 'cancelled-in-time',
      title: 'Cancelled before preparation',
      window: cancelWindow && `Within ${cancelWindow}, while the order is pending`,
      outcomes: ['Nothing to pay, or a full refund'],
      eligible: true,
      description:
        'Cancel under My Orders, including when you have simply changed your mind. Paying on delivery, nothing is charged; if you already paid by UPI, the shop sends the whole amount back to you by UPI.',
    },
    ...codes.map((code) => claimScenario(code, policy)),
    {
      id: 'cancelled-too-late',
      title: 'Cancelled after preparation',
      window: cancelWindow && `After ${cancelWindow}, or once the shop has started`,
      outcomes: ['No refund'],
      eligible: false,
      description: 'Once the shop has started preparing an order, it can no longer be cancelled.',
    },
    {
      id: 'consumed-food',
      title: 'Consumed food',
      window: 'Any time',
      outcomes: ['No refund'],
      eligible: false,
      description: 'Food that has been eaten or used cannot be refunded; report problems before consuming it.',
    },
  ];
}

function refundSteps(policy: RefundPolicy | undefined): RefundStep[] {
  return [
    {
      title: 'Report the problem',
      description:
        policy && `${REPORT_ON_THE_ORDER}, within the time limit above for what went wrong. ${photosAllowed(policy)}`,
    },
    { title: 'The shop answers', description: policy && shopAnswers(policy) },
    { title: 'The Mohalla team decides', description: policy && mohallaTeamDecides(policy) },
    { title: 'Refund paid', description: `${REFUND_PAID_BACK} A replacement comes as a new order at ₹0.` },
  ];
}

const REFUND_METHODS: readonly RefundMethod[] = [
  { method: 'Paid in cash', details: 'The shop pays the refund back to you in cash' },
  {
    method: 'Paid by UPI',
    details: 'The shop sends the refund by UPI to you and records its UTR, the reference your UPI app shows',
  },
  {
    method: "On the shop's khata",
    details: 'Credited to your khata with that shop, taking it off what you owe',
  },
  {
    method: 'Cancelled or undelivered order, not paid yet',
    details: 'Nothing is charged: you pay on delivery, or your UPI payment is still to be made',
  },
];

/** The policy's sections; the numbers in them are the server's, `undefined` while they load. */
export function refundSections(policy: RefundPolicy | undefined): LegalSection[] {
  return [
    {
      id: 'overview',
      title: 'Overview',
      blocks: [
        "On Mohalla you pay the shop directly, in one of three ways: cash on delivery; UPI, straight to the shop's own UPI ID, when you order or at the door; or, for regular customers the shop agrees it with, on the shop's khata (its credit book). There are no card, net banking or wallet payments, and Mohalla never holds your money. An order that is cancelled or never delivered costs you nothing. This policy explains what happens when something is wrong with an order.",
        'You report a problem on the order itself. The shop answers it, and the Mohalla team decides when the shop does not answer or when you disagree with it. A refund is paid back the way you paid: in cash, by UPI to you, or as credit on your khata with that shop.',
      ],
    },
    {
      id: 'eligibility',
      title: 'Refund Eligibility',
      blocks: ['Whether you can get a refund depends on what went wrong and how soon you tell us:'],
      extra: <EligibilityCards scenarios={refundScenarios(policy)} />,
    },
    {
      id: 'how-to-request',
      title: 'How to Request a Refund',
      blocks: [],
      extra: <RequestSteps steps={refundSteps(policy)} />,
    },
    {
      id: 'refund-methods',
      title: 'Refund Methods',
      blocks: ['How a refund reaches you depends on how you paid for the order:'],
      extra: <RefundMethodsTable methods={REFUND_METHODS} />,
    },
    {
      id: 'notes',
      title: 'Important Notes',
      blocks: [
        {
          list: [
            'If you paid by UPI before the shop found an item unavailable, the shop refunds the difference by UPI; your order page shows any refund due.',
            'Nobody needs your UPI PIN or an OTP to pay you a refund: never share them.',
            'Items the shop marked as not available are taken out of the amount due, so you never pay for them.',
            'Please keep a wrong or damaged item and its packaging until your report is resolved.',
            'A problem can be reported only within its time limit above.',
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
            'To clear information about the decision on your report and the reasons for it.',
            'To a refund or replacement for every eligible problem, whatever the cause.',
            "To have the Mohalla team look at a shop's rejection if you disagree with it.",
            'To the protections of the Consumer Protection Act, 2019, which this policy does not limit. You can also reach the National Consumer Helpline on 1915.',
          ],
        },
      ],
    },
    {
      id: 'contact-us',
      title: 'Contact Us',
      blocks: [
        'For help reporting a problem or a question about this policy, contact our support team:',
        SUPPORT_CONTACT_LIST,
      ],
    },
  ];
}
