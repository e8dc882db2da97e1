import { Toolbar } from '@mui/material';
import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import { Layout, LoadingIndicator, TitlePortal, type LayoutProps } from 'react-admin';

/** What a back office puts at the end of its title bar, which react-admin renders without props. */
const TitleBarEnd = createContext<ReactNode>(null);

/**
 * The shared site header sits above react-admin and carries the navigation and sign-out,
 * so react-admin keeps only a slim bar with the page title and the refresh button, and no sidebar.
 */
function TitleBar() {
  return (
    <Toolbar variant="dense" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
      <TitlePortal />
      <LoadingIndicator />
      {useContext(TitleBarEnd)}
    </Toolbar>
  );
}

function NoSidebar() {
  return null;
}

/**
 * The page, built from a transition once the layout is on screen: react-admin mounts its layout in
 * one uninterrupted render, and the page inside it (a list with its filters and cards) would make
 * that the longest task of the back office's load. Built at the transition's pace, it yields to the
 * browser every few milliseconds. Later pages, opened from here, render as they are.
 */
function PageAfterLayout({ children }: { children: ReactNode }) {
  const [layoutShown, setLayoutShown] = useState(false);
  useEffect(() => startTransition(() => setLayoutShown(true)), []);
  return layoutShown ? children : null;
}

interface BackOfficeLayoutProps extends LayoutProps {
  titleBarEnd?: ReactNode;
}

export function BackOfficeLayout({ titleBarEnd = null, children, ...props }: BackOfficeLayoutProps) {
  return (
    <TitleBarEnd value={titleBarEnd}>
      <Layout
        {...props}
        appBar={TitleBar}
        sidebar={NoSidebar}
        sx={{
          minHeight: 'auto',
          '& .RaLayout-appFrame': { marginTop: 0 },
          // react-admin lets the layout grow to fit its widest content; on phones a wide table should
          // scroll inside its card instead of widening the whole page under the site header.
          minWidth: 0,
          '& .RaLayout-content': { px: { xs: 1, md: 3 }, pb: 4, minWidth: 0 },
        }}
      >
        <PageAfterLayout>{children}</PageAfterLayout>
      </Layout>
    </TitleBarEnd>
  );
}
