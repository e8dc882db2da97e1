import DownloadIcon from '@mui/icons-material/Download';
import {
  Box,
  Button,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Title } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../../backoffice/QueryState';
import { useIsSmallScreen } from '../../backoffice/useIsSmallScreen';
import { CompactRows } from '../../backoffice/ledger/CompactRows';
import { SectionCard } from '../../backoffice/SectionCard';
import { LedgerFiguresGrid } from '../../backoffice/ledger/LedgerFiguresGrid';
import { PeriodPicker } from '../../backoffice/ledger/PeriodPicker';
import {
  adminLedgerCsvHref,
  useAdminLedger,
  usePeriodParam,
  type AdminLedger,
  type LedgerFigures,
  type Period,
} from '../../backoffice/ledger/ledger-api';
import { formatPercent, formatRupees } from '../../format';

/** The money columns of the table, in order. */
const AMOUNTS: { label: string; figure: Exclude<keyof LedgerFigures, 'deliveredOrders'> }[] = [
  { label: 'Cash collected', figure: 'cashCollected' },
  { label: 'Taxable value', figure: 'taxableValue' },
  { label: 'GST', figure: 'gst' },
  { label: 'Delivery', figure: 'deliveryCharges' },
  { label: 'Commission due', figure: 'commissionDue' },
  { label: 'Settled', figure: 'settled' },
  { label: 'Balance', figure: 'balance' },
];

function FigureCells({ figures }: { figures: LedgerFigures }) {
  return (
    <>
      <TableCell align="right">{figures.deliveredOrders}</TableCell>
      {AMOUNTS.map(({ figure }) => (
        <TableCell key={figure} align="right" sx={{ whiteSpace: 'nowrap' }}>
          {formatRupees(figures[figure])}
        </TableCell>
      ))}
    </>
  );
}

/** The figures of a line, labelled, for a phone. */
const compactFigures = (figures: LedgerFigures): [string, string][] => [
  ['Orders', String(figures.deliveredOrders)],
  ...AMOUNTS.map(({ label, figure }): [string, string] => [label, formatRupees(figures[figure])]),
];

/** A line per shop, each leading to the shop's own ledger over the same period, and the totals. */
function ShopsTable({ ledger, period }: { ledger: AdminLedger; period: Period }) {
  const small = useIsSmallScreen();
  const search = `?${new URLSearchParams({ ...period })}`;
  const shopLink = (shop: AdminLedger['shops'][number]) => (
    <>
      <Link component={RouterLink} to={`/admin/ledger/${encodeURIComponent(shop.shopId)}${search}`}>
        {shop.shopName}
      </Link>
      {shop.shopDeleted && (
        <Typography component="span" variant="body2" color="text.secondary">
          {' '}
          (deleted)
        </Typography>
      )}
    </>
  );
  if (small) {
    return (
      <CompactRows
        label="Ledger by shop"
        rows={[
          ...ledger.shops.map((shop) => ({
            key: shop.shopId,
            title: shopLink(shop),
            values: [['Rate', formatPercent(shop.commissionRate)], ...compactFigures(shop)] as [string, string][],
          })),
          { key: 'total', title: 'Total', values: compactFigures(ledger.totals) },
        ]}
      />
    );
  }
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Ledger by shop">
        <TableHead>
          <TableRow>
            <TableCell>Shop</TableCell>
            <TableCell align="right">Rate</TableCell>
            <TableCell align="right">Orders</TableCell>
            {AMOUNTS.map(({ label, figure }) => (
              <TableCell key={figure} align="right">
                {label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {ledger.shops.map((shop) => (
            <TableRow key={shop.shopId}>
              <TableCell sx={{ minWidth: 140 }}>{shopLink(shop)}</TableCell>
              <TableCell align="right">{formatPercent(shop.commissionRate)}</TableCell>
              <FigureCells figures={shop} />
            </TableRow>
          ))}
        </TableBody>
        <TableFooter sx={{ '& td': { fontWeight: 600, color: 'text.primary', fontSize: 'inherit' } }}>
          <TableRow>
            <TableCell colSpan={2}>Total</TableCell>
            <FigureCells figures={ledger.totals} />
          </TableRow>
        </TableFooter>
      </Table>
    </Box>
  );
}

/**
 * The commission ledger of every shop over a period (by default the current month): what the
 * marketplace's delivered orders came to, the commission due on them, the settlements paid and the
 * balances, with the same as CSV.
 */
export default function LedgerPage() {
  const [askedPeriod, setPeriod] = usePeriodParam();
  const ledger = useAdminLedger(askedPeriod);
  const period = ledger.data && { from: ledger.data.from, to: ledger.data.to };
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title="Ledger" />
      <Typography color="text.secondary">
        Commission due to Mohalla on each shop&apos;s delivered orders, and what the shops have settled. A shop&apos;s
        rate is changed on its page under Shops.
      </Typography>
      {period && <PeriodPicker period={period} onChange={setPeriod} />}
      <QueryState
        isPending={ledger.isPending}
        error={ledger.error}
        loadingLabel="Loading the ledger"
        failureText="Failed to load the ledger."
        onRetry={() => void ledger.refetch()}
      />
      {ledger.data && period && (
        <>
          <LedgerFiguresGrid figures={ledger.data.totals} />
          <Box>
            <Button variant="outlined" startIcon={<DownloadIcon />} href={adminLedgerCsvHref(period)} download>
              Download CSV
            </Button>
          </Box>
          <SectionCard title="By shop">
            <ShopsTable ledger={ledger.data} period={period} />
          </SectionCard>
        </>
      )}
    </Stack>
  );
}
