import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import QrCodeIcon from '@mui/icons-material/QrCode2';
import VolumeOffIcon from '@mui/icons-material/VolumeOff';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import { Button, Chip, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link, matchPath, useLocation, useNavigate } from 'react-router';
import { queryKeys } from '../../api/query-keys';
import { useOrderEvents, type OrderEvent } from '../../api/server-events';
import { filteredListPath } from '../../backoffice/list-path';
import { useToast } from '../../components/toast/useToast';
import { SHOPKEEPER_LISTS } from '../../api/shopkeeper-reads';
import { awaitsUpiPayment } from '../../components/orders/payment';
import { useUrgentDocumentTitle } from '../../components/useDocumentTitle';
import { formatRupees, orderNumber } from '../../format';
import { AREAS } from '../../routes';
import type { Order } from '../shopkeeper-types';
import { OfflineNotice } from './OfflineNotice';
import { ORDER_MOVES_KEY } from './queued-moves';
import {
  chimeState,
  onChimeStateChange,
  playChime,
  prepareChime,
  unlockChime,
  unlockChimeOnGesture,
  type ChimeState,
} from './chime';
import { useDesktopAlerts } from './useDesktopAlerts';
import { useFirstPage } from './useFirstPage';
import { useLowStockAlerts } from './useLowStockAlerts';

/** How often an order nobody opened or accepted rings again. */
const RING_EVERY_MS = 4000;
const MUTED_KEY = 'mohalla.desk.muted';
const { pendingOrders, ordersAwaitingUpi } = SHOPKEEPER_LISTS;
const ORDERS_PATH = `${AREAS.shopkeeper}/orders`;

function readMuted(): boolean {
  try {
    return localStorage.getItem(MUTED_KEY) === 'true';
  } catch {
    return false; // Storage refused (private mode): the desk rings.
  }
}

function useMuted(): [boolean, () => void] {
  const [muted, setMuted] = useState(readMuted);
  const toggle = () => {
    const next = !muted;
    setMuted(next);
    try {
      localStorage.setItem(MUTED_KEY, String(next));
    } catch {
      // Not kept for the next visit; muted for this one.
    }
  };
  return [muted, toggle];
}

/** The orders the shop has not accepted yet, read again whenever an order event arrives. */
function usePendingOrders(): Order[] {
  // An order accepted here is updated in this list's cache before the list is read again.
  return useFirstPage<Order>(pendingOrders).filter((order) => order.status === 'pending');
}

/** The UPI orders whose payment the shop has still to confirm, read again whenever an order event arrives. */
function useOrdersAwaitingPayment(): Order[] {
  // The filter is on the payment alone: a cancelled order owes nothing.
  return useFirstPage<Order>(ordersAwaitingUpi).filter(awaitsUpiPayment);
}

/** The ids of the orders the shopkeeper opened in this tab: those stop ringing. */
function useOpenedOrders(): { opened: ReadonlySet<string>; openNow: string | undefined } {
  const { pathname } = useLocation();
  const openNow = matchPath(`${AREAS.shopkeeper}/orders/:id`, pathname)?.params.id;
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());
  if (openNow && !opened.has(openNow)) setOpened(new Set(opened).add(openNow));
  return { opened, openNow };
}

/** Whether the ring can be heard now; changes when the browser lets the page make sound. */
function useChimeState(): ChimeState {
  return useSyncExternalStore(onChimeStateChange, chimeState);
}

/** Rings every few seconds while `ringing`: at once when it starts, or when the sound is let on. */
function useRing(ringing: boolean): void {
  useEffect(prepareChime, []);
  useEffect(unlockChimeOnGesture, []);
  useEffect(() => {
    if (!ringing) return;
    playChime();
    const timer = window.setInterval(playChime, RING_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [ringing]);
}

/** "(2) Orders · Mohalla" in the browser tab while two orders wait to be accepted, above the page's own title. */
function useTabTitle(pendingCount: number): void {
  useUrgentDocumentTitle(pendingCount === 0 ? null : `(${pendingCount}) Orders · Mohalla`);
}

/**
 * Mute only while the ring can be heard; until the browser lets the page make sound (a desk opened
 * by a reload or a bookmark), a button that turns it on: the tap is what the browser waits for.
 */
function SoundControl({ sound, muted, toggleMuted }: { sound: ChimeState; muted: boolean; toggleMuted: () => void }) {
  if (sound === 'unsupported') {
    return (
      <Typography variant="caption" color="text.secondary">
        This browser cannot play the order ring
      </Typography>
    );
  }
  if (sound === 'blocked') {
    return (
      <Button size="small" variant="contained" color="warning" startIcon={<VolumeOffIcon />} onClick={unlockChime}>
        Tap to turn on the order ring
      </Button>
    );
  }
  return (
    <Button
      size="small"
      variant={muted ? 'contained' : 'outlined'}
      aria-pressed={muted}
      startIcon={muted ? <VolumeOffIcon /> : <VolumeUpIcon />}
      onClick={toggleMuted}
    >
      Mute sound
    </Button>
  );
}

/**
 * The shop's live order desk, on every page of the back office: a new order refreshes the orders and
 * the overview at once, shows a toast and a desktop notification (where allowed), counts in the
 * tab's title and rings until the shopkeeper opens or accepts it. Counts the UPI orders whose payment
 * the shop has to confirm. Shows the desk's controls. Stock running low is heard here too. Free of
 * react-admin's code: it shows before the back office's is in.
 */
export function OrderDesk() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const navigate = useNavigate();
  const desktop = useDesktopAlerts();
  const [muted, toggleMuted] = useMuted();
  const sound = useChimeState();
  const pending = usePendingOrders();
  const awaitingPayment = useOrdersAwaitingPayment();
  const { opened, openNow } = useOpenedOrders();
  const ringingCount = pending.filter((order) => order.id !== openNow && !opened.has(order.id)).length;

  useRing(ringingCount > 0 && !muted && sound === 'on');
  useTabTitle(pending.length);
  useLowStockAlerts();

  useOrderEvents((event: OrderEvent) => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.resource('orders') });
    void queryClient.invalidateQueries({ queryKey: queryKeys.shopkeeperDashboard });
    const { orderId, customerName, finalAmount, status } = event.data;
    if (event.type === 'order.updated') {
      // A waiting order cancelled by someone else: the customer, or the timer when nobody accepted it.
      const waiting = pending.some((order) => order.id === orderId);
      if (waiting && status === 'cancelled' && queryClient.isMutating({ mutationKey: ORDER_MOVES_KEY }) === 0) {
        toast({
          title: 'Order cancelled',
          description: `${orderNumber(orderId)} was cancelled before you accepted it. Open it to see why.`,
          variant: 'destructive',
        });
      }
      return;
    }
    const description = `${customerName} · ${formatRupees(finalAmount)}`;
    toast({ title: 'New order', description });
    desktop.notify('New order', description, orderId, () => navigate(`${ORDERS_PATH}/${encodeURIComponent(orderId)}`));
  });

  const pendingListPath = filteredListPath(ORDERS_PATH, pendingOrders.filter);

  return (
    <Stack
      component="section"
      aria-label="Order desk"
      data-ringing={ringingCount > 0}
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', pt: 1 }}
    >
      <OfflineNotice />
      {pending.length > 0 && (
        <Chip
          component={Link}
          to={pendingListPath}
          clickable
          color="warning"
          icon={<NotificationsActiveIcon />}
          label={`${pending.length} waiting to be accepted`}
          data-testid="pending-count"
        />
      )}
      {awaitingPayment.length > 0 && (
        <Chip
          component={Link}
          to={filteredListPath(ORDERS_PATH, ordersAwaitingUpi.filter)}
          clickable
          color="info"
          icon={<QrCodeIcon />}
          label={`${awaitingPayment.length} waiting for payment`}
          data-testid="awaiting-payment-count"
        />
      )}
      <SoundControl sound={sound} muted={muted} toggleMuted={toggleMuted} />
      {desktop.permission === 'default' && (
        <Button size="small" startIcon={<NotificationsNoneIcon />} onClick={desktop.ask}>
          Turn on desktop alerts
        </Button>
      )}
      {desktop.permission === 'denied' && (
        <Typography variant="caption" color="text.secondary">
          Desktop alerts are blocked in this browser&apos;s settings
        </Typography>
      )}
    </Stack>
  );
}
