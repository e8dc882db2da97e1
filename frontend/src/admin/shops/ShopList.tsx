import { Stack, Typography } from '@mui/material';
import { Datagrid, EditButton, List, SearchInput, SimpleList, TextField } from 'react-admin';
import { csvExporter } from '../../backoffice/csv-exporter';
import { ShopLocationFlag } from '../../backoffice/shop-location/ShopLocationFlag';
import { useIsSmallScreen } from '../../backoffice/useIsSmallScreen';
import { ShopActiveBadge } from './ShopActiveBadge';
import { ShopDeleteButton } from './ShopDeleteButton';
import { ShopOnboardingForm } from './ShopOnboardingForm';
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

/** Onboarding form above, the shops below (the spec puts both on one page). */
export function ShopList() {
  const isSmall = useIsSmallScreen();
  return (
    <>
      <ShopOnboardingForm />
      <List
        title="Shops"
        filters={filters}
        exporter={csvExporter}
        sort={{ field: 'name', order: 'ASC' }}
        empty={<NoShops />}
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
      </List>
    </>
  );
}
