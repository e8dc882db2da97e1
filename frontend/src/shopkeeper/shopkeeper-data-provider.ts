import type { DataProvider, GetOneParams, RaRecord, UpdateParams } from 'react-admin';
import { SHOPKEEPER_API, SHOPKEEPER_PROFILE_READ } from '../api/shopkeeper-reads';
import { claimActions, type ClaimActions } from '../backoffice/claims/claim-actions';
import { dataProviderFor, httpClient, uploadFile } from '../backoffice/data-provider';
import { withFieldErrors, withRefusalOnField } from '../backoffice/field-errors';
import type {
  ConfirmPayment,
  FulfillmentStatus,
  ImportSummary,
  KhataCorrection,
  KhataEntry,
  KhataPayment,
  OfferSubstitution,
  Order,
  Product,
  ShopkeeperDashboard,
  ShopkeeperProfile,
} from './shopkeeper-types';

const API = SHOPKEEPER_API;

/** The shop's own record: a singleton at /api/shopkeeper/shop, read and written without an id. */
export const SHOP_RESOURCE = 'shop';
/** PUT (multipart) and DELETE the shop's logo; each answers the shop. */
export const SHOP_LOGO_URL = `${API}/${SHOP_RESOURCE}/logo`;

/** The react-admin resource of a khata's entries: `getList` pages them, newest first by default. */
export const khataEntriesResource = (khataId: string) => `khatas/${encodeURIComponent(khataId)}/entries`;

/** A khata's statement of `month` (`YYYY-MM`) as a file the browser downloads by itself. */
export const khataStatementHref = (khataId: string, month: string, format: 'pdf' | 'csv') =>
  `${API}/khatas/${encodeURIComponent(khataId)}/statement?month=${encodeURIComponent(month)}&format=${format}`;

export interface ShopkeeperDataProvider extends DataProvider, ClaimActions {
  getProfile(): Promise<ShopkeeperProfile>;
  getDashboard(): Promise<ShopkeeperDashboard>;
  setItemFulfillment(orderId: string, itemId: string, fulfillmentStatus: FulfillmentStatus): Promise<Order>;
  /** Offers a replacement for an item the shop cannot supply; answers the order. */
  offerSubstitution(orderId: string, itemId: string, offer: OfferSubstitution): Promise<Order>;
  /** Records that a UPI order's payment reached the shop; answers the order. */
  confirmPayment(orderId: string, payment: ConfirmPayment): Promise<Order>;
  /** Tells the customer the shop found no such payment; answers the order. */
  paymentNotReceived(orderId: string): Promise<Order>;
  /** Each answers the product with its pictures in their new order. */
  addProductImage(productId: string, file: File): Promise<Product>;
  removeProductImage(productId: string, imageId: string): Promise<Product>;
  reorderProductImages(productId: string, imageIds: string[]): Promise<Product>;
  /** A CSV of products checked (a preview, which changes nothing), or with `commit` imported: every row or none. */
  importProducts(file: File, commit: boolean): Promise<ImportSummary>;
  /** Adds `by` units to a counted product (negative: takes them away); answers the product. */
  adjustProductStock(productId: string, by: number): Promise<Product>;
  /** Each answers the entry added to the khata, with the balance it left. */
  recordKhataPayment(khataId: string, payment: KhataPayment): Promise<KhataEntry>;
  correctKhata(khataId: string, correction: KhataCorrection): Promise<KhataEntry>;
}

const simpleRest = dataProviderFor(API);

async function send<T>(path: string, options?: { method: 'POST' | 'PUT' | 'DELETE'; body?: unknown }): Promise<T> {
  const { json } = await httpClient(
    `${API}${path}`,
    options && { method: options.method, body: options.body === undefined ? undefined : JSON.stringify(options.body) },
  );
  return json as T;
}

const productImagesPath = (productId: string) => `/products/${encodeURIComponent(productId)}/images`;

/** A file upload to a path of this API (see `uploadFile`). */
const upload = <T>(path: string, file: File): Promise<T> => uploadFile<T>(`${API}${path}`, file);

export const shopkeeperDataProvider: ShopkeeperDataProvider = {
  ...simpleRest,
  ...claimActions(API),
  // A product the server refused shows its reasons on the fields of the product form.
  create: (resource, params) => {
    const saving = simpleRest.create(resource, params);
    if (resource === 'products') return withFieldErrors(saving, params.data);
    // An unknown customer (404) or one with a khata here already (409) is the customer field's to show.
    if (resource === 'khatas') return withRefusalOnField(withFieldErrors(saving, params.data), 'customer', [404, 409]);
    return saving;
  },
  async getOne<RecordType extends RaRecord>(resource: string, params: GetOneParams<RecordType>) {
    if (resource !== SHOP_RESOURCE) return simpleRest.getOne<RecordType>(resource, params);
    return { data: await send<RecordType>(`/${SHOP_RESOURCE}`) };
  },
  async update<RecordType extends RaRecord>(resource: string, params: UpdateParams<RecordType>) {
    if (resource === 'products') return withFieldErrors(simpleRest.update<RecordType>(resource, params), params.data);
    if (resource !== SHOP_RESOURCE) return simpleRest.update<RecordType>(resource, params);
    // The shop's details, like a product, show the server's reasons on their fields.
    const saving = send<RecordType>(`/${SHOP_RESOURCE}`, { method: 'PUT', body: params.data });
    return { data: await withFieldErrors(saving, params.data) };
  },
  getProfile: async () => (await httpClient(SHOPKEEPER_PROFILE_READ)).json as ShopkeeperProfile,
  getDashboard: () => send('/dashboard'),
  setItemFulfillment: (orderId, itemId, fulfillmentStatus) =>
    send(`/orders/${encodeURIComponent(orderId)}/items/${encodeURIComponent(itemId)}/fulfillment`, {
      method: 'PUT',
      body: { fulfillmentStatus },
    }),
  offerSubstitution: (orderId, itemId, offer) =>
    send(`/orders/${encodeURIComponent(orderId)}/items/${encodeURIComponent(itemId)}/substitution`, {
      method: 'POST',
      body: offer,
    }),
  confirmPayment: (orderId, payment) =>
    send(`/orders/${encodeURIComponent(orderId)}/payment`, { method: 'POST', body: payment }),
  paymentNotReceived: (orderId) =>
    send(`/orders/${encodeURIComponent(orderId)}/payment/not-received`, { method: 'POST' }),
  addProductImage: (productId, file) => upload(productImagesPath(productId), file),
  removeProductImage: (productId, imageId) =>
    send(`${productImagesPath(productId)}/${encodeURIComponent(imageId)}`, { method: 'DELETE' }),
  reorderProductImages: (productId, imageIds) =>
    send(productImagesPath(productId), { method: 'PUT', body: { imageIds } }),
  importProducts: (file, commit) => upload(`/products/csv${commit ? '?commit=true' : ''}`, file),
  adjustProductStock: (productId, by) =>
    send(`/products/${encodeURIComponent(productId)}/stock-adjustments`, { method: 'POST', body: { by } }),
  recordKhataPayment: (khataId, payment) =>
    send(`/khatas/${encodeURIComponent(khataId)}/payments`, { method: 'POST', body: payment }),
  correctKhata: (khataId, correction) =>
    send(`/khatas/${encodeURIComponent(khataId)}/corrections`, { method: 'POST', body: correction }),
};
