import { TextField, type TextFieldProps } from '@mui/material';
import { MIN_PASSWORD_LENGTH } from './validation';

/** A password being chosen: it shows the length rule until it has an error of its own to show. */
export function NewPasswordField({ helperText, ...props }: TextFieldProps) {
  return (
    <TextField
      type="password"
      autoComplete="new-password"
      required
      {...props}
      helperText={helperText ?? `At least ${MIN_PASSWORD_LENGTH} characters`}
    />
  );
}
