import { Badge } from '@mui/material';
import type { ReactNode } from 'react';
import { useCartCount } from '../../api/cart';

/** Wraps the Cart link's label with the number of items; hidden while the cart is empty. */
export function CartCountBadge({ children }: { children: ReactNode }) {
  const count = useCartCount();
  // MUI keeps an empty badge in the page (scaled to nothing), where screen readers would read "0".
  if (count === 0) return children;
  return (
    // Moved right of the corner so the number does not cover the end of the label.
    <Badge badgeContent={count} color="primary" max={99} sx={{ '& .MuiBadge-badge': { right: -10 } }}>
      {children}
    </Badge>
  );
}
