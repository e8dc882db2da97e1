import { Grid, Typography } from '@mui/material';
import {
  CreateButton,
  Pagination,
  RecordContextProvider,
  TopToolbar,
  useGetList,
  useListContext,
  useRedirect,
} from 'react-admin';
import { BackOfficeList } from '../../backoffice/BackOfficeList';
import { FilterBar, FilterSearch, FilterSelect, FilterSwitch } from '../../backoffice/FilterBar';
import { memo } from 'react';
import { useParams } from 'react-router';
import { firstPageParams, SHOPKEEPER_LISTS } from '../../api/shopkeeper-reads';
import { EmptyList } from '../../backoffice/EmptyList';
import { useFirstScreenFirst } from '../../backoffice/useFirstScreenFirst';
import type { Category, Product } from '../shopkeeper-types';
import { ProductCard } from './ProductCard';
import { ProductCsvButtons } from './csv/ProductCsvButtons';
import { ProductCreateDialog, ProductEditDialog } from './ProductDialogs';

const { categoryChoices } = SHOPKEEPER_LISTS;

/** Search, the categories (the read the page's HTML names) and the products low on stock. */
function ProductFilters() {
  const { data: categories = [] } = useGetList<Category>(categoryChoices.resource, firstPageParams(categoryChoices));
  return (
    <FilterBar>
      <FilterSearch source="q" placeholder="Search by name" />
      <FilterSelect source="categoryId" label="Category" choices={categories} emptyText="All categories" />
      <FilterSwitch source="lowStock" label="Low stock" />
    </FilterBar>
  );
}

/** The cards a phone shows before scrolling, or a wide screen's first rows: their pictures load at once. */
const FIRST_SCREEN_CARDS = 4;

/**
 * A product's card in the grid. Memoised: the list renders again on each change of its state
 * (fetching, a search typed), its products unchanged.
 */
const ProductGridItem = memo(function ProductGridItem({
  product,
  firstScreen,
}: {
  product: Product;
  firstScreen: boolean;
}) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4, xl: 3 }}>
      <RecordContextProvider value={product}>
        <ProductCard firstScreen={firstScreen} />
      </RecordContextProvider>
    </Grid>
  );
});

function ProductGrid() {
  const { data, isPending } = useListContext<Product>();
  const shown = useFirstScreenFirst(data, FIRST_SCREEN_CARDS);
  if (isPending || !data || !shown) return null;
  if (data.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 3 }}>
        No products match your search.
      </Typography>
    );
  }
  return (
    <Grid container spacing={2} sx={{ p: { xs: 1, md: 2 } }}>
      {shown.map((product, index) => (
        <ProductGridItem key={product.id} product={product} firstScreen={index < FIRST_SCREEN_CARDS} />
      ))}
    </Grid>
  );
}

/**
 * The catalogue as cards. Adding and editing happen in dialogs over the list, opened by the
 * /products/create and /products/:id routes, so Back closes them and a link can open one.
 */
export function ProductList() {
  const { '*': subPath = '' } = useParams();
  const redirect = useRedirect();
  const close = () => redirect('list', 'products');
  const editedId = subPath && subPath !== 'create' ? subPath : undefined;

  return (
    <>
      <BackOfficeList
        title="Products"
        filters={<ProductFilters />}
        sort={SHOPKEEPER_LISTS.products.sort}
        perPage={SHOPKEEPER_LISTS.products.perPage}
        pagination={<Pagination rowsPerPageOptions={[12, 24, 48]} />}
        actions={
          <TopToolbar>
            <CreateButton label="Add Product" />
            <ProductCsvButtons />
          </TopToolbar>
        }
        empty={
          <EmptyList
            title="No products yet."
            hint="Add the products your shop sells so customers can order them."
            createLabel="Add Product"
          >
            <ProductCsvButtons />
          </EmptyList>
        }
        component="div"
      >
        <ProductGrid />
      </BackOfficeList>
      <ProductCreateDialog open={subPath === 'create'} onClose={close} />
      <ProductEditDialog id={editedId} onClose={close} />
    </>
  );
}
