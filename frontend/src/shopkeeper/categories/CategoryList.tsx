import { Box, Typography } from '@mui/material';
import { CreateButton, DataTable, EditButton, List, TopToolbar } from 'react-admin';
import type { Category } from '../shopkeeper-types';
import { DeleteCategoryButton } from './DeleteCategoryButton';

function NoCategories() {
  return (
    <Box sx={{ textAlign: 'center', py: 6, width: '100%' }}>
      <Typography variant="h6" component="p" gutterBottom>
        No categories yet.
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Create categories such as Dairy or Snacks, then add products to them.
      </Typography>
      <CreateButton variant="contained" label="Add Category" />
    </Box>
  );
}

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
      empty={<NoCategories />}
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
