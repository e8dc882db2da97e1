import AddCardIcon from '@mui/icons-material/AddCard';
import { Button, Stack, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, dataOf } from '../../api/client';
import { errorMessage } from '../../api/errors';
import { queryKeys } from '../../api/query-keys';
import { FormDialog } from '../../components/FormDialog';
import { NoteField } from '../../components/NoteField';
import { useToast } from '../../components/toast/useToast';
import { formatRupees, todayInIndia } from '../../format';

interface SettlementFields {
  amount: string;
  settledOn: string;
  reference: string;
  note: string;
}

const blank = (): SettlementFields => ({ amount: '', settledOn: todayInIndia(), reference: '', note: '' });

/**
 * The admin records a payment of commission the shop made: amount, the day it was paid and its
 * reference (once per shop), with an optional note. The server checks each; its refusal shows here.
 */
export function RecordSettlementButton({ shopId, shopName }: { shopId: string; shopName: string }) {
  const [open, setOpen] = useState(false);
  const [fields, setFields] = useState<SettlementFields>(blank);
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const record = useMutation({
    mutationFn: (body: SettlementFields) =>
      dataOf(api.POST('/api/admin/settlements', { body: { shopId, ...body, note: body.note || null } })),
    onSuccess: (settlement) => {
      toast({ title: 'Settlement recorded', description: `${formatRupees(settlement.amount)} from ${shopName}` });
      void queryClient.invalidateQueries({ queryKey: queryKeys.ledger });
      setOpen(false);
    },
  });
  const set = (field: keyof SettlementFields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [field]: event.target.value }));
  return (
    <>
      <Button
        variant="contained"
        startIcon={<AddCardIcon />}
        onClick={() => {
          setFields(blank());
          record.reset();
          setOpen(true);
        }}
        sx={{ alignSelf: { md: 'flex-start' } }}
      >
        Record settlement
      </Button>
      <FormDialog
        open={open}
        title="Record settlement"
        submitLabel="Record"
        pendingLabel="Recording..."
        pending={record.isPending}
        error={record.error && errorMessage(record.error)}
        maxWidth="xs"
        onSubmit={() => record.mutate(fields)}
        onClose={() => setOpen(false)}
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Amount (₹)"
            value={fields.amount}
            onChange={set('amount')}
            required
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField
            label="Paid on"
            type="date"
            value={fields.settledOn}
            onChange={set('settledOn')}
            required
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: todayInIndia() } }}
          />
          <TextField
            label="Reference"
            value={fields.reference}
            onChange={set('reference')}
            required
            helperText="UTR, receipt or cheque number"
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <NoteField
            label="Note"
            value={fields.note}
            onChange={(note) => setFields((current) => ({ ...current, note }))}
            maxLength={500}
          />
        </Stack>
      </FormDialog>
    </>
  );
}
