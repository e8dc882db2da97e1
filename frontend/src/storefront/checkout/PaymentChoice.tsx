import { Box, FormControlLabel, Paper, Radio, RadioGroup, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { Cart } from '../../api/cart';
import { formatRupees } from '../../format';
import type { KhataOffer } from '../khatas/khata-offer';
import { paymentOf, type CheckoutPayment, type PayWhen } from './checkout-api';

interface PaymentChoiceProps {
  /** The ways the cart's shop takes payment (the cart's `paymentMethods`): UPI only with a UPI ID. */
  offered: Cart['paymentMethods'];
  /** The shop's name, once the cart is in. */
  shopName: string | undefined;
  /** The customer's khata at the shop, when the shop opened one for them. */
  khata: KhataOffer | null;
  value: CheckoutPayment;
  onChange: (payment: CheckoutPayment) => void;
}

/** A radio's label: what it is, and a line saying what it means. */
function Choice({ title, hint }: { title: string; hint: ReactNode }) {
  return (
    <span>
      <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
        {title}
      </Typography>
      <Typography component="span" variant="body2" color="text.secondary">
        {hint}
      </Typography>
    </span>
  );
}

const radioLabel = { alignItems: 'flex-start', mb: 0.5, '& .MuiRadio-root': { pt: 0.5 } } as const;

/**
 * Cash on delivery, the default, or UPI straight to the shop (the spec's "Online") when the shop has
 * a UPI ID: paid now, before the shop dispatches, or at the door; or later, on the customer's khata
 * at the shop.
 */
export function PaymentChoice({ offered, shopName, khata, value, onChange }: PaymentChoiceProps) {
  const takesUpi = offered.includes('upi');
  const shop = shopName ?? 'The shop';
  return (
    <Paper variant="outlined" component="section" aria-labelledby="payment-method-heading" sx={{ p: 2.5 }}>
      <Typography variant="h6" component="h2" id="payment-method-heading" sx={{ mb: 1 }}>
        Payment Method
      </Typography>
      <RadioGroup
        aria-labelledby="payment-method-heading"
        value={value.method}
        onChange={(event) => onChange(paymentOf(event.target.value))}
      >
        <FormControlLabel
          value="cash_on_delivery"
          control={<Radio />}
          sx={radioLabel}
          label={<Choice title="Cash on Delivery" hint="Pay in cash when your order arrives." />}
        />
        {takesUpi && (
          <FormControlLabel
            value="upi"
            control={<Radio />}
            sx={radioLabel}
            label={
              <Choice
                title="UPI (pay the shop directly)"
                hint={`Pay ${shop} from any UPI app, such as Google Pay, PhonePe, Paytm or BHIM.`}
              />
            }
          />
        )}
        {khata && <KhataChoice offer={khata} />}
      </RadioGroup>
      {takesUpi && value.method === 'upi' && (
        <PayWhenChoice value={value.payWhen} onChange={(payWhen) => onChange({ method: 'upi', payWhen })} />
      )}
      {shopName && !takesUpi && !khata && offered.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="cash-only">
          {shopName} takes cash only.
        </Typography>
      )}
    </Paper>
  );
}

function KhataChoice({ offer: { khata, refusal } }: { offer: KhataOffer }) {
  return (
    <FormControlLabel
      value="khata"
      control={<Radio />}
      disabled={refusal !== null}
      sx={radioLabel}
      label={
        <Choice
          title="Pay later (khata)"
          hint={refusal ?? `${formatRupees(khata.availableCredit)} available on your khata at ${khata.shopName}`}
        />
      }
    />
  );
}

function PayWhenChoice({ value, onChange }: { value: PayWhen; onChange: (payWhen: PayWhen) => void }) {
  return (
    <Box sx={{ ml: { xs: 3, sm: 4 }, mt: 0.5 }}>
      <Typography variant="subtitle2" component="h3" id="pay-when-heading">
        When do you pay?
      </Typography>
      <RadioGroup
        aria-labelledby="pay-when-heading"
        value={value}
        onChange={(event) => onChange(event.target.value as PayWhen)}
      >
        <FormControlLabel
          value="now"
          control={<Radio size="small" />}
          sx={radioLabel}
          label={
            <Choice
              title="Pay now"
              hint="Your order page shows a QR code to pay; the shop dispatches your order once it has your payment."
            />
          }
        />
        <FormControlLabel
          value="at_door"
          control={<Radio size="small" />}
          sx={radioLabel}
          label={<Choice title="Pay at the door" hint="Pay by UPI when your order arrives." />}
        />
      </RadioGroup>
    </Box>
  );
}
