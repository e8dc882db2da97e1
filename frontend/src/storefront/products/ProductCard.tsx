import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { Box, Button, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { ProductCardFrame } from '../../components/ProductCardFrame';
import { ProductImage } from '../../components/ProductImage';
import { ProductPrice } from '../../components/ProductPrice';
import { QuantityStepper } from '../cart/QuantityStepper';
import type { Product } from '../shops/shops-api';

interface ProductCardProps {
  product: Product;
  shopOpen: boolean;
  adding: boolean;
  onAdd: (product: Product, quantity: number) => void;
  /** On the first screen: its picture loads at once. */
  firstScreen?: boolean;
}

export function ProductCard({ product, shopOpen, adding, onAdd, firstScreen }: ProductCardProps) {
  const [quantity, setQuantity] = useState(1);
  const orderable = shopOpen && product.isInStock;
  return (
    <ProductCardFrame name={product.name}>
      <ProductImage name={product.name} images={product.images} eager={firstScreen} />
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Typography variant="h6" component="h2" sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}>
            {product.name}
          </Typography>
          {!product.isInStock && <Chip size="small" color="error" variant="outlined" label="Out of Stock" />}
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Chip size="small" label={product.weight} />
          <Chip size="small" variant="outlined" label={product.categoryName} />
        </Stack>
        {product.description && (
          <Typography
            variant="body2"
            color="text.secondary"
            title={product.description}
            sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          >
            {product.description}
          </Typography>
        )}
        <Box sx={{ mt: 'auto' }}>
          <ProductPrice product={product} />
        </Box>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <QuantityStepper
            value={quantity}
            onChange={setQuantity}
            label={`Quantity of ${product.name}`}
            disabled={!orderable}
          />
          <Button
            variant="contained"
            startIcon={<AddShoppingCartIcon />}
            disabled={!orderable || adding}
            onClick={() => onAdd(product, quantity)}
            sx={{ flexGrow: 1 }}
          >
            Add to Cart
          </Button>
        </Stack>
      </CardContent>
    </ProductCardFrame>
  );
}
