import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { errorMessage } from '../../api/errors';
import { useToast } from '../../components/toast/useToast';
import type { ShopkeeperDataProvider } from '../shopkeeper-data-provider';
import type { Product } from '../shopkeeper-types';
import { useStoreProduct } from './useStoreProduct';

type PictureChange =
  { kind: 'add'; file: File } | { kind: 'remove'; imageId: string } | { kind: 'makeMain'; imageId: string };

const DONE: Record<PictureChange['kind'], string> = {
  add: 'Picture added',
  remove: 'Picture removed',
  makeMain: 'Main picture changed',
};

const FAILED: Record<PictureChange['kind'], string> = {
  add: 'Picture not added',
  remove: 'Picture not removed',
  makeMain: 'Main picture not changed',
};

/** A refused change, kept beside the pictures until the next change: the server's reason in its words. */
export interface PictureError {
  title: string;
  message: string;
}

/** Adds, removes and reorders a product's pictures. Each answer is the product, put straight into the caches. */
export function useProductPictures(product: Product) {
  const dataProvider = useDataProvider<ShopkeeperDataProvider>();
  const storeProduct = useStoreProduct();
  const { toast } = useToast();
  const [error, setError] = useState<PictureError | null>(null);

  const mutation = useMutation({
    mutationFn: (change: PictureChange) => {
      switch (change.kind) {
        case 'add':
          return dataProvider.addProductImage(product.id, change.file);
        case 'remove':
          return dataProvider.removeProductImage(product.id, change.imageId);
        case 'makeMain': {
          const others = (product.images ?? []).filter((picture) => picture.id !== change.imageId);
          return dataProvider.reorderProductImages(product.id, [change.imageId, ...others.map(({ id }) => id)]);
        }
      }
    },
    onMutate: () => setError(null),
    onSuccess: (saved, change) => {
      storeProduct(saved);
      toast({ title: DONE[change.kind], description: saved.name });
    },
    onError: (failure, change) => setError({ title: FAILED[change.kind], message: errorMessage(failure) }),
  });

  return {
    add: (file: File) => mutation.mutate({ kind: 'add', file }),
    remove: (imageId: string) => mutation.mutate({ kind: 'remove', imageId }),
    makeMain: (imageId: string) => mutation.mutate({ kind: 'makeMain', imageId }),
    pending: mutation.isPending ? mutation.variables.kind : undefined,
    error,
  };
}
