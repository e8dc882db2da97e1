import { httpClient } from '../data-provider';
import type { Claim, ClaimDecision, Refund, RefundPayment } from './claim-types';

/** What a back office's data provider does to claims and refunds besides reading them. */
export interface ClaimActions {
  /** Settles a claim, or rejects it; answers the claim as decided. */
  decideClaim(claimId: string, decision: ClaimDecision): Promise<Claim>;
  /** Records how a due refund was paid back; answers the refund, paid. */
  recordRefundPayment(refundId: string, payment: RefundPayment): Promise<Refund>;
}

/** A POST of `body` to a path of the API at `apiUrl`, answering its JSON. */
export async function postJson<T>(apiUrl: string, path: string, body: unknown): Promise<T> {
  const { json } = await httpClient(`${apiUrl}${path}`, { method: 'POST', body: JSON.stringify(body) });
  return json as T;
}

/** The claim actions of the back office whose API is at `apiUrl` (the shop's, or the admin's). */
export function claimActions(apiUrl: string): ClaimActions {
  return {
    decideClaim: (claimId, decision) => postJson(apiUrl, `/claims/${encodeURIComponent(claimId)}/decision`, decision),
    recordRefundPayment: (refundId, payment) =>
      postJson(apiUrl, `/refunds/${encodeURIComponent(refundId)}/payment`, payment),
  };
}
