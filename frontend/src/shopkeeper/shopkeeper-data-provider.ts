import type { DataProvider, GetOneParams, RaRecord, UpdateParams } from 'react-admin';
import { dataProviderFor, httpClient } from '../backoffice/data-provider';
import type { WithPictures } from '../components/ProductImage';
import type { FulfillmentStatus, Order, Product, ShopkeeperDashboard, ShopkeeperProfile } from './shopkeeper-types';

const API = '/api/shopkeeper';

/** The shop's own record: a singleton at /api/shopkeeper/shop, read and written without an id. */
export const SHOP_RESOURCE = 'shop';

export interface ShopkeeperDataProvider extends DataProvider {
  getProfile(): Promise<ShopkeeperProfile>;
  getDashboard(): Promise<ShopkeeperDashboard>;
  setItemFulfillment(orderId: string, itemId: string, fulfillmentStatus: FulfillmentStatus): Promise<Order>;
  /** Each answers the product with its pictures in their new order. */
  addProductImage(productId: string, file: File): Promise<Product & WithPictures>;
  removeProductImage(productId: string, imageId: string): Promise<Product & WithPictures>;
  reorderProductImages(productId: string, imageIds: string[]): Promise<Product & WithPictures>;
}

const simpleRest = dataProviderFor(API);

async function send<T>(path: string, options?: { method: 'PUT' | 'DELETE'; body?: unknown }): Promise<T> {
  const { json } = await httpClient(
    `${API}${path}`,
    options && { method: options.method, body: options.body === undefined ? undefined : JSON.stringify(options.body) },
  );
  return json as T;
}

const productImagesPath = (productId: string) => `/products/${encodeURIComponent(productId)}/images`;

/** A file upload (multipart): the API takes one only with an X-Requested-With header, which no form of another site can send. */
async function upload<T>(path: string, file: File): Promise<T> {
  const body = new FormData();
  body.append('file', file);
  const headers = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
  const { json } = await httpClient(`${API}${path}`, { method: 'POST', body, headers });
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
  addProductImage: (productId, file) => upload(productImagesPath(productId), file),
  removeProductImage: (productId, imageId) =>
    send(`${productImagesPath(productId)}/${encodeURIComponent(imageId)}`, { method: 'DELETE' }),
  reorderProductImages: (productId, imageIds) =>
    send(productImagesPath(productId), { method: 'PUT', body: { imageIds } }),
};
