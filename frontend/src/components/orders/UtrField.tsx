import { TextField, type TextFieldProps } from '@mui/material';
import { utrDigits } from './payment';

type UtrFieldProps = Pick<TextFieldProps, 'error' | 'helperText' | 'sx' | 'autoFocus' | 'fullWidth' | 'name'> & {
  value: string;
  /** The UTR as typed, its digits only. */
  onChange: (utr: string) => void;
};

/** The 12-digit UTR of a UPI payment: digits only, the phone's number pad, never filled in by the browser. */
export function UtrField({ onChange, helperText, ...props }: UtrFieldProps) {
  return (
    <TextField
      label="UTR (12 digits)"
      autoComplete="off"
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      {...props}
      onChange={(event) => onChange(utrDigits(event.target.value))}
      helperText={helperText ?? 'As your bank statement or UPI app shows it.'}
    />
  );
}
