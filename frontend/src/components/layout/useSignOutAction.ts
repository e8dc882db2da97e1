import { errorMessage } from '../../api/errors';
import { useSignOut } from '../../api/session';
import { useToast } from '../toast/useToast';

/** Signs out and says so; shared by the header and the mobile side sheet. */
export function useSignOutAction() {
  const signOut = useSignOut();
  const { toast } = useToast();
  const run = () =>
    signOut.mutate(undefined, {
      onSuccess: () => toast({ title: 'Logged out', description: 'See you next time!' }),
      onError: (error) => toast({ title: 'Logout failed', description: errorMessage(error), variant: 'destructive' }),
    });
  return { signOut: run, isPending: signOut.isPending };
}
