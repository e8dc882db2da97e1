import { Divider, Stack, Typography } from '@mui/material';
import type { components } from '../../api/schema';
import { formatRupees } from '../../format';

type OrderTotals = Pick<
  components['schemas']['OrderResponse'],
  'totalAmount' | 'gstAmount' | 'deliveryCharges' | 'finalAmount'
>;

/** What the customer pays on delivery, as the server computed it (unfulfillable items left out). */
export function OrderAmounts({ order }: { order: OrderTotals }) {
  return (
    <Stack spacing={1} data-testid="order-amounts">
      <AmountLine label="Subtotal" amount={order.totalAmount} />
      <AmountLine label="GST" amount={order.gstAmount} />
      <AmountLine label="Delivery charges" amount={order.deliveryCharges} freeWhenZero />
      <Divider />
      <AmountLine label="Total" amount={order.finalAmount} testId="order-final-amount" strong />
    </Stack>
  );
}

interface AmountLineProps {
  label: string;
  amount: string;
  testId?: string;
  strong?: boolean;
  /** Delivery reads 'Free' when nothing is charged, as in the cart and at checkout. */
  freeWhenZero?: boolean;
}

function AmountLine({ label, amount, testId, strong = false, freeWhenZero = false }: AmountLineProps) {
  const weight = strong ? 700 : undefined;
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
      <Typography sx={{ fontWeight: weight }}>{label}</Typography>
      <Typography sx={{ fontWeight: weight }} data-testid={testId}>
        {freeWhenZero && Number(amount) === 0 ? 'Free' : formatRupees(amount)}
      </Typography>
    </Stack>
  );
}
