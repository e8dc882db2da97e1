import { FormControlLabel, FormHelperText, Switch, Box } from '@mui/material';
import { errorMessage } from '../../api/errors';
import { usePushDevice } from './push-device';

/** Pushes to this browser on or off; absent where the browser cannot receive them. */
export function PushDeviceSwitch() {
  const { device, toggle, isChanging, error } = usePushDevice();
  if (!device) return null;
  const blocked = device.permission === 'denied';
  return (
    <Box sx={{ mt: 2 }}>
      <FormControlLabel
        label="Push notifications on this device"
        control={
          <Switch
            checked={device.subscription !== null && !blocked}
            disabled={blocked || isChanging}
            onChange={() => toggle(device)}
          />
        }
      />
      {blocked && (
        <FormHelperText>Blocked in this browser: allow notifications for this site in its settings.</FormHelperText>
      )}
      {error && <FormHelperText error>{errorMessage(error)}</FormHelperText>}
    </Box>
  );
}
