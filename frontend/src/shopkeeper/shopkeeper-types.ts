import { enumMembers } from '../api/enum-members';
import type { components } from '../api/schema';

type Schemas = components['schemas'];

export type ShopkeeperProfile = Schemas['ShopkeeperProfileResponse'];
export type ShopkeeperDashboard = Schemas['ShopkeeperDashboardResponse'];
export type Shop = Schemas['ShopResponse'];
export type Category = Schemas['CategoryResponse'];
export type Product = Schemas['ProductResponse'];
export type ImportSummary = Schemas['ImportSummaryResponse'];
export type Order = Schemas['OrderResponse'];
export type OrderItem = Schemas['OrderItemResponse'];
export type OfferSubstitution = Schemas['OfferSubstitutionDto'];
/** The shop received a UPI order's payment: by UPI with its UTR, or in cash at the door. */
export type ConfirmPayment = Schemas['ConfirmPaymentDto'];
/** A customer's credit book at the shop: what they owe, and what orders may still add. */
export type Khata = Schemas['KhataResponse'];
export type KhataEntry = Schemas['KhataEntryResponse'];
export type KhataPayment = Schemas['KhataPaymentDto'];
export type KhataCorrection = Schemas['KhataCorrectionDto'];

export type FulfillmentStatus = OrderItem['fulfillmentStatus'];
export const FULFILLMENT_STATUSES = enumMembers<FulfillmentStatus>({
  pending: true,
  fulfilled: true,
  'not fulfillable': true,
});

/**
 * The body of `PUT /api/shopkeeper/orders/{id}`: a move, with the reason or the code it needs. The
 * reason is one of the codes the order's answer offered (`cancelReasons`), read back from a radio.
 */
export type OrderMove = Pick<Schemas['ShopkeeperUpdateOrderDto'], 'status' | 'cancelNote' | 'deliveryCode'> & {
  cancelReason?: string;
};
