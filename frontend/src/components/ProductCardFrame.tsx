import { Card } from '@mui/material';
import type { ReactNode } from 'react';

/** A product's card, in the shop's catalogue or the storefront: an article named by the product, as tall as its row. */
export function ProductCardFrame({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Card
      component="article"
      aria-label={name}
      data-testid="product-card"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      {children}
    </Card>
  );
}
