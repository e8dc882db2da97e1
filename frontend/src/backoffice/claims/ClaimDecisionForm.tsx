import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  FormHelperText,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useDataProvider, type DataProvider } from 'react-admin';
import { errorMessage } from '../../api/errors';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { NoteField } from '../../components/NoteField';
import { useFormState } from '../../forms/useFormState';
import { formatPercent } from '../../format';
import { QueryState } from '../QueryState';
import type { ClaimActions } from './claim-actions';
import { useClaimOffice } from './claim-offices';
import {
  asksAmount,
  confirmation,
  DECISION_NOTE_MAX_LENGTH,
  decisionErrors,
  decisionRequest,
  NO_DECISION,
} from './claim-decision-form';
import { decisionLabel, type Claim, type ClaimDecision, type ClaimDecisionChoice } from './claim-types';
import { useClaimChange } from './useClaimChange';
import { useRefundPolicy } from './useRefundPolicy';

/**
 * The decision on a claim waiting for this office: one of the outcomes the policy allows for its
 * reason, or a rejection with a reason. The amount a full refund comes to is the server's to work
 * out; a partial one asks it, unless the late delivery rule sets it. The server's refusal shows here.
 */
export function ClaimDecisionForm({ claim }: { claim: Claim }) {
  const policy = useRefundPolicy();
  const { decidesFinally } = useClaimOffice();
  const { values, errors, field, set, check } = useFormState(NO_DECISION, (entered) => decisionErrors(claim, entered));
  const [confirming, setConfirming] = useState(false);
  const dataProvider = useDataProvider<DataProvider & ClaimActions>();
  const deciding = useClaimChange(
    (decision: ClaimDecision) => dataProvider.decideClaim(claim.id, decision),
    (decided) => ({
      title: decided.status === 'rejected' ? 'Claim rejected' : 'Claim accepted',
      description: decided.outcome ? decisionLabel(decided.outcome) : (decided.decisionNote ?? undefined),
    }),
  );
  const reason = policy.data?.reasons.find(({ code }) => code === claim.reasonCode);
  if (!policy.data || !reason) return <QueryState query={policy} what="the refund policy" />;
  const choices: ClaimDecisionChoice[] = [...reason.outcomes, 'reject'];
  const asked = confirmation(claim, values, policy.data, decidesFinally);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    deciding.reset();
    if (check()) setConfirming(true);
  };
  const decide = () =>
    deciding.mutate(decisionRequest(claim, values), {
      // The answer, with the claim read again, replaces this form; a refusal shows on it.
      onError: () => setConfirming(false),
    });

  // The confirmation is outside the form: its own form's submit would bubble up to this one's.
  return (
    <>
      <Box component="form" aria-label="Decision" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          <Box>
            <RadioGroup
              aria-label="Decision"
              value={values.decision}
              onChange={(event) => set({ decision: event.target.value as ClaimDecisionChoice })}
            >
              {choices.map((choice) => (
                <FormControlLabel key={choice} value={choice} control={<Radio />} label={decisionLabel(choice)} />
              ))}
            </RadioGroup>
            {errors.decision && <FormHelperText error>{errors.decision}</FormHelperText>}
          </Box>
          {values.decision === 'partial-refund' &&
            (asksAmount(claim) ? (
              <TextField
                label="Amount (₹)"
                autoFocus
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                {...field('amount')}
                helperText={field('amount').helperText ?? 'At most what the customer paid for what they reported'}
                sx={{ maxWidth: 240 }}
              />
            ) : (
              <Alert severity="info">
                The late delivery rule sets the refund: the delivery charge and{' '}
                {formatPercent(policy.data.lateRefundPercent)} of the items&apos; value.
              </Alert>
            ))}
          <NoteField
            label={values.decision === 'reject' ? 'Reason for rejecting' : 'Note to the customer (optional)'}
            required={values.decision === 'reject'}
            maxLength={DECISION_NOTE_MAX_LENGTH}
            value={values.note}
            onChange={(note) => set({ note })}
            error={Boolean(errors.note)}
            helperText={errors.note ?? 'The customer sees it'}
          />
          {deciding.error && (
            <Alert severity="error" sx={{ overflowWrap: 'anywhere' }}>
              {errorMessage(deciding.error)}
            </Alert>
          )}
          <Box>
            <Button type="submit" variant="contained" disabled={deciding.isPending}>
              Decide
            </Button>
          </Box>
        </Stack>
      </Box>
      {confirming && (
        <ConfirmDialog
          title={asked.title}
          confirmLabel={asked.confirmLabel}
          pendingLabel="Deciding..."
          cancelLabel="Back"
          pending={deciding.isPending}
          onConfirm={decide}
          onClose={() => setConfirming(false)}
        >
          {asked.text}
        </ConfirmDialog>
      )}
    </>
  );
}
