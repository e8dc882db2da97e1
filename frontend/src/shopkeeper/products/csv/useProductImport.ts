import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useRefresh } from 'react-admin';
import { errorBody, errorMessage } from '../../../api/errors';
import { useToast } from '../../../components/toast/useToast';
import type { ShopkeeperDataProvider } from '../../shopkeeper-data-provider';
import type { ImportSummary } from '../../shopkeeper-types';

/** A refused commit (400) answers the file as the server read it then: its problems replace the preview's. */
function refusedSummary(error: unknown): ImportSummary | undefined {
  const body = errorBody(error);
  return body && Array.isArray(body.problems) ? (body as unknown as ImportSummary) : undefined;
}

/**
 * A product CSV import in two steps: the chosen file is sent for a preview at once (the server
 * checks every row and changes nothing), then `importFile` commits it, all rows or none. After the
 * commit the lists refresh, a toast says what changed and `onImported` runs.
 */
export function useProductImport(onImported: () => void) {
  const dataProvider = useDataProvider<ShopkeeperDataProvider>();
  const refresh = useRefresh();
  const { toast } = useToast();
  const [file, setFile] = useState<File>();

  const preview = useMutation({ mutationFn: (chosen: File) => dataProvider.importProducts(chosen, false) });
  const commit = useMutation({
    mutationFn: (chosen: File) => dataProvider.importProducts(chosen, true),
    onSuccess: ({ created, updated }) => {
      refresh();
      toast({ title: 'Products imported', description: `${created} added, ${updated} updated` });
      onImported();
    },
  });

  const refused = refusedSummary(commit.error);
  const summary = refused ?? preview.data;
  const failure = preview.error ?? (refused ? undefined : commit.error);
  return {
    file,
    choose(chosen: File) {
      setFile(chosen);
      commit.reset();
      preview.mutate(chosen);
    },
    importFile() {
      if (file) commit.mutate(file);
    },
    summary: preview.isPending ? undefined : summary,
    failure: failure ? errorMessage(failure) : undefined,
    checking: preview.isPending,
    importing: commit.isPending,
    canImport:
      summary !== undefined &&
      summary.rows > 0 &&
      summary.problemCount === 0 &&
      !preview.isPending &&
      !commit.isPending,
  };
}
