import { DeleteWithConfirmButton } from 'react-admin';
import { useCategoryMutationOptions } from './category-toasts';

/** Deleting asks first; a category that still has products is refused by the server (409). */
export function DeleteCategoryButton() {
  const mutationOptions = useCategoryMutationOptions('delete');
  return <DeleteWithConfirmButton mutationMode="pessimistic" mutationOptions={mutationOptions} />;
}
