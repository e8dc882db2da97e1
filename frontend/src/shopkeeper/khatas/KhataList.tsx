import { Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { CreateButton, DataTable, SearchInput, TopToolbar, useCreatePath, useListContext } from 'react-admin';
import { BackOfficeList } from '../../backoffice/BackOfficeList';
import { Link } from 'react-router';
import { EmptyList } from '../../backoffice/EmptyList';
import { useIsSmallScreen } from '../../backoffice/useIsSmallScreen';
import { formatDate, formatRupees } from '../../format';
import type { Khata } from '../shopkeeper-types';
import { FrozenChip } from './FrozenChip';

const OPEN_KHATA = 'Open khata';

const filters = [<SearchInput key="q" source="q" placeholder="Customer name or phone" alwaysOn />];

const lastEntry = (khata: Khata) => (khata.lastEntryAt ? formatDate(khata.lastEntryAt) : 'No entries yet');

function NoKhatas() {
  return (
    <EmptyList
      title="No khatas yet."
      hint="A khata lets a customer you know buy now and pay later, up to a credit limit you set. Open one with their username or phone number; their orders on it, and the payments you receive, are written here."
      createLabel={OPEN_KHATA}
    />
  );
}

function KhataTable() {
  return (
    <DataTable<Khata> rowClick="edit" bulkActionButtons={false}>
      <DataTable.Col label="Customer" source="customerName" />
      <DataTable.Col label="Phone" source="customerPhone" disableSort render={(khata) => khata.customerPhone ?? ''} />
      <DataTable.Col label="Balance" source="balance" align="right" render={(khata) => formatRupees(khata.balance)} />
      <DataTable.Col
        label="Limit"
        source="creditLimit"
        align="right"
        render={(khata) => formatRupees(khata.creditLimit)}
      />
      <DataTable.Col
        label="Available"
        source="availableCredit"
        align="right"
        disableSort
        render={(khata) => formatRupees(khata.availableCredit)}
      />
      <DataTable.Col<Khata> label="Frozen" disableSort render={(khata) => <FrozenChip khata={khata} />} />
      <DataTable.Col label="Last entry" source="lastEntryAt" render={lastEntry} />
    </DataTable>
  );
}

/** On a phone: one card per khata, what the customer owes first. */
function KhataCards() {
  const { data } = useListContext<Khata>();
  const createPath = useCreatePath();
  if (!data) return null;
  return (
    <Stack component="ul" aria-label="Khatas" spacing={1} sx={{ listStyle: 'none', p: 1, m: 0 }}>
      {data.map((khata) => (
        <Card key={khata.id} component="li" variant="outlined" aria-label={khata.customerName}>
          <CardActionArea component={Link} to={createPath({ resource: 'khatas', type: 'edit', id: khata.id })}>
            <CardContent>
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{khata.customerName}</Typography>
                <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{formatRupees(khata.balance)}</Typography>
              </Stack>
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
                <Typography variant="body2" color="text.secondary">
                  {khata.customerPhone}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                  of {formatRupees(khata.creditLimit)}, {formatRupees(khata.availableCredit)} left
                </Typography>
              </Stack>
              <Stack
                direction="row"
                spacing={1}
                sx={{ justifyContent: 'space-between', alignItems: 'center', mt: 0.5 }}
              >
                <Typography variant="body2" color="text.secondary">
                  {lastEntry(khata)}
                </Typography>
                <FrozenChip khata={khata} />
              </Stack>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Stack>
  );
}

/** Every khata of the shop, who owes most first. */
export default function KhataList() {
  const isSmall = useIsSmallScreen();
  return (
    <BackOfficeList
      title="Khata book"
      sort={{ field: 'balance', order: 'DESC' }}
      filters={filters}
      actions={
        <TopToolbar>
          <CreateButton label={OPEN_KHATA} />
        </TopToolbar>
      }
      empty={<NoKhatas />}
    >
      {isSmall ? <KhataCards /> : <KhataTable />}
    </BackOfficeList>
  );
}
