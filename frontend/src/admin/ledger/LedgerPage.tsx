import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Link, Stack, TableCell, TableFooter, TableRow, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../../backoffice/QueryState';
import { useIsSmallScreen } from '../../backoffice/useIsSmallScreen';
import { CompactRows, type CompactRow } from '../../backoffice/ledger/CompactRows';
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
import { ColumnCells, SimpleTable, type TableColumn } from '../../components/SimpleTable';
import { formatPercent, formatRupees } from '../../format';

type ShopLine = AdminLedger['shops'][number];

function amount(heading: string, figure: Exclude<keyof LedgerFigures, 'deliveredOrders'>): TableColumn<LedgerFigures> {
  return { heading, cell: (figures) => formatRupees(figures[figure]), align: 'right', sx: { whiteSpace: 'nowrap' } };
}

/** The figures of a line, in the columns of the table (and the labels of a phone's rows). */
const FIGURE_COLUMNS: TableColumn<LedgerFigures>[] = [
  { heading: 'Orders', cell: (figures) => figures.deliveredOrders, align: 'right' },
  amount('Takings', 'cashCollected'),
  amount('Taxable value', 'taxableValue'),
  amount('GST', 'gst'),
  amount('Delivery', 'deliveryCharges'),
  amount('Commission due', 'commissionDue'),
  amount('Settled', 'settled'),
  amount('Balance', 'balance'),
];

/** A shop's line after its name: its rate, then its figures. */
const LINE_COLUMNS: TableColumn<ShopLine>[] = [
  { heading: 'Rate', cell: (shop) => formatPercent(shop.commissionRate), align: 'right' },
  ...FIGURE_COLUMNS,
];

/** The labelled values of `columns` for one line, for a phone. */
function compactValues<Row>(columns: TableColumn<Row>[], row: Row): CompactRow['values'] {
  return columns.map(({ heading, cell }) => [heading, cell(row)]);
}

/** A line per shop, each leading to the shop's own ledger over the same period, and the totals. */
function ShopsTable({ ledger, period }: { ledger: AdminLedger; period: Period }) {
  const small = useIsSmallScreen();
  const search = `?${new URLSearchParams({ ...period })}`;
  const shopLink = (shop: ShopLine) => (
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
            values: compactValues(LINE_COLUMNS, shop),
          })),
          { key: 'total', title: 'Total', values: compactValues(FIGURE_COLUMNS, ledger.totals) },
        ]}
      />
    );
  }
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <SimpleTable
        size="small"
        aria-label="Ledger by shop"
        columns={[{ heading: 'Shop', cell: shopLink, sx: { minWidth: 140 } }, ...LINE_COLUMNS]}
        rows={ledger.shops}
        rowKey="shopId"
        footer={
          <TableFooter sx={{ '& td': { fontWeight: 600, color: 'text.primary', fontSize: 'inherit' } }}>
            <TableRow>
              <TableCell colSpan={2}>Total</TableCell>
              <ColumnCells columns={FIGURE_COLUMNS} row={ledger.totals} />
            </TableRow>
          </TableFooter>
        }
      />
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
      <QueryState query={ledger} what="the ledger" />
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
