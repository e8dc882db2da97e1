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
import { validateDiscountedPrice, validateGstPercentage, validatePrice } from './product-validation';

const rupee = { startAdornment: <InputAdornment position="start">₹</InputAdornment> };
const percent = { endAdornment: <InputAdornment position="end">%</InputAdornment> };

interface AmountInputProps {
  source: string;
  label: string;
  validate: Validator;
  /** The ₹ before the number or the % after it. */
  unit: typeof rupee | typeof percent;
}

/** A required decimal field (a price or a GST rate) shown with its unit. */
function AmountInput({ source, label, validate, unit }: AmountInputProps) {
  return (
    <TextInput
      source={source}
      label={label}
      validate={[required(), validate]}
      slotProps={{ input: unit }}
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
          <AmountInput source="originalPrice" label="Original price" validate={validatePrice} unit={rupee} />
          <AmountInput
            source="discountedPrice"
            label="Discounted price"
            validate={validateDiscountedPrice}
            unit={rupee}
          />
        </Stack>
        <AmountInput source="gstPercentage" label="GST" validate={validateGstPercentage} unit={percent} />
        <BooleanInput source="gstIncluded" label="GST included in the price" />
        <BooleanInput source="isInStock" label="In stock" />
      </DialogContent>
      <DialogActions>
        <RaButton label="Cancel" onClick={onCancel} />
        <SaveButton />
      </DialogActions>
    </Form>
  );
}
