import { Checkbox, FormControlLabel, FormHelperText, Grid, TextField } from '@mui/material';
import { useState } from 'react';
import { useFormState } from '../../forms/useFormState';
import { FormDialog } from '../../components/FormDialog';
import type { Address } from './addresses-api';
import { addressFormValues, coordinateValues, pinnedPoint, toAddressRequest, validateAddress } from './address-form';
import { AddressPin } from './AddressPin';
import { StateSelect } from './StateSelect';
import { useAddAddress, useUpdateAddress } from './address-mutations';

interface AddressFormDialogProps {
  /** The address to edit; none to add a new one. */
  address?: Address;
  /** The customer has no address yet: this one becomes the default whatever is chosen. */
  isFirst: boolean;
  onClose: () => void;
}

/** Add or edit an address. */
export function AddressFormDialog({ address, isFirst, onClose }: AddressFormDialogProps) {
  const add = useAddAddress();
  const update = useUpdateAddress();
  const { values, field, set, check } = useFormState(addressFormValues(address), validateAddress);
  const [isDefault, setIsDefault] = useState(address?.isDefault ?? isFirst);
  // The server keeps exactly one default: it can be moved to another address, never switched off.
  const defaultLocked = isFirst || Boolean(address?.isDefault);

  const submit = () => {
    if (!check()) return;
    const body = toAddressRequest(values, isDefault);
    if (address) update.mutate({ id: address.id, body }, { onSuccess: onClose });
    else add.mutate(body, { onSuccess: onClose });
  };

  return (
    <FormDialog
      title={address ? 'Edit Address' : 'Add Address'}
      submitLabel="Save Address"
      pending={add.isPending || update.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Grid container spacing={2} sx={{ pt: 1 }}>
        <Grid size={12}>
          <TextField label="Title" placeholder="Home, Office…" required fullWidth {...field('title')} />
        </Grid>
        <Grid size={12}>
          <TextField label="Address Line" autoComplete="street-address" required fullWidth {...field('addressLine')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField label="City" autoComplete="address-level2" required fullWidth {...field('city')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <StateSelect {...field('state')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label="Pincode"
            autoComplete="postal-code"
            required
            fullWidth
            {...field('pincode')}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          />
        </Grid>
        <Grid size={12}>
          <AddressPin
            latitude={field('latitude')}
            longitude={field('longitude')}
            point={pinnedPoint(values)}
            onPick={(point) => set(point ? coordinateValues(point) : { latitude: '', longitude: '' })}
          />
        </Grid>
        <Grid size={12}>
          <FormControlLabel
            control={
              <Checkbox
                checked={isDefault}
                disabled={defaultLocked}
                onChange={(event) => setIsDefault(event.target.checked)}
              />
            }
            label="Use as my default address"
          />
          {defaultLocked && (
            <FormHelperText>
              {isFirst
                ? 'Your first address becomes your default address.'
                : 'To change the default, choose Set as default on another address.'}
            </FormHelperText>
          )}
        </Grid>
      </Grid>
    </FormDialog>
  );
}
