import { Box, Typography } from '@mui/material';
import { SimpleTable, type TableColumn } from '../../components/SimpleTable';
import { QueryState } from '../QueryState';
import { useIsSmallScreen } from '../useIsSmallScreen';
import { CompactRows } from './CompactRows';
import { formatDay, formatRupees } from '../../format';
import { SETTLEMENTS_SHOWN, useSettlements, type LedgerOwner, type Period, type Settlement } from './ledger-api';

const WRAPS = { overflowWrap: 'anywhere' };

const SETTLEMENT_COLUMNS: TableColumn<Settlement>[] = [
  { heading: 'Paid on', cell: (settlement) => formatDay(settlement.settledOn), sx: { whiteSpace: 'nowrap' } },
  { heading: 'Reference', cell: (settlement) => settlement.reference, sx: WRAPS },
  { heading: 'Note', cell: (settlement) => settlement.note ?? '', sx: WRAPS },
  { heading: 'Amount', cell: (settlement) => formatRupees(settlement.amount), align: 'right' },
];

/** The payments of commission recorded for the shop in the period, latest first. */
export function SettlementsTable({ owner, period }: { owner: LedgerOwner; period: Period }) {
  const small = useIsSmallScreen();
  const settlements = useSettlements(owner, period);
  if (!settlements.data) {
    return <QueryState query={settlements} what="the settlements" />;
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
        <SimpleTable size="small" aria-label="Settlements" columns={SETTLEMENT_COLUMNS} rows={rows} rowKey="id" />
      )}
      {total > rows.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          The latest {SETTLEMENTS_SHOWN} of {total}: the monthly statements list them all.
        </Typography>
      )}
    </Box>
  );
}
