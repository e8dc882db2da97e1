import { Stack, Typography } from '@mui/material';
import { formatRupees } from '../../format';
import type { Product } from '../storefront-types';

/** "Incl. 5% GST" or "+ 18% GST": whether the price already carries the tax. */
export function gstNote({ gstPercentage, gstIncluded }: Pick<Product, 'gstPercentage' | 'gstIncluded'>): string {
  const rate = `${Number(gstPercentage)}%`;
  return gstIncluded ? `Incl. ${rate} GST` : `+ ${rate} GST`;
}

/** The price paid, the original one struck through when discounted, and the GST note. */
export function ProductPrice({ product }: { product: Product }) {
  const discounted = Number(product.discountedPrice) < Number(product.originalPrice);
  return (
    <div>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="span" data-testid="price">
          {formatRupees(product.discountedPrice)}
        </Typography>
        {discounted && (
          <Typography
            component="s"
            color="text.secondary"
            aria-label={`was ${formatRupees(product.originalPrice)}`}
            data-testid="original-price"
          >
            {formatRupees(product.originalPrice)}
          </Typography>
        )}
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {gstNote(product)}
      </Typography>
    </div>
  );
}
