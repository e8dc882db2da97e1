import { Box } from '@mui/material';
import { maxValue, minValue, NumberInput, regex, required, TextInput } from 'react-admin';

/** Rupees with at most two decimals, as the server takes them; empty is sent as null: no minimum. */
const MONEY = /^\d+(\.\d{1,2})?$/;
const emptyAsNull = (value: string) => (value.trim() === '' ? null : value.trim());

const validate = {
  deliveryRadiusKm: [minValue(0.1), maxValue(1000)],
  minimumOrder: [regex(MONEY, 'Enter an amount in rupees such as 199 or 199.50')],
  preparationMinutes: [minValue(1), maxValue(1440)],
  preparationMinutesOfShop: [required(), minValue(1), maxValue(1440)],
};

/**
 * How far a shop delivers, the least it takes, and how long it needs to get an order ready. A new
 * shop left without a radius or a preparation time gets the server's standard ones; a shop has a
 * preparation time, and a radius cleared goes back to the standard one.
 */
export function DeliveryInputs({ isNew = false }: { isNew?: boolean }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
        columnGap: 2,
        width: '100%',
      }}
    >
      <NumberInput
        source="deliveryRadiusKm"
        label="Delivery radius (km)"
        step={0.1}
        helperText="Leave empty for the standard radius"
        validate={validate.deliveryRadiusKm}
      />
      <TextInput
        source="minimumOrder"
        label="Minimum order (₹)"
        helperText="Leave empty for no minimum"
        parse={emptyAsNull}
        validate={validate.minimumOrder}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <NumberInput
        source="preparationMinutes"
        label="Preparation time (minutes)"
        step={1}
        helperText={isNew ? 'Leave empty for the standard time' : undefined}
        validate={isNew ? validate.preparationMinutes : validate.preparationMinutesOfShop}
      />
    </Box>
  );
}
