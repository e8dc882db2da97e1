import { Create, SimpleForm, TextInput, required, useRedirect } from 'react-admin';
import { useToast } from '../../components/toast/useToast';
import type { Khata } from '../shopkeeper-types';
import { creditLimitError } from './khata-forms';

/** The fields the server takes, trimmed. */
const openKhataBody = ({ customer, creditLimit }: { customer: string; creditLimit: string }) => ({
  customer: customer.trim(),
  creditLimit: String(creditLimit).trim(),
});

/**
 * Opens a khata for a customer the shop knows, by their account's username or phone number. An
 * unknown customer, or one with a khata here already, is refused under the customer field.
 */
export default function KhataCreate() {
  const { toast } = useToast();
  const redirect = useRedirect();
  return (
    <Create
      title="Open a khata"
      transform={openKhataBody}
      mutationOptions={{
        // In place of react-admin's own notice and redirect.
        onSuccess: (khata: Khata) => {
          toast({ title: 'Khata opened', description: `${khata.customerName} may now pay later` });
          redirect('edit', 'khatas', khata.id);
        },
      }}
    >
      <SimpleForm>
        <TextInput
          source="customer"
          label="Customer (username or phone)"
          helperText="The username or phone number of their Mohalla account"
          validate={required('Enter the customer’s username or phone number')}
        />
        <TextInput source="creditLimit" label="Credit limit (₹)" validate={creditLimitError} />
      </SimpleForm>
    </Create>
  );
}
