import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { components } from '../../api/schema';
import { errorMessage } from '../../api/errors';
import { useToast } from '../../components/toast/useToast';
import { httpClient, uploadFile } from '../data-provider';
import { patchCachedRecords } from '../patch-cached-records';

/** What the logo editor reads of a shop, as admins and shopkeepers get it. */
export type LogoShop = Pick<components['schemas']['ShopResponse'], 'id' | 'name' | 'logo'>;

type LogoChange = { kind: 'upload'; file: File } | { kind: 'remove' };

const DONE: Record<LogoChange['kind'], string> = { upload: 'Logo updated', remove: 'Logo removed' };
const FAILED: Record<LogoChange['kind'], string> = { upload: 'Logo not updated', remove: 'Logo not removed' };

/** A refused change, kept beside the logo until the next change: the server's reason in its words. */
export interface LogoError {
  title: string;
  message: string;
}

/**
 * Uploads (in place of the one before) and removes a shop's logo at `logoUrl`. Each answer is the
 * shop; only its logo is put into react-admin's caches of `resource`, so that a form being edited
 * around it keeps what was typed.
 */
export function useShopLogo(shop: LogoShop, { logoUrl, resource }: { logoUrl: string; resource: string }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [error, setError] = useState<LogoError | null>(null);

  const mutation = useMutation({
    mutationFn: async (change: LogoChange): Promise<LogoShop> => {
      if (change.kind === 'upload') return uploadFile<LogoShop>(logoUrl, change.file, 'PUT');
      const { json } = await httpClient(logoUrl, { method: 'DELETE' });
      return json as LogoShop;
    },
    onMutate: () => setError(null),
    onSuccess: ({ id, name, logo }, change) => {
      const withLogo = <T extends LogoShop>(record: T): T => (record.id === id ? { ...record, logo } : record);
      patchCachedRecords<LogoShop>(queryClient, resource, withLogo);
      toast({ title: DONE[change.kind], description: name });
    },
    onError: (failure, change) => setError({ title: FAILED[change.kind], message: errorMessage(failure) }),
  });

  return {
    upload: (file: File) => mutation.mutate({ kind: 'upload', file }),
    remove: () => mutation.mutate({ kind: 'remove' }),
    pending: mutation.isPending ? mutation.variables.kind : undefined,
    error,
  };
}
