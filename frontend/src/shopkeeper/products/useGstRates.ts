import { useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

/** The GST rates in force, as the server is configured (`GST_RATES`): they change only with a restart. */
export function useGstRates() {
  return useQuery({
    queryKey: queryKeys.gstRates,
    queryFn: async () => (await dataOf(api.GET('/api/shopkeeper/gst-rates'))).rates,
    staleTime: Infinity,
  });
}

/** Whether a product's GST percentage is one of the rates in force. */
export function isRateInForce(percentage: string, rates: readonly string[]): boolean {
  return rates.some((rate) => Number(rate) === Number(percentage));
}
