/** Number of items in the customer's cart. The cart API arrives with the cart issue; until then it is empty. */
export function useCartCount(): number {
  return 0;
}
