import { CreateButton, DataTable, EditButton, List, TopToolbar } from 'react-admin';
import { EmptyList } from '../../backoffice/EmptyList';
import type { Category } from '../shopkeeper-types';
import { DeleteCategoryButton } from './DeleteCategoryButton';

export function CategoryList() {
  return (
    <List
      title="Categories"
      sort={{ field: 'name', order: 'ASC' }}
      actions={
        <TopToolbar>
          <CreateButton label="Add Category" />
        </TopToolbar>
      }
      empty={
        <EmptyList
          title="No categories yet."
          hint="Create categories such as Dairy or Snacks, then add products to them."
          createLabel="Add Category"
        />
      }
    >
      <DataTable<Category> rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="description" render={(category) => category.description ?? ''} />
        <DataTable.NumberCol source="productCount" label="Products" />
        <DataTable.Col label="Actions" align="right">
          <EditButton />
          <DeleteCategoryButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
