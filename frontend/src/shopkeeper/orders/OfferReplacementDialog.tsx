import { Autocomplete, Box, DialogContentText, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useGetList } from 'react-admin';
import { errorMessage } from '../../api/errors';
import { FormDialog } from '../../components/FormDialog';
import { useToast } from '../../components/toast/useToast';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { formatRupees } from '../../format';
import type { ShopkeeperDataProvider } from '../shopkeeper-data-provider';
import type { OfferSubstitution, Order, OrderItem, Product } from '../shopkeeper-types';
import { useStoreOrder } from './useStoreOrder';

const MAX_QUANTITY = 99;

/** Offers a replacement; the answer is the order, with the offer on the item (or already approved). */
function useOfferSubstitution(order: Order, item: OrderItem, onDone: () => void) {
  const dataProvider = useDataProvider<ShopkeeperDataProvider>();
  const storeOrder = useStoreOrder();
  const { toast } = useToast();
  return useMutation({
    mutationFn: (offer: OfferSubstitution) => dataProvider.offerSubstitution(order.id, item.id, offer),
    onSuccess: (saved) => {
      storeOrder(saved);
      const approved = saved.orderItems.find(({ id }) => id === item.id)?.substitution?.status === 'approved';
      toast({
        title: 'Replacement offered',
        description: approved
          ? 'The customer asked for a similar item: the replacement is now part of the order.'
          : 'The customer is asked to approve or reject it.',
      });
      onDone();
    },
  });
}

/** The shop's products in stock, searched by name as the shopkeeper types. */
function useProductsInStock(search: string) {
  const q = useDebouncedValue(search.trim(), 250);
  return useGetList<Product>('products', {
    pagination: { page: 1, perPage: 20 },
    sort: { field: 'name', order: 'ASC' },
    filter: { isInStock: true, ...(q ? { q } : {}) },
  });
}

function stockNote(product: Product): string {
  return product.stockQuantity === null ? '' : ` · ${product.stockQuantity} left`;
}

/**
 * Picks one of the shop's products in stock and a quantity to offer instead of an item it cannot
 * supply. Mounted only while open, so each opening starts afresh; the server's refusal shows inside.
 */
export function OfferReplacementDialog({
  order,
  item,
  onClose,
}: {
  order: Order;
  item: OrderItem;
  onClose: () => void;
}) {
  const [search, setSearch] = useState('');
  const [product, setProduct] = useState<Product | null>(null);
  const [quantity, setQuantity] = useState(String(item.quantity));
  const [tried, setTried] = useState(false);
  const products = useProductsInStock(search);
  const offering = useOfferSubstitution(order, item, onClose);
  const units = Number(quantity);
  const quantityProblem =
    Number.isInteger(units) && units >= 1 && units <= MAX_QUANTITY
      ? undefined
      : `Enter a whole number from 1 to ${MAX_QUANTITY}`;

  const submit = () => {
    setTried(true);
    if (!product || quantityProblem) return;
    offering.mutate({ productId: product.id, quantity: units });
  };

  return (
    <FormDialog
      title="Offer a replacement"
      submitLabel="Offer replacement"
      pendingLabel="Offering..."
      cancelLabel="Back"
      pending={offering.isPending}
      error={offering.error && errorMessage(offering.error)}
      onSubmit={submit}
      onClose={onClose}
    >
      <DialogContentText sx={{ mb: 2 }}>
        For {item.product.name} × {item.quantity} at {formatRupees(item.unitPrice)} each.
      </DialogContentText>
      <Stack spacing={2}>
        <Autocomplete
          options={(products.data ?? []).filter(({ id }) => id !== item.product.id)}
          value={product}
          onChange={(_event, chosen) => setProduct(chosen)}
          inputValue={search}
          onInputChange={(_event, text) => setSearch(text)}
          // The server searches; the options are its answer.
          filterOptions={(options) => options}
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          loading={products.isFetching}
          noOptionsText="No product in stock by that name"
          renderOption={({ key, ...props }, option) => (
            <Box component="li" key={key} {...props}>
              <Box>
                <Typography sx={{ fontWeight: 600 }}>{option.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {option.weight} · {formatRupees(option.discountedPrice)}
                  {stockNote(option)}
                </Typography>
              </Box>
            </Box>
          )}
          renderInput={(params) => (
            <TextField
              {...params}
              label="Replacement product"
              required
              error={tried && !product}
              helperText={
                product
                  ? `${formatRupees(product.discountedPrice)} each${stockNote(product)}`
                  : tried
                    ? 'Choose a product'
                    : 'Search your products in stock'
              }
            />
          )}
        />
        <TextField
          label="Quantity"
          type="number"
          required
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
          error={tried && quantityProblem !== undefined}
          helperText={tried ? quantityProblem : undefined}
          slotProps={{ htmlInput: { min: 1, max: MAX_QUANTITY, step: 1 } }}
          sx={{ maxWidth: 160 }}
        />
      </Stack>
    </FormDialog>
  );
}
