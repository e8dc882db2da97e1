import { lazy, Suspense, useEffect, useState } from 'react';
import { useHasBeenTrue } from '../useHasBeenTrue';

const SHOW_AFTER_PX = 300;

// Downloaded on the first scroll down: a page in its first screen has no use for it.
const ScrollToTopFab = lazy(() => import('./ScrollToTopFab'));

export function ScrollToTopButton() {
  const [visible, setVisible] = useState(false);
  const wasShown = useHasBeenTrue(visible);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SHOW_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!wasShown) return null;
  return (
    <Suspense fallback={null}>
      <ScrollToTopFab visible={visible} />
    </Suspense>
  );
}
