import { Badge } from '@mui/material';
import type { ReactNode } from 'react';
import { useCartCount } from '../../storefront/cart/useCartCount';

/** Wraps the Cart link's label with the number of items; hidden while the cart is empty. */
export function CartCountBadge({ children }: { children: ReactNode }) {
  const count = useCartCount();
  return (
    <Badge badgeContent={count} color="primary" max={99}>
      {children}
    </Badge>
  );
}
