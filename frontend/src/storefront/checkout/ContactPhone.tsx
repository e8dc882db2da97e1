import { Paper, TextField, Typography } from '@mui/material';

interface ContactPhoneProps {
  value: string;
  onChange: (phone: string) => void;
  /** The field's error, once the customer tried to place the order. */
  error: string | undefined;
}

/**
 * Asked only when the profile has no phone: the shop calls it about the order, and the server keeps
 * it in the profile for the next time.
 */
export function ContactPhone({ value, onChange, error }: ContactPhoneProps) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="contact-phone-heading" sx={{ p: 2.5 }}>
      <Typography variant="h6" component="h2" id="contact-phone-heading" sx={{ mb: 1 }}>
        Contact Phone
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        The shop calls this number if it has a question about your order. We save it to your profile.
      </Typography>
      <TextField
        label="Phone number"
        type="tel"
        autoComplete="tel"
        required
        fullWidth
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={Boolean(error)}
        helperText={error}
      />
    </Paper>
  );
}
