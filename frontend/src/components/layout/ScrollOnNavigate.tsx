import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Scrolls smoothly to the top on every path change, and to the target of in-page `#` links. */
export function ScrollOnNavigate() {
  const { pathname } = useLocation();

  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname]);

  useEffect(() => {
    const scrollToAnchor = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href^="#"]');
      const id = anchor?.getAttribute('href')?.slice(1);
      const target = id ? document.getElementById(decodeURIComponent(id)) : null;
      if (!target) return;
      event.preventDefault();
      target.scrollIntoView({ behavior: 'smooth', block: 'start' });
      window.history.replaceState(window.history.state, '', `#${id}`);
    };
    document.addEventListener('click', scrollToAnchor);
    return () => document.removeEventListener('click', scrollToAnchor);
  }, []);

  return null;
}
