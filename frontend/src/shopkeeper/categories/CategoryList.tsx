import { Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { CreateButton, DataTable, EditButton, RecordContextProvider, TopToolbar, useListContext } from 'react-admin';
import { BackOfficeList } from '../../backoffice/BackOfficeList';
import { EmptyList } from '../../backoffice/EmptyList';
import { useIsSmallScreen } from '../../backoffice/useIsSmallScreen';
import type { Category } from '../shopkeeper-types';
import { DeleteCategoryButton } from './DeleteCategoryButton';

function productCount(category: Category): string {
  return `${category.productCount} ${category.productCount === 1 ? 'product' : 'products'}`;
}

/** On a phone each category is a card with its edit and delete buttons, instead of a wide table. */
function CategoryCards() {
  const { data, isPending } = useListContext<Category>();
  if (isPending || !data) return null;
  return (
    <Stack component="ul" aria-label="Categories" spacing={1} sx={{ listStyle: 'none', p: 1, m: 0 }}>
      {data.map((category) => (
        <RecordContextProvider key={category.id} value={category}>
          <Card component="li" variant="outlined" aria-label={category.name} data-testid="category-card">
            <CardContent sx={{ pb: 0 }}>
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {category.name}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                  {productCount(category)}
                </Typography>
              </Stack>
              {category.description && (
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {category.description}
                </Typography>
              )}
            </CardContent>
            <CardActions sx={{ justifyContent: 'flex-end' }}>
              <EditButton />
              <DeleteCategoryButton />
            </CardActions>
          </Card>
        </RecordContextProvider>
      ))}
    </Stack>
  );
}

export function CategoryList() {
  const isSmall = useIsSmallScreen();
  return (
    <BackOfficeList
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
      {isSmall ? (
        <CategoryCards />
      ) : (
        <DataTable<Category> rowClick={false} bulkActionButtons={false}>
          <DataTable.Col source="name" />
          <DataTable.Col source="description" render={(category) => category.description ?? ''} />
          <DataTable.NumberCol source="productCount" label="Products" />
          <DataTable.Col label="Actions" align="right">
            <EditButton />
            <DeleteCategoryButton />
          </DataTable.Col>
        </DataTable>
      )}
    </BackOfficeList>
  );
}
