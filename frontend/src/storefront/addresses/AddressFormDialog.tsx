import { Checkbox, FormControlLabel, FormHelperText, Grid, TextField } from '@mui/material';
import { useState } from 'react';
import { usePincodeLookup } from '../../components/map/pincode-lookup';
import { FormDialog } from '../../components/FormDialog';
import { pointOf, type GeoPoint } from '../../components/map/geo';
import type { LocationPrecision } from '../../components/map/LocationPrecisionNote';
import { LocationPicker } from '../../components/map/LocationPicker';
import { useFormState } from '../../forms/useFormState';
import type { Address } from './addresses-api';
import { addressFormValues, toAddressRequest, validateAddress, type PinChange } from './address-form';
import { StateSelect } from './StateSelect';
import { useAddAddress, useUpdateAddress } from './address-mutations';

interface AddressFormDialogProps {
  /** The address to edit; none to add a new one. */
  address?: Address;
  /** The customer has no address yet: this one becomes the default whatever is chosen. */
  isFirst: boolean;
  onClose: () => void;
}

/** Where the form's address is: the pin placed here, else the one it had, else its pincode's centre. */
function located(
  pin: PinChange,
  address: Address | undefined,
  pincodeCentre: GeoPoint | null,
): { point: GeoPoint | null; precision: LocationPrecision } {
  if (pin.kind === 'placed') return { point: pin.point, precision: 'pin' };
  const saved = address ? pointOf(address) : null;
  if (pin.kind === 'untouched' && address?.locationPrecision === 'pin' && saved) {
    return { point: saved, precision: 'pin' };
  }
  return pincodeCentre ? { point: pincodeCentre, precision: 'pincode' } : { point: null, precision: null };
}

/** Add or edit an address: its pincode fills the city and state and places it on the map, where a pin can be dragged. */
export function AddressFormDialog({ address, isFirst, onClose }: AddressFormDialogProps) {
  const add = useAddAddress();
  const update = useUpdateAddress();
  const { values, field, set, check } = useFormState(addressFormValues(address), validateAddress);
  const [isDefault, setIsDefault] = useState(address?.isDefault ?? isFirst);
  const [pin, setPin] = useState<PinChange>({ kind: 'untouched' });
  // The server keeps exactly one default: it can be moved to another address, never switched off.
  const defaultLocked = isFirst || Boolean(address?.isDefault);

  const pincode = usePincodeLookup(values.pincode);
  // A pincode found fills the city and state the customer left empty, once per pincode (both stay editable).
  const [filledFor, setFilledFor] = useState<string | null>(null);
  if (pincode.found && filledFor !== pincode.found.pincode) {
    setFilledFor(pincode.found.pincode);
    const changes = { city: values.city.trim() || pincode.found.district, state: values.state || pincode.found.state };
    if (changes.city !== values.city || changes.state !== values.state) set(changes);
  }
  const location = located(pin, address, pincode.found ? pointOf(pincode.found) : null);
  const pincodeField = field('pincode');
  const pincodeError = pincodeField.helperText ?? pincode.notFound;

  const submit = () => {
    if (!check() || pincode.notFound) return;
    const body = toAddressRequest(values, isDefault, pin);
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
          <TextField
            label="Pincode"
            autoComplete="postal-code"
            required
            fullWidth
            {...pincodeField}
            error={pincodeError !== undefined}
            helperText={
              pincodeError ?? (pincode.found ? `${pincode.found.district}, ${pincode.found.state}` : undefined)
            }
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField label="City" autoComplete="address-level2" required fullWidth {...field('city')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <StateSelect {...field('state')} />
        </Grid>
        <Grid size={12}>
          <LocationPicker
            point={location.point}
            precision={location.precision}
            onPin={(point) => setPin({ kind: 'placed', point })}
            onReset={() => setPin({ kind: 'reset' })}
            notLocated="Enter the pincode to place the address on the map."
            hint="The pincode places the address roughly; drag the marker to the door for the exact distance, fee and delivery time."
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
