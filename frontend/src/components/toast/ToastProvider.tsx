import { Box } from '@mui/material';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ToastContext, type ToastOptions } from './toast-context';

// Downloaded with the first toast: MUI's snackbar and alert are not needed before.
const Toast = lazy(() => import('./Toast'));

interface ShownToast extends ToastOptions {
  id: number;
}

/**
 * Shows one toast at a time: a new toast replaces the current one and restarts its 5 s timer; a toast
 * that can wait is shown after the current one instead, and one replaced is shown again after.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ShownToast | null>(null);
  const [open, setOpen] = useState(false);
  const nextId = useRef(0);
  const waiting = useRef<ToastOptions[]>([]);
  const shown = useRef<{ toast: ShownToast | null; open: boolean }>({ toast: null, open: false });
  const region = useRef<HTMLDivElement>(null);

  const show = useCallback((options: ToastOptions) => {
    nextId.current += 1;
    const next = { ...options, id: nextId.current };
    shown.current = { toast: next, open: true };
    setCurrent(next);
    setOpen(true);
  }, []);

  const toast = useCallback(
    (options: ToastOptions) => {
      const { toast: showing, open: isOpen } = shown.current;
      if (isOpen && options.canWait) {
        waiting.current.push(options);
        return;
      }
      if (isOpen && showing?.canWait) waiting.current.unshift(showing);
      show(options);
    },
    [show],
  );

  const closed = () => {
    shown.current = { ...shown.current, open: false };
    setOpen(false);
    const next = waiting.current.shift();
    if (next) show(next);
  };

  useEffect(() => {
    const focusRegionOnF8 = (event: KeyboardEvent) => {
      if (event.key === 'F8') region.current?.focus();
    };
    window.addEventListener('keydown', focusRegionOnF8);
    return () => window.removeEventListener('keydown', focusRegionOnF8);
  }, []);

  const close = (_event?: unknown, reason?: string) => {
    // A click elsewhere on the page must not dismiss a message the person has not read yet.
    if (reason !== 'clickaway') closed();
  };

  return (
    <ToastContext.Provider value={toast}>
      {children}
      {/*
        Each toast comes in a region of its own at the end of the page's body: an open dialog hides
        what was on the page before it from assistive technology, and a toast there would go
        unannounced, and unreachable, until the dialog closed.
      */}
      {current &&
        createPortal(
          <Box ref={region} role="region" aria-label="Notifications (F8)" tabIndex={-1} sx={{ outline: 'none' }}>
            <Suspense fallback={null}>
              <Toast toast={current} open={open} onClose={close} />
            </Suspense>
          </Box>,
          document.body,
          String(current.id),
        )}
    </ToastContext.Provider>
  );
}
