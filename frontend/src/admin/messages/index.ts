import MailIcon from '@mui/icons-material/MailOutline';
import { MessageList } from './MessageList';

export default {
  list: MessageList,
  icon: MailIcon,
  options: { label: 'Contact messages' },
  recordRepresentation: (message: { subject: string }) => message.subject,
};
