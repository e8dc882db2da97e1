import { Button } from '@mui/material';
import { useRecordContext, useUpdate } from 'react-admin';
import { errorMessage } from '../../api/errors';
import { useToast } from '../../components/toast/useToast';
import type { Product } from '../shopkeeper-types';

/**
 * Flips the product's stock with a PUT carrying only `isInStock`. Not offered for a product counted
 * at 0: that is out of stock whatever its switch, until units are added with +.
 */
export function StockToggleButton() {
  const product = useRecordContext<Product>();
  const [update, { isPending }] = useUpdate<Product>();
  const { toast } = useToast();
  if (!product || product.stockQuantity === 0) return null;

  const toggle = () =>
    update(
      'products',
      { id: product.id, data: { isInStock: !product.isInStock }, previousData: product },
      {
        mutationMode: 'pessimistic',
        onSuccess: (saved) =>
          toast({ title: saved.isInStock ? 'Marked in stock' : 'Marked out of stock', description: saved.name }),
        onError: (error) => toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }),
      },
    );

  return (
    <Button
      size="small"
      variant="outlined"
      color={product.isInStock ? 'warning' : 'success'}
      onClick={toggle}
      disabled={isPending}
    >
      {product.isInStock ? 'Make Out of Stock' : 'Make In Stock'}
    </Button>
  );
}
