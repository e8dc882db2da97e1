import { Box, Grid } from '@mui/material';
import { StatCardCells } from '../StatCard';
import { formatRupees } from '../../format';
import type { LedgerFigures } from './ledger-api';

/** What the balance means, from the shop's side: positive, it owes the platform. */
function balanceDetail(balance: string): string {
  const amount = Number(balance);
  if (amount > 0) return 'Commission still to be paid to Mohalla';
  return amount < 0 ? "In the shop's favour: paid in advance" : 'Nothing due';
}

/** What the takings were paid with: cash, UPI to the shop, or the customers' khatas. */
function TakingsSplit({ figures }: { figures: LedgerFigures }) {
  const parts = [
    { label: 'Cash', amount: figures.paidInCash },
    { label: 'UPI', amount: figures.paidByUpi },
    { label: 'On khata', amount: figures.onKhata },
  ];
  return (
    <Box component="dl" sx={{ m: 0 }}>
      {parts.map(({ label, amount }) => (
        <Box key={label} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1.5 }} data-testid="takings-part">
          <Box component="dt">{label}</Box>
          <Box component="dd" sx={{ m: 0 }}>
            {formatRupees(amount)}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** A ledger's figures over its period, a card each, from the opening balance to the closing one. */
export function LedgerFiguresGrid({ figures }: { figures: LedgerFigures }) {
  const cards = [
    { label: 'Delivered orders', value: String(figures.deliveredOrders) },
    { label: 'Takings', value: formatRupees(figures.cashCollected), detail: <TakingsSplit figures={figures} /> },
    { label: 'Taxable value', value: formatRupees(figures.taxableValue) },
    { label: 'GST', value: formatRupees(figures.gst) },
    { label: 'Delivery charges', value: formatRupees(figures.deliveryCharges) },
    { label: 'Commission due', value: formatRupees(figures.commissionDue), detail: 'On the orders of this period' },
    { label: 'Opening balance', value: formatRupees(figures.openingBalance), detail: 'Before this period' },
    { label: 'Settled', value: formatRupees(figures.settled), detail: 'Paid to Mohalla in this period' },
    { label: 'Balance', value: formatRupees(figures.balance), detail: balanceDetail(figures.balance) },
  ];
  return (
    <Grid container spacing={2}>
      <StatCardCells stats={cards} size={{ xs: 6, sm: 4, lg: 4 }} />
    </Grid>
  );
}
