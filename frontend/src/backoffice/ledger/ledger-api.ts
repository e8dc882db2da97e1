import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { api, dataOf } from '../../api/client';
import { rangeOf, totalOf, type ListPage } from '../../api/list-page';
import { queryKeys } from '../../api/query-keys';
import type { components } from '../../api/schema';

export type ShopLedger = components['schemas']['ShopLedgerResponse'];
export type AdminLedger = components['schemas']['AdminLedgerResponse'];
export type LedgerFigures = components['schemas']['LedgerFiguresResponse'];
export type LedgerOrder = components['schemas']['LedgerOrderResponse'];
export type Settlement = components['schemas']['SettlementResponse'];

/** A ledger's period: calendar days in India (`YYYY-MM-DD`), both included. */
export interface Period {
  from: string;
  to: string;
}

/** Whose ledger a page shows: the signed-in shopkeeper's own shop's, or one shop's for the admin. */
export type LedgerOwner = { shopId: string } | 'own';

/** The `filter` the ledger's routes take: its period, or none for the server's (the current month). */
export const periodFilter = (period: Period | undefined) => (period ? JSON.stringify(period) : undefined);

/** The owner's ledger routes, below which `/csv`, `/orders` and `/statement` are. */
function ledgerPath(owner: LedgerOwner): string {
  return owner === 'own' ? '/api/shopkeeper/ledger' : `/api/admin/shops/${encodeURIComponent(owner.shopId)}/ledger`;
}

/** The delivered orders of the period as CSV, a file the browser downloads by itself. */
export function ordersCsvHref(owner: LedgerOwner, period: Period): string {
  return `${ledgerPath(owner)}/csv?filter=${encodeURIComponent(periodFilter(period)!)}`;
}

/** The monthly statement (PDF) of `month` (`YYYY-MM`). */
export function statementHref(owner: LedgerOwner, month: string): string {
  return `${ledgerPath(owner)}/statement?month=${encodeURIComponent(month)}`;
}

/** Every shop's ledger as CSV. */
export function adminLedgerCsvHref(period: Period): string {
  return `/api/admin/ledger/csv?filter=${encodeURIComponent(periodFilter(period)!)}`;
}

/**
 * The period the page's address asks for (`?from=…&to=…`), undefined for the server's own (the
 * current month), and a setter that puts another one in the address: links and reloads keep it.
 */
export function usePeriodParam(): [Period | undefined, (period: Period) => void] {
  const [params, setParams] = useSearchParams();
  const from = params.get('from');
  const to = params.get('to');
  return [from && to ? { from, to } : undefined, (period) => setParams({ ...period }, { replace: true })];
}

/** One shop's figures over the period; its answer says which period it counted. */
export function useShopLedger(owner: LedgerOwner, period: Period | undefined) {
  const filter = periodFilter(period);
  return useQuery({
    queryKey: queryKeys.ledgerPart('shop', owner, filter),
    queryFn: () =>
      owner === 'own'
        ? dataOf(api.GET('/api/shopkeeper/ledger', { params: { query: { filter } } }))
        : dataOf(
            api.GET('/api/admin/shops/{id}/ledger', { params: { path: { id: owner.shopId }, query: { filter } } }),
          ),
    placeholderData: keepPreviousData,
  });
}

/** Every shop's figures over the period, with the totals. */
export function useAdminLedger(period: Period | undefined) {
  const filter = periodFilter(period);
  return useQuery({
    queryKey: queryKeys.ledgerPart('all', filter),
    queryFn: () => dataOf(api.GET('/api/admin/ledger', { params: { query: { filter } } })),
    placeholderData: keepPreviousData,
  });
}

/** A page of the orders the ledger counts in the period, newest first. */
export function useLedgerOrders(owner: LedgerOwner, period: Period, offset: number, limit: number) {
  const query = { filter: periodFilter(period), range: rangeOf(offset, limit), sort: '["deliveredAt","DESC"]' };
  return useQuery({
    queryKey: queryKeys.ledgerPart('orders', owner, query),
    queryFn: async (): Promise<ListPage<LedgerOrder>> => {
      const { data, response } =
        owner === 'own'
          ? await api.GET('/api/shopkeeper/ledger/orders', { params: { query } })
          : await api.GET('/api/admin/shops/{id}/ledger/orders', { params: { path: { id: owner.shopId }, query } });
      const rows = data ?? [];
      return { rows, offset, total: totalOf(response, offset + rows.length) };
    },
    placeholderData: keepPreviousData,
  });
}

/** The most settlements a ledger page lists; the CSV and the statements have them all. */
export const SETTLEMENTS_SHOWN = 100;

/** The settlements paid in the period, latest first. */
export function useSettlements(owner: LedgerOwner, period: Period) {
  const shop = owner === 'own' ? {} : { shopId: owner.shopId };
  const query = { filter: JSON.stringify({ ...shop, ...period }), range: rangeOf(0, SETTLEMENTS_SHOWN) };
  return useQuery({
    queryKey: queryKeys.ledgerPart('settlements', owner, query),
    queryFn: async (): Promise<ListPage<Settlement>> => {
      const { data, response } =
        owner === 'own'
          ? await api.GET('/api/shopkeeper/settlements', { params: { query } })
          : await api.GET('/api/admin/settlements', { params: { query } });
      const rows = data ?? [];
      return { rows, offset: 0, total: totalOf(response, rows.length) };
    },
  });
}
