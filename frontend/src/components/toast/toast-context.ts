import { createContext } from 'react';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /**
   * A toast that can wait (news, not the answer to what the person just did): it does not replace the
   * toast shown, and a toast that replaces it shows it again afterwards.
   */
  canWait?: boolean;
}

export type ShowToast = (options: ToastOptions) => void;

export const ToastContext = createContext<ShowToast | null>(null);
