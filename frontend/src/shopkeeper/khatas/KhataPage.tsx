import { Alert, Grid, Stack, Typography } from '@mui/material';
import { Show, useRecordContext } from 'react-admin';
import { SectionCard } from '../../backoffice/SectionCard';
import { StatCardCells, type StatCardProps } from '../../backoffice/StatCard';
import { formatDate, formatRupees } from '../../format';
import type { Khata } from '../shopkeeper-types';
import { FrozenChip } from './FrozenChip';
import { KhataActions } from './KhataActions';
import { KhataEntries } from './KhataEntries';
import { KhataStatement } from './KhataStatement';

function KhataTitle() {
  const khata = useRecordContext<Khata>();
  return <>{khata ? `Khata of ${khata.customerName}` : 'Khata'}</>;
}

/** What the customer owes, may owe and may still put on the khata. */
function khataFigures(khata: Khata): StatCardProps[] {
  const owed = Number(khata.balance);
  return [
    {
      label: 'Balance',
      value: formatRupees(khata.balance),
      detail: owed < 0 ? 'Below 0: you owe the customer' : 'What the customer owes you',
    },
    { label: 'Credit limit', value: formatRupees(khata.creditLimit), detail: 'Orders may take the balance up to it' },
    {
      label: 'Available credit',
      value: formatRupees(khata.availableCredit),
      detail: khata.frozen ? 'Frozen: no order may go on it' : 'What orders may still add',
    },
  ];
}

function KhataDetail() {
  const khata = useRecordContext<Khata>();
  if (!khata) return null;
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Stack spacing={0.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {khata.customerName}
          </Typography>
          <FrozenChip khata={khata} />
        </Stack>
        <Typography color="text.secondary">
          {khata.customerPhone ?? 'No phone number'} · khata opened {formatDate(khata.createdAt)}
        </Typography>
      </Stack>
      <Grid container spacing={2}>
        <StatCardCells stats={khataFigures(khata)} size={{ xs: 12, sm: 4 }} />
      </Grid>
      <KhataActions khata={khata} />
      <SectionCard title="Statement">
        <KhataStatement khataId={khata.id} />
      </SectionCard>
      <SectionCard title="Entries">
        <KhataEntries khataId={khata.id} />
      </SectionCard>
    </Stack>
  );
}

/** A khata of the shop at /shopkeeper/khatas/:id: its figures, what the shop does to it, its statement and entries. */
export default function KhataPage() {
  return (
    <Show
      title={<KhataTitle />}
      actions={false}
      component="div"
      redirectOnError={false}
      queryOptions={{ onError: () => undefined }}
      error={<Alert severity="error">Khata not found.</Alert>}
    >
      <KhataDetail />
    </Show>
  );
}
