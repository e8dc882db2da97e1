import type { DeliveryFeeBand } from '../../api/delivery-fees';

/** A band as typed: both fields text until sent. */
export interface BandDraft {
  upToKm: string;
  fee: string;
}

/** The server takes at most this many bands. */
export const MAX_BANDS = 10;
const MONEY = /^\d+(\.\d{1,2})?$/;
const KM = /^\d+(\.\d)?$/;

export const toDrafts = (bands: DeliveryFeeBand[]): BandDraft[] =>
  bands.map((band) => ({ upToKm: String(band.upToKm), fee: band.fee }));

/** What is wrong with each band, by the server's rules (it checks the same): distances rising, fees in rupees. */
export function bandErrors(drafts: BandDraft[], freeWithinKm: number): { upToKm?: string; fee?: string }[] {
  return drafts.map((draft, index) => {
    const errors: { upToKm?: string; fee?: string } = {};
    const previous = index === 0 ? freeWithinKm : Number(drafts[index - 1].upToKm);
    if (!KM.test(draft.upToKm.trim())) errors.upToKm = 'Enter km such as 10 or 12.5';
    else if (Number(draft.upToKm) <= previous) errors.upToKm = `Must be more than ${previous} km`;
    if (!MONEY.test(draft.fee.trim())) errors.fee = 'Enter rupees such as 20 or 20.50';
    return errors;
  });
}

/** The bands as PUT /api/admin/delivery-fees takes them: fees with two decimals. */
export const toBands = (drafts: BandDraft[]): DeliveryFeeBand[] =>
  drafts.map((draft) => ({ upToKm: Number(draft.upToKm), fee: Number(draft.fee).toFixed(2) }));
