import { Tooltip } from '@mui/material';
import { DeleteWithConfirmButton, useRecordContext } from 'react-admin';
import type { Category } from '../shopkeeper-types';
import { useCategoryMutationOptions } from './category-toasts';

/** Why a category cannot go yet: the server refuses (409) to delete one that still has products. */
function stillHasProducts(count: number): string {
  return `Move or delete its ${count} ${count === 1 ? 'product' : 'products'} first`;
}

/**
 * Deleting asks first. A category that still has products (`productCount`) offers no delete: the
 * button is disabled and says why, rather than asking "Are you sure?" and then being refused.
 */
export function DeleteCategoryButton() {
  const category = useRecordContext<Category>();
  const mutationOptions = useCategoryMutationOptions('delete');
  if (!category) return null;
  if (!category.productCount) {
    return <DeleteWithConfirmButton mutationMode="pessimistic" mutationOptions={mutationOptions} />;
  }
  const reason = stillHasProducts(category.productCount);
  return (
    // A disabled button gets no pointer events: the wrapper carries the tooltip and, as its title, the reason.
    <Tooltip title={reason} describeChild>
      <span data-testid="delete-disabled-reason">
        <DeleteWithConfirmButton disabled aria-description={reason} />
      </span>
    </Tooltip>
  );
}
