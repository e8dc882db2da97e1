import AddCardIcon from '@mui/icons-material/AddCard';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { api, dataOf } from '../../api/client';
import { errorMessage } from '../../api/errors';
import { queryKeys } from '../../api/query-keys';
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
  const titleId = useId();
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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    record.mutate(fields);
  };
  const close = () => {
    if (!record.isPending) setOpen(false);
  };
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
      <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
        <form onSubmit={submit} noValidate>
          <DialogTitle id={titleId}>Record settlement</DialogTitle>
          <DialogContent>
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
              <TextField
                label="Note"
                value={fields.note}
                onChange={set('note')}
                multiline
                minRows={2}
                slotProps={{ htmlInput: { maxLength: 500 } }}
              />
              {record.error && (
                <Alert severity="error" sx={{ overflowWrap: 'anywhere' }}>
                  {errorMessage(record.error)}
                </Alert>
              )}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={record.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={record.isPending}>
              {record.isPending ? 'Recording...' : 'Record'}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
