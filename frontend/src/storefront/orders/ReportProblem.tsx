import {
  Alert,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useId, useState } from 'react';
import { errorMessage } from '../../api/errors';
import { FormDialog } from '../../components/FormDialog';
import { NoteField } from '../../components/NoteField';
import { LoadingState } from '../../components/LoadingState';
import { onlySet, hasErrors, type FieldErrors } from '../../forms/validation';
import { ClaimPhotoPicker, type ChosenPhoto } from './ClaimPhotoPicker';
import { useRefundPolicy, useReportProblem, type ClaimReason, type ClaimRequest } from './claims-api';
import type { Order } from './orders-api';

type OrderItem = Order['orderItems'][number];

const COMMENT_MAX = 1000;

/** What the customer filled in so far. */
interface ProblemDraft {
  reasonCode: ClaimReason['code'] | '';
  /** Units claimed of each order line, by the line's id; a line left at 0 is not claimed. */
  units: ReadonlyMap<string, number>;
  comment: string;
  photos: ChosenPhoto[];
}

const EMPTY_DRAFT: ProblemDraft = { reasonCode: '', units: new Map(), comment: '', photos: [] };

function claimedItems(units: ProblemDraft['units']): NonNullable<ClaimRequest['items']> {
  return [...units]
    .filter(([, quantity]) => quantity > 0)
    .map(([orderItemId, quantity]) => ({ orderItemId, quantity }));
}

function draftProblems(draft: ProblemDraft, reason: ClaimReason | undefined): FieldErrors<ProblemDraft> {
  return onlySet<ProblemDraft>({
    reasonCode: reason ? undefined : 'Choose what went wrong.',
    units:
      reason?.scope === 'items' && claimedItems(draft.units).length === 0
        ? 'Choose how many units of at least one item.'
        : undefined,
    comment: draft.comment.trim() ? undefined : 'Say what went wrong.',
  });
}

/** The claim to send: the units of the lines for a problem with items, none for one of the whole order. */
function claimOf(draft: ProblemDraft, reason: ClaimReason): ClaimRequest {
  const comment = draft.comment.trim();
  return reason.scope === 'items'
    ? { reasonCode: reason.code, comment, items: claimedItems(draft.units) }
    : { reasonCode: reason.code, comment };
}

/** The "Report a problem" button while the server lets the customer report one (`claimableReasons`). */
export function ReportProblem({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {order.claimableReasons.length > 0 && (
        <Alert severity="info" sx={{ '& .MuiAlert-message': { flex: 1 } }}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}
          >
            <span>Something wrong with this order? Tell {order.shop.name}.</span>
            <Button
              color="inherit"
              variant="outlined"
              size="small"
              onClick={() => setOpen(true)}
              sx={{ flexShrink: 0 }}
            >
              Report a problem
            </Button>
          </Stack>
        </Alert>
      )}
      {open && <ReportProblemDialog order={order} onClose={() => setOpen(false)} />}
    </>
  );
}

/** Mounted only while open, so each opening starts from an empty report. */
function ReportProblemDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const policy = useRefundPolicy();
  const report = useReportProblem(order.id);
  const onPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const [tried, setTried] = useState(false);

  const reasons = policy.data?.reasons.filter((reason) => order.claimableReasons.includes(reason.code)) ?? [];
  const reason = reasons.find((option) => option.code === draft.reasonCode);
  const problems = tried ? draftProblems(draft, reason) : {};
  // Once the claim is in, only its photos are left to send.
  const locked = report.reported !== null;
  const change = (changes: Partial<ProblemDraft>) => setDraft((current) => ({ ...current, ...changes }));

  const submit = () => {
    setTried(true);
    if (!reason || hasErrors(draftProblems(draft, reason))) return;
    const photos = reason.photos ? draft.photos.map((photo) => photo.file) : [];
    report.mutate({ claim: claimOf(draft, reason), photos }, { onSuccess: onClose });
  };

  return (
    <FormDialog
      title="Report a problem"
      submitLabel={locked ? 'Send photos' : 'Report problem'}
      pendingLabel="Sending..."
      pending={report.isPending}
      submitDisabled={!policy.data}
      error={report.error && errorMessage(report.error)}
      fullScreen={onPhone}
      dividers
      onSubmit={submit}
      onClose={onClose}
    >
      {policy.isPending && <LoadingState label="Loading the refund policy..." />}
      {policy.isError && <Alert severity="error">{errorMessage(policy.error)}</Alert>}
      {policy.data && (
        <Stack spacing={2}>
          <ReasonChoice
            reasons={reasons}
            value={draft.reasonCode}
            problem={problems.reasonCode}
            disabled={locked}
            onChange={(reasonCode) => change({ reasonCode })}
          />
          {reason?.scope === 'items' && (
            <ClaimedUnitsFields
              items={order.orderItems.filter((item) => item.fulfillmentStatus !== 'not fulfillable')}
              units={draft.units}
              problem={problems.units}
              disabled={locked}
              onChange={(units) => change({ units })}
            />
          )}
          <NoteField
            label="What happened?"
            required
            value={draft.comment}
            onChange={(comment) => change({ comment })}
            maxLength={COMMENT_MAX}
            disabled={locked}
            error={Boolean(problems.comment)}
            helperText={problems.comment ?? `${draft.comment.length}/${COMMENT_MAX}`}
          />
          {reason?.photos && (
            <ClaimPhotoPicker
              photos={draft.photos}
              max={policy.data.maxPhotos}
              sent={report.reported?.photos.length ?? 0}
              disabled={report.isPending}
              onAdd={(photo) => setDraft((current) => ({ ...current, photos: [...current.photos, photo] }))}
              onRemove={(photo) =>
                setDraft((current) => ({ ...current, photos: current.photos.filter((chosen) => chosen !== photo) }))
              }
            />
          )}
          {locked && report.error && (
            <Alert severity="info">
              Your problem is reported, without the photos not sent. Remove or replace them and send again, or close to
              leave them out.
            </Alert>
          )}
        </Stack>
      )}
    </FormDialog>
  );
}

interface ReasonChoiceProps {
  reasons: ClaimReason[];
  value: ProblemDraft['reasonCode'];
  problem: string | undefined;
  disabled: boolean;
  onChange: (code: ClaimReason['code']) => void;
}

/** What went wrong: the reasons the customer may report now, each with how long after delivery it may be. */
function ReasonChoice({ reasons, value, problem, disabled, onChange }: ReasonChoiceProps) {
  const labelId = useId();
  return (
    <FormControl error={Boolean(problem)} disabled={disabled}>
      <FormLabel id={labelId}>What went wrong?</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        value={value}
        onChange={(event) => {
          const chosen = reasons.find((reason) => reason.code === event.target.value);
          if (chosen) onChange(chosen.code);
        }}
      >
        {reasons.map((reason) => (
          <FormControlLabel
            key={reason.code}
            value={reason.code}
            control={<Radio />}
            label={
              <>
                <Typography>{reason.label}</Typography>
                <Typography variant="body2" color="text.secondary">
                  Within {reason.windowHours} hours of delivery
                </Typography>
              </>
            }
            sx={{ py: 0.5 }}
          />
        ))}
      </RadioGroup>
      {problem && <FormHelperText>{problem}</FormHelperText>}
    </FormControl>
  );
}

interface ClaimedUnitsFieldsProps {
  /** The lines the shop supplied: only those can be claimed. */
  items: OrderItem[];
  units: ProblemDraft['units'];
  problem: string | undefined;
  disabled: boolean;
  onChange: (units: ProblemDraft['units']) => void;
}

/** Which items, and how many units of each, from none to all the line's units. */
function ClaimedUnitsFields({ items, units, problem, disabled, onChange }: ClaimedUnitsFieldsProps) {
  const labelId = useId();
  return (
    <FormControl error={Boolean(problem)} disabled={disabled} component="fieldset">
      <FormLabel id={labelId} component="legend">
        Which items?
      </FormLabel>
      <Stack spacing={1.5} sx={{ mt: 1 }}>
        {items.map((item) => (
          <Stack key={item.id} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ overflowWrap: 'anywhere' }}>{item.product.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {item.quantity} ordered
              </Typography>
            </Box>
            <TextField
              select
              size="small"
              label="Units"
              value={String(units.get(item.id) ?? 0)}
              disabled={disabled}
              onChange={(event) => onChange(new Map(units).set(item.id, Number(event.target.value)))}
              slotProps={{ select: { native: true }, htmlInput: { 'aria-label': `Units of ${item.product.name}` } }}
              sx={{ width: 88, flexShrink: 0 }}
            >
              {Array.from({ length: item.quantity + 1 }, (_, count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </TextField>
          </Stack>
        ))}
      </Stack>
      {problem && <FormHelperText>{problem}</FormHelperText>}
    </FormControl>
  );
}
