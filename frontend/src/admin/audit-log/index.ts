import HistoryIcon from '@mui/icons-material/History';
import { AuditLogList } from './AuditLogList';
import { actionLabel } from './audit-labels';

export default {
  list: AuditLogList,
  icon: HistoryIcon,
  options: { label: 'Audit log' },
  recordRepresentation: actionLabel,
};
