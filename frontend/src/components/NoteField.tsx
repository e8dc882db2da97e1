import { TextField, type TextFieldProps } from '@mui/material';

type NoteFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'multiline' | 'slotProps'> & {
  value: string;
  onChange: (value: string) => void;
  /** The server's limit: the field takes no more. */
  maxLength: number;
};

/** A few lines of free text: a note, a reason, a comment. */
export function NoteField({ value, onChange, maxLength, ...props }: NoteFieldProps) {
  return (
    <TextField
      multiline
      minRows={2}
      fullWidth
      {...props}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ htmlInput: { maxLength } }}
    />
  );
}
