import CloudOffIcon from '@mui/icons-material/CloudOff';
import ScheduleSendIcon from '@mui/icons-material/ScheduleSend';
import { Alert, AlertTitle } from '@mui/material';
import { statusLabel } from '../../components/orders/order-status';
import { useOnline } from '../../components/useOnline';
import { orderNumber } from '../../format';
import { useQueuedMoves } from './useQueuedMoves';

/**
 * Above the desk while it has no network, or has moves to send: the orders shown are the last ones
 * read, and what the shopkeeper changes now is sent, once, when the network is back.
 */
export function OfflineNotice() {
  const online = useOnline();
  const moves = useQueuedMoves();
  if (online && moves.length === 0) return null;
  const waiting = moves.map(({ orderId, body }) => `${orderNumber(orderId)} to ${statusLabel(body.status)}`).join(', ');
  return (
    <Alert
      severity={online ? 'info' : 'warning'}
      icon={online ? <ScheduleSendIcon /> : <CloudOffIcon />}
      sx={{ width: '100%' }}
      data-testid="offline-notice"
    >
      <AlertTitle>{online ? 'Sending your changes' : 'You are offline'}</AlertTitle>
      {!online && 'The desk shows the orders as it last had them. What you change is sent when you are back online. '}
      {moves.length > 0 && `Waiting to be sent: ${waiting}.`}
    </Alert>
  );
}
