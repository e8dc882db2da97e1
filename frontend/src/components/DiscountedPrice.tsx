import { Stack, Typography } from '@mui/material';
import { formatRupees } from '../format';

interface DiscountedPriceProps {
  /** What the customer pays. */
  price: string;
  /** The price before the discount, struck through when higher. */
  original: string;
}

/** A product's price, with its original one struck through beside it when discounted. */
export function DiscountedPrice({ price, original }: DiscountedPriceProps) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
      <Typography variant="h6" component="span" data-testid="price">
        {formatRupees(price)}
      </Typography>
      {Number(price) < Number(original) && (
        <Typography
          component="s"
          color="text.secondary"
          aria-label={`was ${formatRupees(original)}`}
          data-testid="original-price"
        >
          {formatRupees(original)}
        </Typography>
      )}
    </Stack>
  );
}
