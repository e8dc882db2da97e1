import { required, SelectInput, useRecordContext } from 'react-admin';
import { formatPercent } from '../../format';
import type { Product } from '../shopkeeper-types';
import { isRateInForce, useGstRates } from './useGstRates';

/**
 * The product's GST rate, chosen from the rates in force. A product saved at another rate (by an
 * import or through the API) keeps it as a marked choice, so editing something else does not change it.
 */
export function GstRateInput() {
  const product = useRecordContext<Product>();
  const { data: rates = [], isPending, error } = useGstRates();
  const saved = product?.gstPercentage;
  const choices = rates.map((rate) => ({ id: rate, name: formatPercent(rate) }));
  if (saved !== undefined && !isPending && !isRateInForce(saved, rates)) {
    choices.push({ id: saved, name: `${formatPercent(saved)} (not in force)` });
  }
  return (
    <SelectInput
      source="gstPercentage"
      label="GST"
      choices={choices}
      validate={required()}
      isPending={isPending}
      helperText={error ? 'Failed to load the GST rates.' : undefined}
    />
  );
}
