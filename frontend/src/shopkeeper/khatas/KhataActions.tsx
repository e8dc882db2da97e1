import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import type { Khata } from '../shopkeeper-types';
import { CorrectionDialog, CreditLimitDialog, FreezeDialog, RecordPaymentDialog } from './KhataDialogs';

const DIALOGS = {
  payment: RecordPaymentDialog,
  correction: CorrectionDialog,
  limit: CreditLimitDialog,
  freeze: FreezeDialog,
} as const;

/** What the shop does to a khata, each in its dialog. Entries are never edited nor deleted: a correction puts a mistake right. */
export function KhataActions({ khata }: { khata: Khata }) {
  const [open, setOpen] = useState<keyof typeof DIALOGS | null>(null);
  const Dialog = open && DIALOGS[open];
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button variant="contained" onClick={() => setOpen('payment')}>
        Record payment
      </Button>
      <Button variant="outlined" onClick={() => setOpen('correction')}>
        Correct
      </Button>
      <Button variant="outlined" onClick={() => setOpen('limit')}>
        Change limit
      </Button>
      <Button variant="outlined" color={khata.frozen ? 'primary' : 'error'} onClick={() => setOpen('freeze')}>
        {khata.frozen ? 'Unfreeze' : 'Freeze'}
      </Button>
      {Dialog && <Dialog khata={khata} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
