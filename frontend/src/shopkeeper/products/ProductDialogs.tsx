import { Dialog, DialogTitle } from '@mui/material';
import { CreateBase, EditBase } from 'react-admin';
import { errorMessage } from '../../api/errors';
import { useToast } from '../../components/toast/useToast';
import type { Product } from '../shopkeeper-types';
import { productBody } from './product-validation';
import { ProductForm } from './ProductForm';

const NEW_PRODUCT = { gstIncluded: true, isInStock: true };

/** Toasts for a saved product; the dialog closes only on success, keeping the entries on failure. */
function useSaveOptions(onClose: () => void, successTitle: string) {
  const { toast } = useToast();
  return {
    onSuccess: (product: Product) => {
      toast({ title: successTitle, description: product.name });
      onClose();
    },
    onError: (error: unknown) => {
      toast({ title: 'Failed to save product', description: errorMessage(error), variant: 'destructive' });
    },
  };
}

export function ProductCreateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const mutationOptions = useSaveOptions(onClose, 'Product added');
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="product-create-title">
      <DialogTitle id="product-create-title">Add Product</DialogTitle>
      <CreateBase
        resource="products"
        record={NEW_PRODUCT}
        redirect={false}
        transform={productBody}
        mutationOptions={mutationOptions}
      >
        <ProductForm onCancel={onClose} />
      </CreateBase>
    </Dialog>
  );
}

export function ProductEditDialog({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  const mutationOptions = useSaveOptions(onClose, 'Product updated');
  return (
    <Dialog open={id !== undefined} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="product-edit-title">
      <DialogTitle id="product-edit-title">Edit Product</DialogTitle>
      {id !== undefined && (
        <EditBase
          resource="products"
          id={id}
          mutationMode="pessimistic"
          redirect={false}
          transform={productBody}
          mutationOptions={mutationOptions}
        >
          <ProductForm onCancel={onClose} />
        </EditBase>
      )}
    </Dialog>
  );
}
