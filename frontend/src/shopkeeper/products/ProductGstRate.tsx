import { Chip, Stack, Typography } from '@mui/material';
import { formatPercent } from '../../format';
import type { Product } from '../shopkeeper-types';
import { isRateInForce, useGstRates } from './useGstRates';

/** The product's GST, marked when its rate is not one in force (an import or the API may have set it). */
export function ProductGstRate({ product }: { product: Product }) {
  const { data: rates } = useGstRates();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="caption" color="text.secondary">
        GST {formatPercent(product.gstPercentage)} {product.gstIncluded ? 'incl.' : 'excl.'}
      </Typography>
      {rates && !isRateInForce(product.gstPercentage, rates) && (
        <Chip size="small" color="warning" variant="outlined" label="GST rate not in force" />
      )}
    </Stack>
  );
}
