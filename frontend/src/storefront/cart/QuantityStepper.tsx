import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { IconButton, Stack, Typography } from '@mui/material';
import { MAX_CART_QUANTITY } from './cart-api';

interface QuantityStepperProps {
  value: number;
  onChange: (quantity: number) => void;
  /** Names what is counted, for screen readers: "Quantity of Basmati Rice". */
  label: string;
  disabled?: boolean;
}

/** − n + between 1 and the cart's maximum of 99. */
export function QuantityStepper({ value, onChange, label, disabled = false }: QuantityStepperProps) {
  return (
    <Stack
      direction="row"
      role="group"
      aria-label={label}
      sx={{ alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 2.5, width: 'fit-content' }}
    >
      <IconButton
        size="small"
        aria-label="Decrease quantity"
        disabled={disabled || value <= 1}
        onClick={() => onChange(value - 1)}
      >
        <RemoveIcon fontSize="small" />
      </IconButton>
      <Typography
        data-testid="quantity"
        aria-live="polite"
        sx={{ minWidth: 32, textAlign: 'center', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
      >
        {value}
      </Typography>
      <IconButton
        size="small"
        aria-label="Increase quantity"
        disabled={disabled || value >= MAX_CART_QUANTITY}
        onClick={() => onChange(value + 1)}
      >
        <AddIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}
