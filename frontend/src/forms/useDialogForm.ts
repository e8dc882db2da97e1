import { useFormState } from './useFormState';
import type { FieldErrors } from './validation';

/** A form of a dialog: the values it starts from, how they are checked, and the body they are sent as. */
export interface DialogForm<T extends object, Body> {
  initial: T;
  validate: (values: T) => FieldErrors<T>;
  toRequest: (values: T) => Body;
}

/** What sends the body (a react-query mutation); it reports the server's refusal itself. */
interface Sender<Body> {
  mutate: (body: Body, options: { onSuccess: () => void }) => void;
  isPending: boolean;
}

/**
 * The fields of `form` in a FormDialog, and the dialog's own props (`dialog`, to spread on it): a
 * submit checks the values, sends them, and closes the dialog once the server took them.
 */
export function useDialogForm<T extends object, Body>(
  form: DialogForm<T, Body>,
  sender: Sender<Body>,
  onClose: () => void,
) {
  const state = useFormState(form.initial, form.validate);
  const onSubmit = () => {
    if (state.check()) sender.mutate(form.toRequest(state.values), { onSuccess: onClose });
  };
  return { ...state, dialog: { pending: sender.isPending, onSubmit, onClose } };
}
