import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { orderNumber } from '../../format';
import { useClaimOffice } from './claim-offices';

/** "Order #…", linking to the order's page in this back office. */
export function OrderLink({ orderId }: { orderId: string }) {
  const { orderPath } = useClaimOffice();
  return (
    <Link
      component={RouterLink}
      to={orderPath(orderId)}
      // In a list row that opens the claim on click: this link goes to the order instead.
      onClick={(event) => event.stopPropagation()}
    >
      {orderNumber(orderId)}
    </Link>
  );
}
