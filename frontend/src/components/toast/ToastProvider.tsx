import { Box } from '@mui/material';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ToastContext, type ToastOptions } from './toast-context';

// Downloaded with the first toast: MUI's snackbar and alert are not needed before.
const Toast = lazy(() => import('./Toast'));

interface ShownToast extends ToastOptions {
  id: number;
}

/** Shows one toast at a time: a new toast replaces the current one and restarts its 5 s timer. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ShownToast | null>(null);
  const [open, setOpen] = useState(false);
  const nextId = useRef(0);
  const region = useRef<HTMLDivElement>(null);

  const toast = useCallback((options: ToastOptions) => {
    nextId.current += 1;
    setCurrent({ ...options, id: nextId.current });
    setOpen(true);
  }, []);

  useEffect(() => {
    const focusRegionOnF8 = (event: KeyboardEvent) => {
      if (event.key === 'F8') region.current?.focus();
    };
    window.addEventListener('keydown', focusRegionOnF8);
    return () => window.removeEventListener('keydown', focusRegionOnF8);
  }, []);

  const close = (_event?: unknown, reason?: string) => {
    // A click elsewhere on the page must not dismiss a message the person has not read yet.
    if (reason !== 'clickaway') setOpen(false);
  };

  return (
    <ToastContext.Provider value={toast}>
      {children}
      <Box ref={region} role="region" aria-label="Notifications (F8)" tabIndex={-1} sx={{ outline: 'none' }}>
        {current && (
          <Suspense fallback={null}>
            <Toast key={current.id} toast={current} open={open} onClose={close} />
          </Suspense>
        )}
      </Box>
    </ToastContext.Provider>
  );
}
