import { useContext } from 'react';
import { ToastContext, type ShowToast } from './toast-context';

export type { ToastOptions } from './toast-context';

export function useToast(): { toast: ShowToast } {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast must be used inside <ToastProvider>');
  return { toast };
}
