import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { QueryState } from '../QueryState';
import { useIsSmallScreen } from '../useIsSmallScreen';
import { CompactRows } from './CompactRows';
import { formatDay, formatRupees } from '../../format';
import { SETTLEMENTS_SHOWN, useSettlements, type LedgerOwner, type Period } from './ledger-api';

/** The payments of commission recorded for the shop in the period, latest first. */
export function SettlementsTable({ owner, period }: { owner: LedgerOwner; period: Period }) {
  const small = useIsSmallScreen();
  const settlements = useSettlements(owner, period);
  if (!settlements.data) {
    return (
      <QueryState
        isPending={settlements.isPending}
        error={settlements.error}
        loadingLabel="Loading the settlements"
        failureText="Failed to load the settlements."
        onRetry={() => void settlements.refetch()}
      />
    );
  }
  const { rows, total } = settlements.data;
  if (total === 0) return <Typography color="text.secondary">No settlement was paid in this period.</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      {small ? (
        <CompactRows
          label="Settlements"
          rows={rows.map((settlement) => ({
            key: settlement.id,
            title: `${formatRupees(settlement.amount)} on ${formatDay(settlement.settledOn)}`,
            values: [
              ['Reference', settlement.reference],
              ...(settlement.note ? [['Note', settlement.note] as [string, string]] : []),
            ],
          }))}
        />
      ) : (
        <Table size="small" aria-label="Settlements">
          <TableHead>
            <TableRow>
              <TableCell>Paid on</TableCell>
              <TableCell>Reference</TableCell>
              <TableCell>Note</TableCell>
              <TableCell align="right">Amount</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((settlement) => (
              <TableRow key={settlement.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(settlement.settledOn)}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{settlement.reference}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{settlement.note ?? ''}</TableCell>
                <TableCell align="right">{formatRupees(settlement.amount)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {total > rows.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          The latest {SETTLEMENTS_SHOWN} of {total}: the monthly statements list them all.
        </Typography>
      )}
    </Box>
  );
}
