import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Box, Button, IconButton, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title } from 'react-admin';
import { api, dataOf } from '../../api/client';
import { useDeliveryFees, type DeliveryFees } from '../../api/delivery-fees';
import { errorMessage } from '../../api/errors';
import { queryKeys } from '../../api/query-keys';
import { FormRefusal } from '../../backoffice/shop-hours/FormRefusal';
import { QueryState } from '../../backoffice/QueryState';
import { SectionCard } from '../../backoffice/SectionCard';
import { useToast } from '../../components/toast/useToast';
import { formatRupees } from '../../format';
import { bandErrors, MAX_BANDS, toBands, toDrafts, type BandDraft } from './delivery-fee-bands';

/** The bands being edited, each distance and fee typed; Save sends them all. */
function BandsForm({ fees }: { fees: DeliveryFees }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [drafts, setDrafts] = useState<BandDraft[]>(() => toDrafts(fees.bands));
  const [tried, setTried] = useState(false);
  const errors = bandErrors(drafts, fees.freeWithinKm);
  const save = useMutation({
    mutationFn: () => dataOf(api.PUT('/api/admin/delivery-fees', { body: { bands: toBands(drafts) } })),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.deliveryFees, saved);
      setDrafts(toDrafts(saved.bands));
      setTried(false);
      toast({ title: 'Delivery fees saved' });
    },
  });

  const change = (index: number, changes: Partial<BandDraft>) =>
    setDrafts((current) => current.map((draft, at) => (at === index ? { ...draft, ...changes } : draft)));
  const submit = () => {
    setTried(true);
    if (errors.every((error) => !error.upToKm && !error.fee)) save.mutate();
  };
  const lastKm = Number(drafts.at(-1)?.upToKm) || fees.freeWithinKm;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack component="ol" spacing={2} aria-label="Delivery fee bands" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {drafts.map((draft, index) => {
          const from = index === 0 ? fees.freeWithinKm : drafts[index - 1].upToKm;
          const error = tried ? errors[index] : {};
          return (
            <Stack component="li" key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <TextField
                label={`From ${from} km up to (km)`}
                value={draft.upToKm}
                onChange={(event) => change(index, { upToKm: event.target.value })}
                error={Boolean(error.upToKm)}
                helperText={error.upToKm}
                size="small"
                sx={{ flex: 1, minWidth: 0 }}
                slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `Band ${index + 1}: up to km` } }}
              />
              <TextField
                label="Fee (₹)"
                value={draft.fee}
                onChange={(event) => change(index, { fee: event.target.value })}
                error={Boolean(error.fee)}
                helperText={error.fee}
                size="small"
                sx={{ flex: 1, minWidth: 0 }}
                slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `Band ${index + 1}: fee` } }}
              />
              <IconButton
                aria-label={`Remove band ${index + 1}`}
                onClick={() => setDrafts((current) => current.filter((_, at) => at !== index))}
                disabled={drafts.length === 1}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Stack>
          );
        })}
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
        <Button
          startIcon={<AddIcon />}
          disabled={drafts.length >= MAX_BANDS}
          onClick={() => setDrafts((current) => [...current, { upToKm: String(lastKm + 5), fee: '' }])}
        >
          Add band
        </Button>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save delivery fees'}
        </Button>
      </Stack>
      {drafts.length >= MAX_BANDS && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          At most {MAX_BANDS} bands.
        </Typography>
      )}
      <FormRefusal message={save.isError ? errorMessage(save.error) : null} />
    </Box>
  );
}

/**
 * /admin/delivery-fees: what delivery costs by distance from the shop. Free delivery near the shop
 * is the server's configuration, shown here; the bands after it are the admin's to set.
 */
export default function DeliveryFeesPage() {
  const fees = useDeliveryFees();
  return (
    <Box sx={{ mt: 2, maxWidth: 720 }}>
      <Title title="Delivery fees" />
      <QueryState query={fees} what="the delivery fees" />
      {fees.data && (
        <Stack spacing={2}>
          <SectionCard title="Free delivery">
            <Typography data-testid="free-within">Free within {fees.data.freeWithinKm} km of the shop.</Typography>
            <Typography variant="body2" color="text.secondary">
              Set in the server&apos;s configuration, not here.
            </Typography>
          </SectionCard>
          <SectionCard title="Fee by distance">
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              Each band charges its fee up to its distance; beyond the last band, up to a shop&apos;s delivery radius,
              the last band&apos;s fee applies. Shops not on the map charge {formatRupees(fees.data.unlocatedShopFee)}.
            </Typography>
            <BandsForm fees={fees.data} />
          </SectionCard>
        </Stack>
      )}
    </Box>
  );
}
