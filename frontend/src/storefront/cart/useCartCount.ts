import { useCart } from './cart-api';

/** Number of items in the signed-in customer's cart, for the header badge; 0 for anyone else. */
export function useCartCount(): number {
  return useCart().data?.itemCount ?? 0;
}
