import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { QueryState } from '../QueryState';
import { SectionCard } from '../SectionCard';
import { formatPercent } from '../../format';
import { LedgerDownloads } from './LedgerDownloads';
import { LedgerFiguresGrid } from './LedgerFiguresGrid';
import { LedgerOrdersTable } from './LedgerOrdersTable';
import { PeriodPicker } from './PeriodPicker';
import { SettlementsTable } from './SettlementsTable';
import { usePeriodParam, useShopLedger, type LedgerOwner, type ShopLedger as ShopLedgerAnswer } from './ledger-api';

interface ShopLedgerProps {
  owner: LedgerOwner;
  /** Where an order's own page is. */
  orderPath: (orderId: string) => string;
  /** What the viewer may do besides reading, given the shop's ledger: the admin records a settlement. */
  actions?: (ledger: ShopLedgerAnswer) => ReactNode;
}

/**
 * One shop's commission ledger over a period (by default the current month): its figures, its
 * delivered orders and the settlements paid, with the CSV and the monthly statement to download.
 * The admin and the shopkeeper see the same page, each through their own routes.
 */
export function ShopLedger({ owner, orderPath, actions }: ShopLedgerProps) {
  const [askedPeriod, setPeriod] = usePeriodParam();
  const ledger = useShopLedger(owner, askedPeriod);
  const status = <QueryState query={ledger} what="the ledger" />;
  if (!ledger.data) return status;
  const { from, to } = ledger.data;
  const period = { from, to };
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Stack spacing={0.5}>
          <Typography variant="h5" component="h1">
            {ledger.data.shopName}
          </Typography>
          <Typography color="text.secondary">
            Commission rate {formatPercent(ledger.data.commissionRate)} of the taxable value of each delivered order;
            each order keeps the rate it was delivered at.
          </Typography>
        </Stack>
        {actions?.(ledger.data)}
      </Stack>
      <PeriodPicker period={period} onChange={setPeriod} />
      {status}
      <LedgerFiguresGrid figures={ledger.data} />
      <LedgerDownloads owner={owner} period={period} />
      <SectionCard title="Delivered orders">
        <LedgerOrdersTable owner={owner} period={period} orderPath={orderPath} />
      </SectionCard>
      <SectionCard title="Settlements">
        <SettlementsTable owner={owner} period={period} />
      </SectionCard>
    </Stack>
  );
}
