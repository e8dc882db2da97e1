import type { Paise, Percentage } from '../common/money';
import type { OrderStatus } from '../orders/order-status';

/**
 * How far a demo order went: a status the shop moved it to, or one of the three ways an order is
 * cancelled (the shop rejects it, the customer cancels it, nobody accepts it in time).
 */
export type DemoOutcome =
  Exclude<OrderStatus, 'cancelled'> | 'rejected by the shop' | 'cancelled by the customer' | 'not accepted';

export interface DemoOrder {
  /** The shopkeeper's username. */
  shop: string;
  lines: { product: string; quantity: number }[];
  /** When it was placed: days before the start at an hour of the day in India, or minutes before the start. */
  placed: { daysAgo: number; hour: number } | { minutesAgo: number };
  outcome: DemoOutcome;
  /** The customer's rating of a delivered order. */
  review?: { rating: number; comment: string };
}

/** The commission the admin set on the demo shops, before their first order. */
export const DEMO_COMMISSION_RATE: Percentage = 500;

/** The khata the shop (by its shopkeeper's username) opened for the demo customer before her first order. */
export const DEMO_KHATA: { shop: string; creditLimit: Paise } = { shop: 'sharma-kirana', creditLimit: 5000_00 };

/** Days of past orders: two weeks (each order takes the services some 0.2 s to make at start-up). */
export const DEMO_ORDER_DAYS = 14;

/** Days before the start the admin recorded each shop's settlement of the commission due until then. */
export const DEMO_SETTLED_DAYS_AGO = 7;

/** What each shop's customers order, in turn. */
const BASKETS: Record<string, DemoOrder['lines'][]> = {
  'sharma-kirana': [
    [
      { product: 'Aashirvaad Whole Wheat Atta', quantity: 1 },
      { product: 'Tata Salt', quantity: 2 },
    ],
    [
      { product: 'India Gate Basmati Rice', quantity: 2 },
      { product: 'Tata Sampann Toor Dal', quantity: 1 },
    ],
    [
      { product: 'Tata Tea Premium', quantity: 1 },
      { product: 'Parle-G Biscuits', quantity: 2 },
      { product: 'Nescafé Classic Coffee', quantity: 1 },
    ],
    [
      { product: 'Madhur Pure Sugar', quantity: 2 },
      { product: "Haldiram's Bhujia Sev", quantity: 1 },
    ],
  ],
  'gupta-dairy': [
    [
      { product: 'Amul Taaza Toned Milk', quantity: 2 },
      { product: 'Saras Dahi', quantity: 1 },
      { product: 'Fresh Malai Paneer', quantity: 1 },
    ],
    [
      { product: 'Kaju Katli', quantity: 1 },
      { product: 'Mawa Kachori', quantity: 2 },
    ],
    [
      { product: 'Amul Pure Ghee', quantity: 1 },
      { product: 'Amul Butter', quantity: 2 },
    ],
  ],
  'jaipur-bakers': [
    [
      { product: 'Whole Wheat Bread', quantity: 1 },
      { product: 'Ladi Pav', quantity: 2 },
      { product: 'Veg Puff', quantity: 2 },
    ],
    [
      { product: 'Chocolate Truffle Cake', quantity: 1 },
      { product: 'Cold Coffee', quantity: 2 },
    ],
    [
      { product: 'Elaichi Rusk', quantity: 2 },
      { product: 'Atta Cookies', quantity: 1 },
      { product: 'Paneer Pattie', quantity: 2 },
    ],
  ],
};

const REVIEWS = [
  { rating: 5, comment: 'Delivered in 20 minutes, everything fresh.' },
  { rating: 4, comment: 'Good as always; the delivery was a little late.' },
  { rating: 5, comment: 'Very polite delivery, thank you!' },
  { rating: 3, comment: 'One item was missing its seal, the rest fine.' },
];

/** What became of the past orders, in turn: most delivered, some rejected, cancelled or left unanswered. */
const PAST_OUTCOMES: DemoOutcome[] = [
  'complete',
  'delivered',
  'complete',
  'rejected by the shop',
  'complete',
  'delivered',
  'cancelled by the customer',
  'complete',
  'not accepted',
  'delivered',
];

/** Hours in India when every demo shop is open (Gupta Dairy closes from 13:30 to 16:30). */
const OPEN_HOURS = [10, 12, 17, 19];

/**
 * The demo orders, oldest first: each shop's orders of the past two weeks, and today's orders of
 * Sharma Kirana Store (open round the clock) still in the shop's hands, the pending ones placed at
 * the start, so that none is past its accept-by time.
 */
export function demoOrders(): DemoOrder[] {
  const orders: DemoOrder[] = [];
  let turn = 0;
  for (let daysAgo = DEMO_ORDER_DAYS; daysAgo >= 1; daysAgo--) {
    for (const [shopIndex, [shop, baskets]] of Object.entries(BASKETS).entries()) {
      // One order a day at each shop, and a second every other day at the kirana.
      const perDay = shopIndex === 0 && daysAgo % 2 === 0 ? 2 : 1;
      for (let n = 0; n < perDay; n++, turn++) {
        const outcome = PAST_OUTCOMES[turn % PAST_OUTCOMES.length];
        const delivered = outcome === 'delivered' || outcome === 'complete';
        orders.push({
          shop,
          lines: baskets[turn % baskets.length],
          placed: { daysAgo, hour: OPEN_HOURS[(turn + n) % OPEN_HOURS.length] },
          outcome,
          ...(delivered && turn % 3 !== 2 && { review: REVIEWS[turn % REVIEWS.length] }),
        });
      }
    }
  }
  const kirana = BASKETS['sharma-kirana'];
  const today: [number, DemoOutcome][] = [
    [90, 'dispatched'],
    [60, 'ready for pickup'],
    [35, 'confirmed'],
    [0, 'pending'],
    [0, 'pending'],
  ];
  for (const [index, [minutesAgo, outcome]] of today.entries()) {
    orders.push({ shop: 'sharma-kirana', lines: kirana[index % kirana.length], placed: { minutesAgo }, outcome });
  }
  return orders;
}
