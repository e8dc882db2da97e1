import { BuiltQuery, valuesFromParameters } from '../database/built-query';
import { UtrUse } from './utr-use.entity';

type UtrUseParams = Pick<UtrUse, 'utr' | 'shopId' | 'paidFor' | 'paidForId'>;

/** Records a UTR's use, unless it was used before: no row back then. */
export const CLAIM_UTR = new BuiltQuery<UtrUseParams>(['utr', 'shopId', 'paidFor', 'paidForId'], (manager) =>
  manager
    .createQueryBuilder()
    .insert()
    .into(UtrUse)
    .values(valuesFromParameters(['utr', 'shopId', 'paidFor', 'paidForId']))
    .orIgnore()
    .returning(['utr']),
);
