import { useEffect } from 'react';

/** index.html's title: the home page's, and the tab's while no page names itself. */
const SITE_TITLE = document.title;

/** The page's name, and a title standing above it while it is given (the order desk's count). */
const shown: { page: string | null; urgent: string | null } = { page: null, urgent: null };

function show(): void {
  document.title = shown.urgent ?? (shown.page ? `${shown.page} · Mohalla` : SITE_TITLE);
}

/** Holds `title` in `slot` while the calling component shows it. */
function useTitleSlot(slot: keyof typeof shown, title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return;
    shown[slot] = title;
    show();
    return () => {
      // Another page may already have named itself (its effect ran first): leave its name.
      if (shown[slot] !== title) return;
      shown[slot] = null;
      show();
    };
  }, [slot, title]);
}

/** The browser tab names the page: "Cart · Mohalla". Nothing given (still loading) leaves the site's title. */
export function useDocumentTitle(page: string | null | undefined): void {
  useTitleSlot('page', page);
}

/** A whole title that stands above the page's while given, such as "(2) Orders · Mohalla". */
export function useUrgentDocumentTitle(title: string | null): void {
  useTitleSlot('urgent', title);
}
