import type { BackOfficeName } from '../../routes';
import { useOffice } from '../office';
import type { ClaimStatus } from './claim-types';

interface ClaimOffice {
  /** The claims this office decides: the shop those open (within their time), the admin the escalated ones. */
  decides: ClaimStatus;
  /** Where an order's page is in this office. */
  orderPath: (orderId: string) => string;
  /** The admin sees every shop's claims, so each names its shop. */
  showsShop: boolean;
  /** The admin's decision is final; the customer may take the shop's rejection to the admin. */
  decidesFinally: boolean;
}

/** How each back office takes part in claims: the one place that tells the shop's part from the admin's. */
const CLAIM_OFFICES: Record<BackOfficeName, ClaimOffice> = {
  shopkeeper: {
    decides: 'open',
    orderPath: (orderId) => `/shopkeeper/orders/${encodeURIComponent(orderId)}`,
    showsShop: false,
    decidesFinally: false,
  },
  admin: {
    decides: 'escalated',
    orderPath: (orderId) => `/admin/orders/${encodeURIComponent(orderId)}/show`,
    showsShop: true,
    decidesFinally: true,
  },
};

export function useClaimOffice(): ClaimOffice {
  return CLAIM_OFFICES[useOffice()];
}
