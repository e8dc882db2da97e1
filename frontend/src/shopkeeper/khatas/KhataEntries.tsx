import { Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { DataTable, ListBase, Pagination, useListContext } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { useIsSmallScreen } from '../../backoffice/useIsSmallScreen';
import { formatDateTime, formatRupees, orderNumber } from '../../format';
import { khataEntriesResource } from '../shopkeeper-data-provider';
import type { KhataEntry } from '../shopkeeper-types';

const orderPath = (orderId: string) => `/shopkeeper/orders/${encodeURIComponent(orderId)}`;

/** How the entry came about: the order put on the khata, the payment and how it came, or the correction's note. */
function EntryDescription({ entry }: { entry: KhataEntry }) {
  const orderLink = entry.orderId && (
    <Link component={RouterLink} to={orderPath(entry.orderId)}>
      {orderNumber(entry.orderId)}
    </Link>
  );
  if (entry.kind === 'order') return orderLink;
  if (entry.kind === 'payment') {
    return <>{entry.paidWith === 'upi' ? `Payment by UPI, UTR ${entry.utr}` : 'Payment in cash'}</>;
  }
  return (
    <Stack component="span" sx={{ overflowWrap: 'anywhere' }}>
      <span>
        {entry.kind === 'refund' ? 'Refund credited' : 'Correction'}: {entry.note}
      </span>
      {orderLink}
    </Stack>
  );
}

function NoEntries() {
  return (
    <Typography color="text.secondary" sx={{ p: 2 }}>
      Nothing on this khata yet: orders put on it, payments and corrections show here.
    </Typography>
  );
}

function EntryTable() {
  return (
    <DataTable<KhataEntry> rowClick={false} bulkActionButtons={false} empty={<NoEntries />}>
      <DataTable.Col label="Date" source="createdAt" render={(entry) => formatDateTime(entry.createdAt)} />
      <DataTable.Col<KhataEntry> label="Entry" source="kind" render={(entry) => <EntryDescription entry={entry} />} />
      <DataTable.Col label="Amount" source="amount" align="right" render={(entry) => formatRupees(entry.amount)} />
      <DataTable.Col
        label="Balance after"
        source="balanceAfter"
        align="right"
        disableSort
        render={(entry) => formatRupees(entry.balanceAfter)}
      />
    </DataTable>
  );
}

/** On a phone: one card per entry, the amount and the balance it left beside what it was. */
function EntryCards() {
  const { data } = useListContext<KhataEntry>();
  if (!data) return null;
  if (data.length === 0) return <NoEntries />;
  return (
    <Stack component="ul" aria-label="Entries" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {data.map((entry) => (
        <Card key={entry.id} component="li" variant="outlined" data-testid="khata-entry">
          <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
              <Typography variant="body2" color="text.secondary">
                {formatDateTime(entry.createdAt)}
              </Typography>
              <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{formatRupees(entry.amount)}</Typography>
            </Stack>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
              <Typography variant="body2" component="div" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                <EntryDescription entry={entry} />
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                Balance {formatRupees(entry.balanceAfter)}
              </Typography>
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

/** The khata's entries, newest first, a page at a time; none is ever edited or deleted. */
export function KhataEntries({ khataId }: { khataId: string }) {
  const isSmall = useIsSmallScreen();
  return (
    <ListBase
      resource={khataEntriesResource(khataId)}
      sort={{ field: 'number', order: 'DESC' }}
      perPage={10}
      disableSyncWithLocation
    >
      {isSmall ? <EntryCards /> : <EntryTable />}
      <Pagination rowsPerPageOptions={[10, 25, 50]} />
    </ListBase>
  );
}
