import { Chip, type ChipProps } from '@mui/material';
import { enumMembers } from '../../api/enum-members';
import type { components } from '../../api/schema';

export type OutgoingMail = components['schemas']['OutgoingMailResponse'];
type MailState = OutgoingMail['state'];

const STATE_LOOKS: Record<MailState, { label: string; color: ChipProps['color'] }> = {
  pending: { label: 'Pending', color: 'warning' },
  sending: { label: 'Sending', color: 'info' },
  sent: { label: 'Sent', color: 'success' },
  // Without SMTP_URL nothing goes out: the mail is only kept here.
  kept: { label: 'Kept', color: 'default' },
  failed: { label: 'Failed', color: 'error' },
  dropped: { label: 'Dropped', color: 'default' },
};

export const mailStateChoices = enumMembers(STATE_LOOKS).map((id) => ({ id, name: STATE_LOOKS[id].label }));

/** Where a mail's delivery stands, coloured: green once sent, red once given up. */
export function MailStateChip({ state }: { state: MailState }) {
  const { label, color } = STATE_LOOKS[state];
  return <Chip size="small" label={label} color={color} data-state={state} />;
}
