import { enumMembers } from '../../api/enum-members';
import type { components } from '../../api/schema';
import { formatRupees, orderNumber } from '../../format';

export type AuditEntry = components['schemas']['AuditEntryResponse'];
type AuditAction = AuditEntry['action'];
type AuditedEntityType = AuditEntry['entityType'];

const ACTION_LABELS: Record<AuditAction, string> = {
  'shop.onboarded': 'Shop onboarded',
  'shop.updated': 'Shop edited',
  'shop.deleted': 'Shop deleted',
  'order.status-overridden': 'Order status overridden',
  'product.created': 'Product added',
  'product.updated': 'Product edited',
  'product.deleted': 'Product deleted',
  'product.stock-adjusted': 'Stock adjusted',
  'product.imported': 'Product imported (CSV)',
  'shop.commission-changed': 'Commission rate set',
  'settlement.recorded': 'Settlement recorded',
  'order.payment-confirmed': 'Payment confirmed',
  'order.payment-not-received': 'Payment not received',
  'khata.opened': 'Khata opened',
  'khata.changed': 'Khata limit or freeze changed',
  'khata.payment-recorded': 'Khata payment recorded',
  'khata.corrected': 'Khata corrected',
  'claim.opened': 'Problem reported',
  'claim.decided': 'Claim decided',
  'claim.disputed': 'Claim taken to the admin',
  'refund.paid': 'Refund paid back',
  'order.refunded-in-full': 'Order refunded in full',
  'user.password-reset': 'Password reset by mail',
};

const ENTITY_LABELS: Record<AuditedEntityType, string> = {
  shop: 'Shop',
  product: 'Product',
  order: 'Order',
  settlement: 'Settlement',
  khata: 'Khata',
  claim: 'Claim',
  refund: 'Refund',
  user: 'Account',
};

export const actionChoices = enumMembers(ACTION_LABELS).map((id) => ({ id, name: ACTION_LABELS[id] }));
export const entityTypeChoices = enumMembers(ENTITY_LABELS).map((id) => ({ id, name: ENTITY_LABELS[id] }));
/** The roles whose changes are recorded: customers only report problems, dispute decisions and reset passwords. */
export const actorRoleChoices = (['admin', 'shopkeeper', 'customer'] satisfies AuditEntry['actorRole'][]).map(
  (role) => ({
    id: role,
    name: role,
  }),
);

/** A label the server named; itself for one this build does not know yet. */
function labelOf(labels: Record<string, string>, key: string): string {
  return Object.hasOwn(labels, key) ? labels[key] : key;
}

export const actionLabel = (entry: AuditEntry) => labelOf(ACTION_LABELS, entry.action);

/** What changed, as people name it: "Shop Sharma Kirana", "Order #1A2B3C4D". */
export function entityLabel(entry: AuditEntry): string {
  if (entry.entityType === 'order') return orderNumber(entry.entityId);
  return `${labelOf(ENTITY_LABELS, entry.entityType)} ${entry.entityName ?? entry.entityId}`;
}

/** Field names whose label is not their words. */
const FIELD_LABELS: Record<string, string> = {
  gstNumber: 'GSTIN',
  gstPercentage: 'GST rate',
  gstIncluded: 'GST included',
  hsnCode: 'HSN code',
  sku: 'SKU',
  isActive: 'Open',
  isInStock: 'In stock',
  categoryName: 'Category',
  deliveryRadiusKm: 'Delivery radius (km)',
  preparationMinutes: 'Preparation (minutes)',
  shopkeeperId: 'Shopkeeper id',
  commissionRate: 'Commission rate (%)',
  settledOn: 'Paid on',
  creditLimit: 'Credit limit',
  entryNumber: 'Entry no.',
  utr: 'UTR',
  upiId: 'UPI ID',
  upiPayeeName: 'UPI payee name',
  paymentStatus: 'Payment',
  receivedAs: 'Received as',
  customerUtr: 'Customer’s UTR',
};

const MONEY_FIELDS = new Set([
  'originalPrice',
  'discountedPrice',
  'minimumOrder',
  'amount',
  'creditLimit',
  'balanceAfter',
]);

/** A field's label: `discountedPrice` reads "Discounted price". */
export function fieldLabel(field: string): string {
  if (Object.hasOwn(FIELD_LABELS, field)) return FIELD_LABELS[field];
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A logo ({url, thumbnailUrl}) by the start of its picture's content hash, which its URLs carry. */
function logoLabel(logo: object): string {
  const hash = /[0-9a-f]{32}/.exec(JSON.stringify(logo));
  return hash ? `Picture ${hash[0].slice(0, 8)}` : 'Picture';
}

/** A value of a field as people read it: ₹ for money, Yes/No, "—" for none. */
export function formatValue(field: string, value: unknown): string {
  if (value === null || value === undefined || (Array.isArray(value) && value.length === 0)) return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (MONEY_FIELDS.has(field) && typeof value === 'string') return formatRupees(value);
  if (Array.isArray(value)) return value.map((item) => formatValue(field, item)).join(', ');
  if (field === 'logo' && typeof value === 'object') return logoLabel(value);
  if (typeof value === 'object') return Object.values(value).map(String).join(' ');
  return String(value);
}
