import { Chip } from '@mui/material';

/** Every order status, in the order an order moves through them (cancelled may happen early). */
export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'ready for pickup',
  'dispatched',
  'delivered',
  'complete',
  'cancelled',
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

const GRAY = { bg: '#F3F4F6', fg: '#374151' };

/** Badge colours from the spec: any status not listed here is gray. */
const STATUS_COLOURS: Record<string, { bg: string; fg: string }> = {
  pending: GRAY,
  confirmed: { bg: '#DBEAFE', fg: '#1E40AF' },
  cancelled: { bg: '#FEE2E2', fg: '#991B1B' },
  'ready for pickup': { bg: '#FEF3C7', fg: '#92400E' },
  dispatched: { bg: '#EDE9FE', fg: '#5B21B6' },
  delivered: { bg: '#DCFCE7', fg: '#166534' },
  complete: { bg: '#DCFCE7', fg: '#166534' },
};

/** The order's status as a coloured badge, the same on the storefront and in both back offices. */
export function OrderStatusBadge({ status }: { status: string }) {
  const { bg, fg } = STATUS_COLOURS[status] ?? GRAY;
  return (
    <Chip
      label={status}
      size="small"
      data-status={status}
      sx={{
        bgcolor: bg,
        color: fg,
        fontWeight: 600,
        '& .MuiChip-label::first-letter': { textTransform: 'uppercase' },
      }}
    />
  );
}
