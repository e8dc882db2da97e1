import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '../useDebouncedValue';
import { api, dataOf } from '../../api/client';
import { errorMessage, errorStatus } from '../../api/errors';
import { queryKeys } from '../../api/query-keys';

export const PINCODE_PATTERN = /^[0-9]{6}$/;
/** A pincode written inside a free-text address, as the server finds a shop's. */
const PINCODE_IN_TEXT = /(?<![0-9])[0-9]{6}(?![0-9])/;

/** The last pincode in `text`, if it names one. */
export function pincodeIn(text: string): string | undefined {
  return text.match(new RegExp(PINCODE_IN_TEXT, 'g'))?.at(-1);
}

/**
 * The pincode's district, state and centre, asked once typing pauses on six digits; a pincode that
 * does not exist is said in the server's words ("Pincode 999999 does not exist").
 */
export function usePincodeLookup(pincode: string) {
  const settled = useDebouncedValue(pincode.trim(), 400);
  const complete = PINCODE_PATTERN.test(settled);
  const lookup = useQuery({
    queryKey: queryKeys.pincode(settled),
    queryFn: () => dataOf(api.GET('/api/pincodes/{pincode}', { params: { path: { pincode: settled } } })),
    enabled: complete,
    staleTime: Infinity,
    retry: false,
  });
  // An answer about a pincode no longer in the field is not shown. Only a 400 says the pincode does
  // not exist: a lookup that failed otherwise (offline, a server error) leaves the check to the save.
  const current = complete && settled === pincode.trim();
  const refused = current && errorStatus(lookup.error) === 400;
  return { found: current ? lookup.data : undefined, notFound: refused ? errorMessage(lookup.error) : undefined };
}
