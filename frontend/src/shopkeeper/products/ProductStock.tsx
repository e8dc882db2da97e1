import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { Chip, IconButton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useRecordContext } from 'react-admin';
import type { Product } from '../shopkeeper-types';
import { useAdjustStock } from './useAdjustStock';

/** A thumb's reach on a phone: the quick buttons are at least this wide and tall. */
const TOUCH_TARGET = 40;

interface StepButtonProps {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  disabled: boolean;
}

function StepButton({ label, icon, onClick, disabled }: StepButtonProps) {
  return (
    <IconButton
      aria-label={label}
      onClick={onClick}
      disabled={disabled}
      sx={{ width: TOUCH_TARGET, height: TOUCH_TARGET, border: 1, borderColor: 'divider' }}
    >
      {icon}
    </IconButton>
  );
}

/**
 * The product's stock on its card: the units on hand with a quick − and +, and a "Low stock" badge
 * when the server says the count is at or below its threshold; "Not counted" when the shop does not
 * count this product's units.
 */
export function ProductStock() {
  const product = useRecordContext<Product>();
  if (!product) return null;
  if (product.stockQuantity === null) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="stock-quantity">
        Not counted
      </Typography>
    );
  }
  return <CountedStock product={product} units={product.stockQuantity} />;
}

function CountedStock({ product, units }: { product: Product; units: number }) {
  const { adjust, isPending } = useAdjustStock(product);
  return (
    <Stack
      role="group"
      aria-label={`Stock of ${product.name}`}
      direction="row"
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
    >
      <StepButton
        label="Remove one unit"
        icon={<RemoveIcon />}
        onClick={() => adjust(-1)}
        disabled={isPending || units === 0}
      />
      <Typography
        variant="body2"
        data-testid="stock-quantity"
        aria-live="polite"
        sx={{ minWidth: '7ch', textAlign: 'center' }}
      >
        {units} in stock
      </Typography>
      <StepButton label="Add one unit" icon={<AddIcon />} onClick={() => adjust(1)} disabled={isPending} />
      {product.lowStock && <Chip size="small" color="warning" label="Low stock" data-testid="low-stock-badge" />}
    </Stack>
  );
}
