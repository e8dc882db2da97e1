import { type Paise, rupees } from '../common/money';

/**
 * The rules of what may be written on a khata, as pure functions of its terms: the service asks them
 * under the khata's lock, with the balance as it stands then.
 */

/** What the rules read of a khata. */
export interface KhataTerms {
  creditLimit: Paise;
  balance: Paise;
  frozenAt: Date | null;
}

/** ₹ as the answers write it: "₹2,150.00". */
export const inRupees = (paise: Paise): string => `₹${rupees(paise)}`;

/** What orders may still add: the limit less the balance, never below 0; nothing while frozen. */
export function availableCredit({ creditLimit, balance, frozenAt }: KhataTerms): Paise {
  return frozenAt ? 0 : Math.max(0, creditLimit - balance);
}

/**
 * Why an order of `amount` may not go on the customer's khata (undefined: none at the shop), as said
 * to them given the shop's name; undefined when it may.
 */
export function chargeRefusal(
  khata: KhataTerms | undefined,
  amount: Paise,
): ((shopName: string) => string) | undefined {
  if (!khata) return (shopName) => `You have no khata at ${shopName}: pay another way, or ask the shop to open one`;
  if (khata.frozenAt) return (shopName) => `Your khata at ${shopName} is frozen: pay another way, or ask the shop`;
  const after = khata.balance + amount;
  if (after <= khata.creditLimit) return undefined;
  return (shopName) =>
    `This order would take your khata at ${shopName} to ${inRupees(after)}, over its limit of ` +
    `${inRupees(khata.creditLimit)}: ${inRupees(availableCredit(khata))} is left`;
}

/** Why a payment of `amount` may not be recorded: more than is owed; undefined when it may. */
export function paymentRefusal({ balance }: KhataTerms, amount: Paise): string | undefined {
  if (amount <= balance) return undefined;
  return balance > 0
    ? `${inRupees(amount)} is more than the ${inRupees(balance)} owed on this khata`
    : 'Nothing is owed on this khata';
}

/**
 * Why a correction of `amount` may not be made; undefined when it may. Taking away may not leave the
 * customer owing less than nothing; adding may not go over the limit, as an order may not (raise the
 * limit first).
 */
export function correctionRefusal(khata: KhataTerms, amount: Paise): string | undefined {
  const after = khata.balance + amount;
  if (amount < 0 && after < 0) {
    return `This correction would take the balance below ₹0.00: at most ${inRupees(Math.max(khata.balance, 0))} can be taken away`;
  }
  if (amount > 0 && after > khata.creditLimit) {
    return `This correction would take the balance to ${inRupees(after)}, over the limit of ${inRupees(khata.creditLimit)}: raise the limit first`;
  }
  return undefined;
}
