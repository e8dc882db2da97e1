import { Box, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { DeleteWithConfirmButton, EditButton, useRecordContext, type RaRecord } from 'react-admin';
import { errorMessage } from '../../api/errors';
import { useToast } from '../../components/toast/useToast';
import { DiscountedPrice } from '../../components/DiscountedPrice';
import { ProductCardFrame } from '../../components/ProductCardFrame';
import { StateChip } from '../../components/StateChip';
import type { Product } from '../shopkeeper-types';
import { ProductGstRate } from './ProductGstRate';
import { ProductPictures } from './ProductPictures';
import { ProductStock } from './ProductStock';
import { StockToggleButton } from './StockToggleButton';

function DeleteProductButton() {
  const { toast } = useToast();
  return (
    <DeleteWithConfirmButton
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: (product: RaRecord) => toast({ title: 'Product deleted', description: String(product.name) }),
        onError: (error: unknown) =>
          toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }),
      }}
    />
  );
}

/**
 * One product of the shop's catalogue, with its pictures, its stock count and its stock switch at
 * hand; its picture loaded at once when `firstScreen`.
 */
export function ProductCard({ firstScreen = false }: { firstScreen?: boolean }) {
  const product = useRecordContext<Product>();
  if (!product) return null;
  return (
    <ProductCardFrame name={product.name}>
      <ProductPictures eager={firstScreen} />
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {product.name}
          </Typography>
          <StateChip
            on={product.isInStock}
            onLabel="In Stock"
            offLabel="Out of Stock"
            offColor="error"
            testId="stock-badge"
          />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {product.categoryName} · {product.weight}
        </Typography>
        {product.description && (
          <Typography
            variant="body2"
            sx={{ mt: 1, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          >
            {product.description}
          </Typography>
        )}
        <Box sx={{ mt: 1.5 }}>
          <DiscountedPrice price={product.discountedPrice} original={product.originalPrice} />
          <ProductGstRate product={product} />
        </Box>
        <Box sx={{ mt: 1.5 }}>
          <ProductStock />
        </Box>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 0.5, px: 2, pb: 2 }}>
        <StockToggleButton />
        <EditButton />
        <DeleteProductButton />
      </CardActions>
    </ProductCardFrame>
  );
}
