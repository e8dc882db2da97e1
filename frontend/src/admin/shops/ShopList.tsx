import AddIcon from '@mui/icons-material/Add';
import { Button, Stack, Typography } from '@mui/material';
import {
  Datagrid,
  EditButton,
  ExportButton,
  SearchInput,
  SimpleList,
  TextField,
  TopToolbar,
  useCreatePath,
} from 'react-admin';
import { BackOfficeList } from '../../backoffice/BackOfficeList';
import { Link } from 'react-router';
import { csvExporter } from '../../backoffice/csv-exporter';
import { ShopLocationFlag } from '../../backoffice/shop-location/ShopLocationFlag';
import { useIsSmallScreen } from '../../backoffice/useIsSmallScreen';
import { ShopActiveBadge } from './ShopActiveBadge';
import { ShopDeleteButton } from './ShopDeleteButton';
import type { Shop } from './shop-fields';

const EMPTY_TEXT = 'No shops found. Add your first shop above.';

function NoShops() {
  return (
    <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
      {EMPTY_TEXT}
    </Typography>
  );
}

const filters = [<SearchInput key="q" source="q" placeholder="Search shops" alwaysOn />];

/** Onboard Shop opens the onboarding form, with its label written out on phones too. */
function ShopListActions() {
  const createPath = useCreatePath();
  return (
    <TopToolbar>
      <Button
        component={Link}
        to={createPath({ resource: 'shops', type: 'create' })}
        variant="contained"
        startIcon={<AddIcon />}
      >
        Onboard Shop
      </Button>
      <ExportButton />
    </TopToolbar>
  );
}

/**
 * The shops, with Onboard Shop above them (the spec's onboarding form, on a page of its own). The
 * list shows even with no shop at all, so that the button is there to add the first.
 */
export function ShopList() {
  const isSmall = useIsSmallScreen();
  return (
    <BackOfficeList
      title="Shops"
      actions={<ShopListActions />}
      filters={filters}
      exporter={csvExporter}
      sort={{ field: 'name', order: 'ASC' }}
      empty={false}
    >
      {isSmall ? (
        <SimpleList<Shop>
          linkType="edit"
          primaryText={(shop) => shop.name}
          secondaryText={(shop) => `${shop.shopkeeperName} · ${shop.phone} · GST ${shop.gstNumber}`}
          tertiaryText={
            <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
              <ShopActiveBadge />
              <ShopLocationFlag />
            </Stack>
          }
          empty={<NoShops />}
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false} empty={<NoShops />}>
          <TextField source="name" label="Shop" />
          <ShopActiveBadge label="Status" />
          <ShopLocationFlag label="Location" />
          <TextField source="shopkeeperName" label="Shopkeeper" sortable={false} />
          <TextField source="phone" label="Phone" sortable={false} />
          <TextField source="gstNumber" label="GST number" sortable={false} />
          <EditButton />
          <ShopDeleteButton />
        </Datagrid>
      )}
    </BackOfficeList>
  );
}
