import { DialogActions, DialogContent, InputAdornment, Stack } from '@mui/material';
import {
  BooleanInput,
  Form,
  maxLength,
  minLength,
  ReferenceInput,
  required,
  SaveButton,
  SelectInput,
  TextInput,
  Button as RaButton,
  type Validator,
} from 'react-admin';
import { GstRateInput } from './GstRateInput';
import { validateDiscountedPrice, validateHsnCode, validatePrice } from './product-validation';
import { StockFields } from './StockFields';

const rupee = { startAdornment: <InputAdornment position="start">₹</InputAdornment> };

/** A required price in rupees, shown with its ₹. */
function PriceInput({ source, label, validate }: { source: string; label: string; validate: Validator }) {
  return (
    <TextInput
      source={source}
      label={label}
      validate={[required(), validate]}
      slotProps={{ input: rupee }}
      inputMode="decimal"
    />
  );
}

/**
 * The product fields of the add and edit dialogs. The fields show their own errors, so no
 * 'form is not valid' toast covers the dialog's buttons.
 */
export function ProductForm({ onCancel }: { onCancel: () => void }) {
  return (
    <Form disableInvalidFormNotification>
      <DialogContent dividers>
        <TextInput source="name" validate={[required(), minLength(2), maxLength(100)]} />
        <TextInput source="description" multiline minRows={2} validate={maxLength(1000)} />
        <ReferenceInput
          source="categoryId"
          reference="categories"
          sort={{ field: 'name', order: 'ASC' }}
          perPage={1000}
        >
          <SelectInput optionText="name" label="Category" validate={required()} />
        </ReferenceInput>
        <TextInput
          source="weight"
          validate={[required(), maxLength(50)]}
          helperText="For example 1kg, 500g or 6 pieces"
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
          <PriceInput source="originalPrice" label="Original price" validate={validatePrice} />
          <PriceInput source="discountedPrice" label="Discounted price" validate={validateDiscountedPrice} />
        </Stack>
        <GstRateInput />
        <TextInput
          source="hsnCode"
          label="HSN code"
          validate={validateHsnCode}
          helperText="4 to 8 digits, printed on tax invoices"
          inputMode="numeric"
        />
        <BooleanInput source="gstIncluded" label="GST included in the price" />
        <BooleanInput source="isInStock" label="In stock" />
        <StockFields />
      </DialogContent>
      <DialogActions>
        <RaButton label="Cancel" onClick={onCancel} />
        <SaveButton />
      </DialogActions>
    </Form>
  );
}
