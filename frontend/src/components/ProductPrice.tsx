import { Typography } from '@mui/material';
import type { components } from '../api/schema';
import { formatPercent } from '../format';
import { DiscountedPrice } from './DiscountedPrice';

type Product = components['schemas']['ProductResponse'];
type GstTerms = Pick<Product, 'gstPercentage' | 'gstIncluded'>;

/** "Incl. 5% GST" or "+ 18% GST": whether the price already carries the tax. */
export function gstNote({ gstPercentage, gstIncluded }: GstTerms): string {
  const rate = formatPercent(gstPercentage);
  return gstIncluded ? `Incl. ${rate} GST` : `+ ${rate} GST`;
}

/** The price paid, the original one struck through when discounted, and the GST note. */
export function ProductPrice({ product }: { product: Product }) {
  return (
    <div>
      <DiscountedPrice price={product.discountedPrice} original={product.originalPrice} />
      <Typography variant="caption" color="text.secondary">
        {gstNote(product)}
      </Typography>
    </div>
  );
}
