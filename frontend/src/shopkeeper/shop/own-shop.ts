import { createContext, useContext } from 'react';
import { useGetOne } from 'react-admin';
import { SHOP_RESOURCE } from '../shopkeeper-data-provider';
import type { Shop } from '../shopkeeper-types';

/** The id of the signed-in shopkeeper's shop, known once their profile is in (ShopkeeperApp). */
export const OwnShopIdContext = createContext<string | null>(null);

/** The shopkeeper's own shop, in the cache the shop page reads and its edits refresh. */
export function useOwnShop() {
  const shopId = useContext(OwnShopIdContext);
  return useGetOne<Shop>(SHOP_RESOURCE, { id: shopId ?? '' }, { enabled: shopId !== null });
}
