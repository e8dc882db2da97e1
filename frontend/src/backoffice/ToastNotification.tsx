import { useEffect } from 'react';
import { useNotificationContext, useTakeUndoableMutation, useTranslate } from 'react-admin';
import { useToast } from '../components/toast/useToast';

/**
 * react-admin's notifications shown through the site's own toasts, so a back office never shows
 * two messages at once and failures look the same everywhere (title 'Error', the server's reason).
 * Pass it as <Admin notification={ToastNotification}>.
 */
export function ToastNotification() {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  const { toast } = useToast();

  useEffect(() => {
    if (notifications.length === 0) return;
    const notification = takeNotification();
    if (!notification) return;
    const { message, type, notificationOptions } = notification;
    // The back offices save pessimistically; should an undoable mutation slip through, run it now.
    if (notificationOptions?.undoable) takeMutation()?.({ isUndo: false });
    const text = typeof message === 'string' ? translate(message, notificationOptions?.messageArgs) : '';
    if (type === 'error') toast({ title: 'Error', description: text, variant: 'destructive' });
    else toast({ title: text });
  }, [notifications, takeNotification, takeMutation, translate, toast]);

  return null;
}
