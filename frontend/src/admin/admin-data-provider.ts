import type { DataProvider, RaRecord, UpdateParams } from 'react-admin';
import { claimActions, postJson, type ClaimActions } from '../backoffice/claims/claim-actions';
import type { Refund } from '../backoffice/claims/claim-types';
import { dataProviderFor } from '../backoffice/data-provider';
import { withFieldErrors } from '../backoffice/field-errors';

const API = '/api/admin';
const simpleRest = dataProviderFor(API);

export interface AdminDataProvider extends DataProvider, ClaimActions {
  /** Refunds a delivered order in full (an invoiced one is never cancelled); answers the refund, due from the shop. */
  refundInFull(orderId: string, reason: string): Promise<Refund>;
}

/** The admin's API. A shop the server refused (a GSTIN with a wrong check character…) shows why on the shop form's fields. */
export const adminDataProvider: AdminDataProvider = {
  ...simpleRest,
  ...claimActions(API),
  create: (resource, params) => {
    const saving = simpleRest.create(resource, params);
    return resource === 'shops' ? withFieldErrors(saving, params.data) : saving;
  },
  update<RecordType extends RaRecord>(resource: string, params: UpdateParams<RecordType>) {
    const saving = simpleRest.update<RecordType>(resource, params);
    return resource === 'shops' ? withFieldErrors(saving, params.data) : saving;
  },
  refundInFull: (orderId, reason) => postJson(API, `/orders/${encodeURIComponent(orderId)}/full-refund`, { reason }),
};
