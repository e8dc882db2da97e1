import PhoneIcon from '@mui/icons-material/Phone';
import { Link, Stack, Typography } from '@mui/material';
import type { Order } from '../shopkeeper-types';

/** Who ordered and how to call them, on every order of the desk (list and page). */
export function CustomerContact({ customer }: { customer: Order['customer'] }) {
  return (
    <Stack spacing={0.25} sx={{ minWidth: 0 }} data-testid="customer-contact">
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {customer.name}
      </Typography>
      {customer.phone ? (
        <Link
          href={`tel:${customer.phone.replace(/[^\d+]/g, '')}`}
          variant="body2"
          underline="hover"
          // In a list row that opens the order on click: calling must not open it too.
          onClick={(event) => event.stopPropagation()}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}
        >
          <PhoneIcon sx={{ fontSize: 16 }} aria-hidden />
          {customer.phone}
        </Link>
      ) : (
        <Typography variant="body2" color="text.secondary">
          No phone given
        </Typography>
      )}
    </Stack>
  );
}
