import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Box, Chip, IconButton, Typography } from '@mui/material';
import type { CartItem } from '../../api/cart';
import { gstNote } from '../../components/ProductPrice';
import { formatRupees } from '../../format';
import { QuantityStepper } from './QuantityStepper';

interface CartItemRowProps {
  item: CartItem;
  busy: boolean;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
}

export function CartItemRow({ item, busy, onQuantityChange, onRemove }: CartItemRowProps) {
  const { product } = item;
  return (
    <Box
      component="li"
      aria-label={product.name}
      data-testid="cart-item"
      sx={{
        display: 'grid',
        gap: 1.5,
        py: 2,
        alignItems: 'center',
        gridTemplateColumns: { xs: 'auto 1fr auto', sm: '1fr auto auto auto' },
        '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
      }}
    >
      <Box sx={{ minWidth: 0, gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{product.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {product.weight} · {formatRupees(product.discountedPrice)} each · {gstNote(product)}
        </Typography>
        {!product.isInStock && (
          <Chip size="small" color="error" variant="outlined" label="Out of Stock" sx={{ mt: 0.5 }} />
        )}
      </Box>
      <QuantityStepper
        value={item.quantity}
        onChange={onQuantityChange}
        label={`Quantity of ${product.name}`}
        disabled={busy}
      />
      <Typography
        sx={{ fontWeight: 700, textAlign: 'right', minWidth: 96, fontVariantNumeric: 'tabular-nums' }}
        data-testid="line-total"
      >
        {formatRupees(item.lineTotal)}
      </Typography>
      <IconButton aria-label={`Remove ${product.name}`} onClick={onRemove} disabled={busy} sx={{ justifySelf: 'end' }}>
        <DeleteOutlineIcon />
      </IconButton>
    </Box>
  );
}
