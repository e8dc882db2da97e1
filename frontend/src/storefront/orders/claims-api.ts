import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, dataOf } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import type { components } from '../../api/schema';
import { useToast } from '../../components/toast/useToast';
import { formatDateTime } from '../../format';

export type Claim = components['schemas']['ClaimResponse'];
export type Refund = components['schemas']['RefundResponse'];
export type ClaimRequest = components['schemas']['OpenClaimDto'];
export type RefundPolicy = components['schemas']['RefundPolicyResponse'];
export type ClaimReason = RefundPolicy['reasons'][number];

// Apart from query-keys.ts, which the entry chunk carries. An order's claims sit under the order's own
// key, so that whatever refreshes the order (its live events in live-orders.ts) refreshes them too.
const orderClaimsKey = (orderId: string) => [...queryKeys.customerOrder(orderId), 'claims'] as const;
const orderRefundsKey = (orderId: string) => [...queryKeys.customerOrder(orderId), 'refunds'] as const;
const refundPolicyKey = ['refund-policy'] as const;

/** The reasons a problem may be reported for, with their windows, and how many photos a claim takes. */
export function useRefundPolicy() {
  return useQuery({
    queryKey: refundPolicyKey,
    queryFn: () => dataOf(api.GET('/api/refund-policy')),
    staleTime: Infinity,
  });
}

/** The problems the customer reported of the order, newest first, with where each stands. */
export function useOrderClaims(orderId: string) {
  return useQuery({
    queryKey: orderClaimsKey(orderId),
    queryFn: () =>
      dataOf(api.GET('/api/customer/claims', { params: { query: { filter: JSON.stringify({ orderId }) } } })),
    refetchOnMount: 'always',
  });
}

/** What the shop owes the customer back for the order, oldest first: its claims' refunds and its own. */
export function useOrderRefunds(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: orderRefundsKey(orderId),
    queryFn: () =>
      dataOf(
        api.GET('/api/customer/refunds', {
          params: { query: { filter: JSON.stringify({ orderId }), sort: JSON.stringify(['createdAt', 'ASC']) } },
        }),
      ),
    enabled,
    refetchOnMount: 'always',
  });
}

function openClaim(orderId: string, body: ClaimRequest) {
  return dataOf(api.POST('/api/customer/orders/{orderId}/claims', { params: { path: { orderId } }, body }));
}

function addPhoto(claimId: string, photo: File) {
  return dataOf(
    api.POST('/api/customer/claims/{id}/photos', {
      params: { path: { id: claimId } },
      // The schema names the file a (binary) string; the form carries the File itself.
      body: { file: photo as unknown as string },
      bodySerializer: ({ file }) => {
        const form = new FormData();
        form.append('file', file);
        return form;
      },
      // The API takes an upload only with this header, which no form of another site can send.
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    }),
  );
}

/** A problem to report: the claim, and the photos to add to it once the server took it. */
export interface ProblemReport {
  claim: ClaimRequest;
  photos: File[];
}

/**
 * Reports a problem with the order: the claim, then its photos one by one. `reported` is the claim
 * once the server took it: when a photo is refused, sending again adds only the photos after those
 * the claim already has, instead of reporting the problem twice.
 */
export function useReportProblem(orderId: string) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [reported, setReported] = useState<Claim | null>(null);
  const mutation = useMutation({
    mutationFn: async ({ claim: body, photos }: ProblemReport) => {
      let claim = reported ?? (await openClaim(orderId, body));
      setReported(claim);
      for (const photo of photos.slice(claim.photos.length)) {
        claim = await addPhoto(claim.id, photo);
        setReported(claim);
      }
      return claim;
    },
    onSuccess: (claim) =>
      toast({ title: 'Problem reported', description: `The shop answers by ${formatDateTime(claim.answerBy)}.` }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.customerOrder(orderId) }),
  });
  return { ...mutation, reported };
}

/** Takes the shop's rejection of a claim to the Mohalla team, with why the customer disagrees. */
export function useDisputeClaim(claim: Claim) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: (note: string) =>
      dataOf(api.POST('/api/customer/claims/{id}/dispute', { params: { path: { id: claim.id } }, body: { note } })),
    onSuccess: () =>
      toast({ title: 'Taken to Mohalla', description: 'The Mohalla team decides, and its decision is final.' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.customerOrder(claim.orderId) }),
  });
}
