import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import { api, dataOf } from '../../api/client';
import { errorMessage } from '../../api/errors';
import { queryKeys } from '../../api/query-keys';
import { patchCachedRecords } from '../../backoffice/patch-cached-records';
import { useToast } from '../../components/toast/useToast';
import { formatPercent } from '../../format';
import type { Shop } from './shop-fields';

type CommissionFields = Pick<Shop, 'id' | 'commissionRate' | 'commissionRateInForce'>;

/**
 * The platform's commission on the shop's delivered orders, saved by its own request at once (the
 * form's Save does not send it): a rate of the shop's own, or the platform default. Orders
 * delivered before keep the rate they were delivered at.
 */
export function CommissionRateEditor() {
  const shop = useRecordContext<Shop>();
  const [draft, setDraft] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const save = useMutation({
    mutationFn: (commissionRate: string | null) =>
      dataOf(
        api.PUT('/api/admin/shops/{id}/commission', { params: { path: { id: shop!.id } }, body: { commissionRate } }),
      ),
    onSuccess: ({ id, name, commissionRate, commissionRateInForce }) => {
      // Only these fields go into react-admin's caches, so that the form being edited keeps what was typed.
      const withRate = <T extends CommissionFields>(record: T): T =>
        record.id === id ? { ...record, commissionRate, commissionRateInForce } : record;
      patchCachedRecords<Shop>(queryClient, 'shops', withRate);
      void queryClient.invalidateQueries({ queryKey: queryKeys.ledger });
      setDraft(null);
      toast({
        title: 'Commission rate saved',
        description: `${name}: ${formatPercent(commissionRateInForce)}${commissionRate === null ? ' (platform default)' : ''}`,
      });
    },
  });
  if (!shop) return null;
  const value = draft ?? shop.commissionRate ?? '';
  const submit = () => save.mutate(value.trim() === '' ? null : value.trim());
  return (
    <Box component="section" aria-label="Commission" sx={{ width: '100%', mb: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Commission
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        In force: {formatPercent(shop.commissionRateInForce)} of the taxable value of each order delivered
        {shop.commissionRate === null ? ' (the platform default)' : ''}. Orders delivered before a change keep their
        rate. Leave the rate empty for the platform default.
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          label="Commission rate (%)"
          size="small"
          value={value}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            // Inside the shop's form: Enter saves the rate, not the shop.
            if (event.key !== 'Enter') return;
            event.preventDefault();
            submit();
          }}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <Button variant="outlined" onClick={submit} disabled={save.isPending}>
          {save.isPending ? 'Setting...' : 'Set rate'}
        </Button>
      </Stack>
      {save.error && (
        <Alert severity="error" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {errorMessage(save.error)}
        </Alert>
      )}
    </Box>
  );
}
