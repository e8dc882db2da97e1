import type { DataProvider, GetOneParams, RaRecord, UpdateParams } from 'react-admin';
import { dataProviderFor, httpClient } from '../backoffice/data-provider';
import type { FulfillmentStatus, Order, ShopkeeperDashboard, ShopkeeperProfile } from './shopkeeper-types';

const API = '/api/shopkeeper';

/** The shop's own record: a singleton at /api/shopkeeper/shop, read and written without an id. */
export const SHOP_RESOURCE = 'shop';

export interface ShopkeeperDataProvider extends DataProvider {
  getProfile(): Promise<ShopkeeperProfile>;
  getDashboard(): Promise<ShopkeeperDashboard>;
  setItemFulfillment(orderId: string, itemId: string, fulfillmentStatus: FulfillmentStatus): Promise<Order>;
}

const simpleRest = dataProviderFor(API);

async function send<T>(path: string, options?: { method: 'PUT'; body: unknown }): Promise<T> {
  const { json } = await httpClient(
    `${API}${path}`,
    options && { method: options.method, body: JSON.stringify(options.body) },
  );
  return json as T;
}

export const shopkeeperDataProvider: ShopkeeperDataProvider = {
  ...simpleRest,
  async getOne<RecordType extends RaRecord>(resource: string, params: GetOneParams<RecordType>) {
    if (resource !== SHOP_RESOURCE) return simpleRest.getOne<RecordType>(resource, params);
    return { data: await send<RecordType>(`/${SHOP_RESOURCE}`) };
  },
  async update<RecordType extends RaRecord>(resource: string, params: UpdateParams<RecordType>) {
    if (resource !== SHOP_RESOURCE) return simpleRest.update<RecordType>(resource, params);
    return { data: await send<RecordType>(`/${SHOP_RESOURCE}`, { method: 'PUT', body: params.data }) };
  },
  getProfile: () => send('/shopkeeper-profile'),
  getDashboard: () => send('/dashboard'),
  setItemFulfillment: (orderId, itemId, fulfillmentStatus) =>
    send(`/orders/${encodeURIComponent(orderId)}/items/${encodeURIComponent(itemId)}/fulfillment`, {
      method: 'PUT',
      body: { fulfillmentStatus },
    }),
};
