import { useRedirect, type RaRecord } from 'react-admin';
import { errorMessage } from '../../api/errors';
import { useToast } from '../../components/toast/useToast';

const TITLES = {
  create: { success: 'Category created', failure: 'Failed to create category' },
  update: { success: 'Category updated', failure: 'Failed to update category' },
  delete: { success: 'Category deleted', failure: 'Failed to delete category' },
} as const;

/** The spec's toasts for a category create, update or delete; a success returns to the list. */
export function useCategoryMutationOptions(action: keyof typeof TITLES) {
  const { toast } = useToast();
  const redirect = useRedirect();
  const titles = TITLES[action];
  return {
    // Typed loosely: react-admin hands every mutation's answer over as a bare record.
    onSuccess: (category: RaRecord) => {
      toast({ title: titles.success, description: String(category.name) });
      redirect('list', 'categories');
    },
    onError: (error: unknown) => {
      toast({ title: titles.failure, description: errorMessage(error), variant: 'destructive' });
    },
  };
}
