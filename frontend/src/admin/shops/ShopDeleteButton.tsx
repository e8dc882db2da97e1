import { DeleteWithConfirmButton, useRecordContext, useRedirect } from 'react-admin';
import { errorMessage } from '../../api/errors';
import { useToast } from '../../components/toast/useToast';
import type { Shop } from './shop-fields';

/**
 * Deleting asks first and says what follows: the shopkeeper loses access, the orders stay.
 * From the edit page it goes back to the list, since the shop it showed is gone.
 */
export function ShopDeleteButton({ backToList = false }: { backToList?: boolean }) {
  const shop = useRecordContext<Shop>();
  const { toast } = useToast();
  const redirect = useRedirect();
  if (!shop) return null;
  return (
    <DeleteWithConfirmButton
      mutationMode="pessimistic"
      confirmColor="warning"
      confirmTitle={`Delete ${shop.name}?`}
      confirmContent={
        `The shop disappears from every list and its shopkeeper (${shop.shopkeeperUsername}) ` +
        'will no longer be able to sign in. Its orders are kept.'
      }
      mutationOptions={{
        onSuccess: () => {
          toast({ title: 'Shop deleted', description: `${shop.name} was removed; its orders are kept.` });
          if (backToList) redirect('list', 'shops');
        },
        onError: (error) =>
          toast({ title: 'Failed to delete shop', description: errorMessage(error), variant: 'destructive' }),
      }}
    />
  );
}
