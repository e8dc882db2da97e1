import { FormControlLabel, Paper, Radio, RadioGroup, Typography } from '@mui/material';

/** Cash on delivery is the one way to pay until a payment provider exists (D8). */
export function PaymentChoice() {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="payment-method-heading" sx={{ p: 2.5 }}>
      <Typography variant="h6" component="h2" id="payment-method-heading" sx={{ mb: 1 }}>
        Payment Method
      </Typography>
      <RadioGroup aria-labelledby="payment-method-heading" value="cash_on_delivery">
        <FormControlLabel
          value="cash_on_delivery"
          control={<Radio />}
          label={
            <span>
              <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
                Cash on Delivery
              </Typography>
              <Typography component="span" variant="body2" color="text.secondary">
                Pay when your order arrives.
              </Typography>
            </span>
          }
        />
        <FormControlLabel
          value="online"
          disabled
          control={<Radio />}
          label={
            <span>
              <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
                Online
              </Typography>
              <Typography component="span" variant="body2">
                Online payment is not available yet.
              </Typography>
            </span>
          }
        />
      </RadioGroup>
    </Paper>
  );
}
