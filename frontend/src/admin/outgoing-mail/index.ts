import OutboxIcon from '@mui/icons-material/Outbox';
import { OutgoingMailList } from './OutgoingMailList';

export default {
  list: OutgoingMailList,
  icon: OutboxIcon,
  options: { label: 'Outgoing mail' },
  recordRepresentation: (mail: { subject: string }) => mail.subject,
};
