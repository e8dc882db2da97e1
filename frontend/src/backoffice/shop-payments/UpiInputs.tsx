import { Box, Typography } from '@mui/material';
import { maxLength, TextInput } from 'react-admin';

/**
 * Where customers pay the shop by UPI, straight to its own account, and the name their UPI app shows.
 * The server checks the UPI ID and says what is wrong on the field; empty, the shop takes cash only.
 */
export function UpiInputs() {
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} data-testid="upi-help">
        Customers can pay by UPI straight into the shop&apos;s account: Mohalla never holds the money. Use a business
        UPI ID (from your bank, or a merchant app such as PhonePe Business or Paytm for Business): personal UPI IDs hit
        limits on the payments they can receive. Without a UPI ID the shop takes cash only.
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        <TextInput
          source="upiId"
          label="UPI ID"
          helperText="Such as sharmakirana@okaxis; leave empty for cash only"
          validate={maxLength(100)}
          autoComplete="off"
          slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
        />
        <TextInput
          source="upiPayeeName"
          label="Payee name (optional)"
          helperText="The name UPI apps show; empty for the shop's name"
          validate={maxLength(100)}
        />
      </Box>
    </Box>
  );
}
