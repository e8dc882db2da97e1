import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useId } from 'react';
import type { components } from '../../api/schema';
import { NoteField } from '../NoteField';

type CancelReasonOption = components['schemas']['CancelReasonResponse'];
type CancelReasonCode = CancelReasonOption['code'];
/** The codes a request may send (`not-given` is only ever recorded by the server). */
type RequestedCancelReason = NonNullable<components['schemas']['CancelOrderDto']['cancelReason']>;

const NOTE_MAX = 500;

/** A reason the person picked ('' before they pick one) and what they wrote beside it. */
export interface CancelReasonValue {
  code: CancelReasonCode | '';
  note: string;
}

export const NO_CANCEL_REASON: CancelReasonValue = { code: '', note: '' };

/** What stops the choice from being sent: no reason picked, or a reason that needs a note without one. */
export function cancelReasonProblem(reasons: CancelReasonOption[], value: CancelReasonValue): string | undefined {
  const reason = reasons.find((option) => option.code === value.code);
  if (!reason) return 'Choose a reason.';
  if (reason.noteRequired && !value.note.trim()) return `Add a note: "${reason.label}" needs one.`;
  return undefined;
}

/** The request's `cancelReason` and, when written, `cancelNote`; call it once `cancelReasonProblem` found none. */
export function cancelReasonBody(value: CancelReasonValue): {
  cancelReason: RequestedCancelReason;
  cancelNote?: string;
} {
  if (value.code === '' || value.code === 'not-given') {
    throw new Error('No cancellation reason chosen: check cancelReasonProblem first');
  }
  const note = value.note.trim();
  return note ? { cancelReason: value.code, cancelNote: note } : { cancelReason: value.code };
}

interface CancelReasonFieldsProps {
  /** The reasons the server lets this person give for this order now (the answer's `cancelReasons`). */
  reasons: CancelReasonOption[];
  value: CancelReasonValue;
  onChange: (value: CancelReasonValue) => void;
  /** Shows what is missing, once the person tried to send. */
  showProblem: boolean;
}

/** Why an order is cancelled: one of the server's reasons, and a note (required where the reason says so). */
export function CancelReasonFields({ reasons, value, onChange, showProblem }: CancelReasonFieldsProps) {
  const labelId = useId();
  const chosen = reasons.find((option) => option.code === value.code);
  const problem = showProblem ? cancelReasonProblem(reasons, value) : undefined;
  const noteMissing = Boolean(problem && chosen);
  return (
    <>
      <FormControl error={Boolean(problem) && !chosen} fullWidth>
        <FormLabel id={labelId}>Reason for cancelling</FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          value={value.code}
          onChange={(event) =>
            onChange({ ...value, code: reasons.find((reason) => reason.code === event.target.value)?.code ?? '' })
          }
        >
          {reasons.map((reason) => (
            <FormControlLabel key={reason.code} value={reason.code} control={<Radio />} label={reason.label} />
          ))}
        </RadioGroup>
        {problem && !chosen && <FormHelperText>{problem}</FormHelperText>}
      </FormControl>
      <NoteField
        label={chosen?.noteRequired ? 'Note' : 'Note (optional)'}
        required={chosen?.noteRequired}
        margin="normal"
        value={value.note}
        onChange={(note) => onChange({ ...value, note })}
        maxLength={NOTE_MAX}
        error={noteMissing}
        helperText={noteMissing ? problem : `${value.note.length}/${NOTE_MAX}`}
      />
    </>
  );
}
