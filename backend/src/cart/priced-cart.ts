import type { OrderAmounts, PricedLine } from '../pricing/pricing';
import type { CartItem } from './cart-item.entity';
import type { Cart } from './cart.entity';

/** A cart line priced by `pricing.ts`, for the cart's answers and for checkout. */
export interface PricedCartLine {
  /** With its product (deleted ones included) and the product's category loaded. */
  item: CartItem;
  priced: PricedLine;
}

/** A cart priced from the products as they are now. */
export interface PricedCart {
  /** Null while the customer has nothing in the cart. */
  cart: Cart | null;
  lines: PricedCartLine[];
  amounts: OrderAmounts;
}
