import { Edit } from 'react-admin';
import { useCategoryMutationOptions } from './category-toasts';
import { categoryBody, CategoryForm } from './CategoryForm';
import { DeleteCategoryButton } from './DeleteCategoryButton';

export function CategoryEdit() {
  const mutationOptions = useCategoryMutationOptions('update');
  return (
    <Edit mutationMode="pessimistic" mutationOptions={mutationOptions} transform={categoryBody}>
      <CategoryForm extraActions={<DeleteCategoryButton />} />
    </Edit>
  );
}
