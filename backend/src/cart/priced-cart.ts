import type { Address } from '../addresses/address.entity';
import type { OrderAmounts, PricedLine } from '../pricing/pricing';
import type { ProductView } from '../products/product-view';
import type { Shop } from '../shops/shop.entity';
import type { CartItem } from './cart-item.entity';
import type { DeliveryTerms } from './delivery-terms';
import type { Cart } from './cart.entity';

/** A cart with what it holds as the products' and shops' modules answer them, deleted ones included, and where it goes. */
export interface LoadedCart {
  cart: Cart;
  shop: Shop;
  /** The items' products by id. */
  products: Map<string, ProductView>;
  /** The customer's address it is priced for; null when they have no such one. */
  address: Address | null;
}

/** A cart line priced by `pricing.ts`, for the cart's answers and for checkout. */
export interface PricedCartLine {
  item: CartItem;
  product: ProductView;
  priced: PricedLine;
}

/** A cart priced from the products as they are now. */
export interface PricedCart {
  /** Null while the customer has nothing in the cart. */
  cart: Cart | null;
  shop: Shop | null;
  lines: PricedCartLine[];
  amounts: OrderAmounts;
  /** Whether and when the shop can deliver to the address; null while the cart is empty. */
  terms: DeliveryTerms | null;
}
