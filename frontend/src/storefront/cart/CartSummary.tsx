import { Divider, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { Cart } from '../../api/cart';
import { formatRupees } from '../../format';

type CartAmounts = Pick<Cart, 'totalAmount' | 'gstAmount' | 'deliveryCharges' | 'finalAmount'>;

interface RowProps {
  label: string;
  amount: string;
  testId: string;
  strong?: boolean;
}

function Row({ label, amount, testId, strong = false }: RowProps) {
  const variant = strong ? 'subtitle1' : 'body2';
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
      <Typography variant={variant} component="p" sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography
        variant={variant}
        component="p"
        sx={{ fontWeight: strong ? 700 : 500 }}
        data-testid={`summary-${testId}`}
      >
        {amount}
      </Typography>
    </Stack>
  );
}

/** The amounts exactly as the server priced them; `children` holds the page's next step. */
interface CartSummaryProps {
  amounts: CartAmounts;
  /** The lines, when the page does not list them elsewhere. */
  items?: ReactNode;
  note?: ReactNode;
  children?: ReactNode;
}

export function CartSummary({ amounts, items, note, children }: CartSummaryProps) {
  const delivery = Number(amounts.deliveryCharges) === 0 ? 'Free' : formatRupees(amounts.deliveryCharges);
  return (
    <Paper variant="outlined" component="section" aria-label="Order Summary" sx={{ p: 2.5 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        Order Summary
      </Typography>
      {items && (
        <>
          {items}
          <Divider sx={{ my: 2 }} />
        </>
      )}
      <Stack spacing={1.25}>
        <Row label="Subtotal (excl. GST)" amount={formatRupees(amounts.totalAmount)} testId="subtotal" />
        <Row label="GST" amount={formatRupees(amounts.gstAmount)} testId="gst" />
        <Row label="Delivery Charges" amount={delivery} testId="delivery" />
        <Divider />
        <Row label="Total" amount={formatRupees(amounts.finalAmount)} testId="total" strong />
      </Stack>
      {note && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
          {note}
        </Typography>
      )}
      {children}
    </Paper>
  );
}
