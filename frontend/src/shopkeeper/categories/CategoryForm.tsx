import { maxLength, SaveButton, SimpleForm, TextInput, Toolbar } from 'react-admin';
import type { ReactNode } from 'react';

const CATEGORY_NAME_TOO_SHORT = 'Category name must be at least 2 characters.';

const validateName = (value: unknown) =>
  typeof value === 'string' && value.trim().length >= 2 ? undefined : CATEGORY_NAME_TOO_SHORT;

/** The fields a shopkeeper may send: the shop comes from the session (decision D5). */
export const categoryBody = ({ name, description }: { name: string; description?: string | null }) => ({
  name,
  description: description ?? null,
});

export function CategoryForm({ extraActions }: { extraActions?: ReactNode }) {
  return (
    <SimpleForm
      toolbar={
        <Toolbar sx={{ justifyContent: 'space-between' }}>
          <SaveButton />
          {extraActions}
        </Toolbar>
      }
    >
      <TextInput source="name" validate={[validateName, maxLength(50)]} isRequired />
      <TextInput source="description" multiline minRows={2} validate={maxLength(500)} />
    </SimpleForm>
  );
}
