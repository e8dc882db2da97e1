import { TextField, type TextFieldProps } from '@mui/material';
import { useIndianStates } from './indian-states';

type StateSelectProps = Pick<TextFieldProps, 'name' | 'value' | 'onChange' | 'error' | 'helperText'>;

/** The address's state, chosen from the server's list: a native select, which phones show as their own picker. */
export function StateSelect({ helperText, ...field }: StateSelectProps) {
  const { data: states = [], isError } = useIndianStates();
  return (
    <TextField
      select
      label="State"
      autoComplete="address-level1"
      required
      fullWidth
      {...field}
      helperText={
        helperText ?? (isError ? 'The list of states could not be loaded: reload the page to try again.' : '')
      }
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">Choose a state</option>
      {states.map((state) => (
        <option key={state.code} value={state.name}>
          {state.name}
        </option>
      ))}
    </TextField>
  );
}
