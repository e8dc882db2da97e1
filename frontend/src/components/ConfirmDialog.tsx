import { DialogContentText } from '@mui/material';
import { FormDialog, type FormDialogProps } from './FormDialog';

type ConfirmDialogProps = Pick<
  FormDialogProps,
  'open' | 'title' | 'children' | 'cancelLabel' | 'pending' | 'onClose'
> & {
  confirmLabel: string;
  /** Shown on the confirm button while the action runs. */
  pendingLabel: string;
  onConfirm: () => void;
};

/** Asks before an action that cannot be undone (deleting, cancelling); the confirm button is red. */
export function ConfirmDialog({ confirmLabel, onConfirm, children, ...props }: ConfirmDialogProps) {
  return (
    <FormDialog {...props} submitLabel={confirmLabel} onSubmit={onConfirm} submitColor="error" maxWidth="xs">
      <DialogContentText component="div">{children}</DialogContentText>
    </FormDialog>
  );
}
