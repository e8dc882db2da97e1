import { Create } from 'react-admin';
import { useCategoryMutationOptions } from './category-toasts';
import { categoryBody, CategoryForm } from './CategoryForm';

export function CategoryCreate() {
  const mutationOptions = useCategoryMutationOptions('create');
  return (
    <Create title="New Category" mutationOptions={mutationOptions} transform={categoryBody}>
      <CategoryForm />
    </Create>
  );
}
