import { BuiltQuery } from '../database/built-query';
import { DeliveryFeeBandRow } from './delivery-fee-band.entity';

/** The bands the admin set, nearest first. */
export const DELIVERY_FEE_BANDS = new BuiltQuery<Record<string, never>, DeliveryFeeBandRow>([], (manager) =>
  manager.createQueryBuilder(DeliveryFeeBandRow, 'band').orderBy('band.upToKm', 'ASC'),
);

/** Two saves of the bands take turns: neither mixes its bands with the other's. Reads go on meanwhile. */
export const LOCK_DELIVERY_FEE_BANDS = 'LOCK TABLE delivery_fee_bands IN EXCLUSIVE MODE';

export const DELETE_DELIVERY_FEE_BANDS = 'DELETE FROM delivery_fee_bands';
