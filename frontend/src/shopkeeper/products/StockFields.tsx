import { Stack } from '@mui/material';
import { TextInput } from 'react-admin';
import { validateStockCount } from './product-validation';

/** A whole number of units, empty for none. */
function CountInput({ source, label, helperText }: { source: string; label: string; helperText: string }) {
  return (
    <TextInput
      source={source}
      label={label}
      helperText={helperText}
      validate={validateStockCount}
      inputMode="numeric"
    />
  );
}

/** The product form's stock count and the count at which it is low on stock. */
export function StockFields() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
      <CountInput source="stockQuantity" label="Stock quantity" helperText="Leave empty if you do not count it" />
      <CountInput source="lowStockThreshold" label="Low stock at" helperText="Marked low at or below this many" />
    </Stack>
  );
}
