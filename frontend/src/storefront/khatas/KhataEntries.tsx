import { Alert, Box, Link, Paper, Stack, Typography } from '@mui/material';
import { useCallback } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../api/errors';
import { LoadingState } from '../../components/LoadingState';
import { LoadMore } from '../../components/LoadMore';
import { formatDateTime, formatRupees, orderNumber } from '../../format';
import { useKhataEntries, type KhataEntry } from './khatas-api';

const KIND_TITLES: Record<KhataEntry['kind'], string> = {
  order: 'Order',
  payment: 'Payment',
  correction: 'Correction',
  refund: 'Refund credited',
};

const PAID_WITH_TITLES: Record<NonNullable<KhataEntry['paidWith']>, string> = {
  cash: 'in cash',
  upi: 'by UPI',
};

/** "Order", "Payment by UPI", "Correction": what the entry is. */
function entryTitle({ kind, paidWith }: KhataEntry): string {
  return paidWith ? `${KIND_TITLES[kind]} ${PAID_WITH_TITLES[paidWith]}` : KIND_TITLES[kind];
}

/** The khata's entries, newest first, a page at a time. */
export function KhataEntries({ khataId }: { khataId: string }) {
  const entries = useKhataEntries(khataId);
  const { fetchNextPage } = entries;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const shown = entries.data?.pages.flatMap((page) => page.rows) ?? [];
  return (
    <Box component="section" aria-labelledby="khata-entries-heading">
      <Typography variant="h6" component="h2" id="khata-entries-heading" sx={{ mb: 1.5 }}>
        Entries
      </Typography>
      {entries.isPending && <LoadingState label="Loading entries..." />}
      {entries.isError && <Alert severity="error">{errorMessage(entries.error)}</Alert>}
      {entries.isSuccess && shown.length === 0 && (
        <Typography color="text.secondary">Nothing is written on this khata yet.</Typography>
      )}
      {shown.length > 0 && (
        <>
          <Stack component="ul" spacing={1.5} aria-label="Entries" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {shown.map((entry) => (
              <EntryRow key={entry.id} entry={entry} />
            ))}
          </Stack>
          <LoadMore
            what="entries"
            shown={shown.length}
            total={entries.data?.pages[0]?.total ?? 0}
            hasMore={entries.hasNextPage}
            loading={entries.isFetchingNextPage}
            onLoadMore={loadMore}
          />
        </>
      )}
    </Box>
  );
}

function EntryRow({ entry }: { entry: KhataEntry }) {
  return (
    <Paper variant="outlined" component="li" data-testid="khata-entry" sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{entryTitle(entry)}</Typography>
          {entry.orderId && (
            <Link component={RouterLink} to={`/customer/orders/${entry.orderId}`} variant="body2">
              {orderNumber(entry.orderId)}
            </Link>
          )}
          {entry.utr && <Typography variant="body2">UTR {entry.utr}</Typography>}
          {entry.note && (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {entry.note}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {formatDateTime(entry.createdAt)}
          </Typography>
        </Box>
        <Box sx={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
          <Typography sx={{ fontWeight: 600 }} data-testid="entry-amount">
            {formatRupees(entry.amount)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Balance {formatRupees(entry.balanceAfter)}
          </Typography>
        </Box>
      </Stack>
    </Paper>
  );
}
