import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys';
import type { ToastOptions } from '../../components/toast/useToast';
import { useToast } from '../../components/toast/useToast';

/** What a decision or a refund's payment changes: the claim, the refunds, and the order's timeline. */
const CHANGED_RESOURCES = ['claims', 'refunds', 'orders'];

/**
 * A change to a claim or a refund, sent by `send` (through the back office's data provider). Once the
 * server took it, a toast says what happened and the claims, refunds and orders are read again; until
 * then the change is pending, so a dialog stays open over what has not changed yet.
 *
 * No react-admin here: the admin's order page, the claim page and the refunds list all load this
 * module, and the bundler would then put react-admin's code where the storefront's shared code is.
 */
export function useClaimChange<Body, Answer>(
  send: (body: Body) => Promise<Answer>,
  done: (answer: Answer) => ToastOptions,
) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: send,
    onSuccess: async (answer) => {
      toast(done(answer));
      await Promise.all(
        CHANGED_RESOURCES.map((resource) => queryClient.invalidateQueries({ queryKey: queryKeys.resource(resource) })),
      );
    },
  });
}
