import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '../../api/cart';
import { api, dataOf } from '../../api/client';
import { errorBody, errorMessage, errorStatus } from '../../api/errors';
import { queryKeys } from '../../api/query-keys';
import { useToast } from '../../components/toast/useToast';
import type { components } from '../../api/schema';

export const MAX_CART_QUANTITY = 99;

/** Every cart change answers the whole cart: it replaces the cached one (header badge included). */
function useCartChange<Input>(
  change: (input: Input) => Promise<Cart>,
  messages: { success: string; failure: string; isHandledElsewhere?: (error: unknown) => boolean },
) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: change,
    onSuccess: async (cart) => {
      queryClient.setQueryData(queryKeys.cart, cart);
      toast({ title: messages.success });
      await queryClient.invalidateQueries({ queryKey: queryKeys.cartQuotes });
    },
    onError: (error) => {
      if (messages.isHandledElsewhere?.(error)) return;
      toast({ title: messages.failure, description: errorMessage(error), variant: 'destructive' });
    },
  });
}

type AddToCartInput = components['schemas']['AddCartItemDto'];

/** The server refuses a product of another shop until the person agrees to empty the cart. */
export function isCartShopConflict(error: unknown): boolean {
  return errorStatus(error) === 409 && errorBody(error)?.code === 'CART_SHOP_CONFLICT';
}

export function useAddToCart() {
  return useCartChange((body: AddToCartInput) => dataOf(api.POST('/api/customer/cart/items', { body })), {
    success: 'Item added to cart',
    failure: 'Error adding item to cart',
    isHandledElsewhere: isCartShopConflict,
  });
}

export function useUpdateCartItem() {
  return useCartChange(
    ({ itemId, quantity }: { itemId: string; quantity: number }) =>
      dataOf(api.PUT('/api/customer/cart/items/{itemId}', { params: { path: { itemId } }, body: { quantity } })),
    { success: 'Cart updated', failure: 'Error updating cart' },
  );
}

export function useRemoveCartItem() {
  return useCartChange(
    (itemId: string) => dataOf(api.DELETE('/api/customer/cart/items/{itemId}', { params: { path: { itemId } } })),
    { success: 'Item removed', failure: 'Error removing item' },
  );
}

export function useClearCart() {
  return useCartChange(() => dataOf(api.DELETE('/api/customer/cart')), {
    success: 'Cart cleared',
    failure: 'Error clearing cart',
  });
}
