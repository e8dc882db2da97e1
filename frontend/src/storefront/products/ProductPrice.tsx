import { Typography } from '@mui/material';
import { DiscountedPrice } from '../../components/DiscountedPrice';
import type { Product } from '../storefront-types';

/** "Incl. 5% GST" or "+ 18% GST": whether the price already carries the tax. */
export function gstNote({ gstPercentage, gstIncluded }: Pick<Product, 'gstPercentage' | 'gstIncluded'>): string {
  const rate = `${Number(gstPercentage)}%`;
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
