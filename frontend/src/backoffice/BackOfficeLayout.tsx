import { Box, Toolbar } from '@mui/material';
import {
  createContext,
  startTransition,
  Suspense,
  useContext,
  useEffect,
  useState,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { Error as ErrorPage, Loading, LoadingIndicator, TitlePortal } from 'react-admin';
import { ErrorBoundary } from 'react-error-boundary';

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

/** Past the header and the title bar, for keyboards and screen readers; shown when focused. */
function SkipToContent() {
  return (
    <Box
      component="a"
      href="#main-content"
      sx={{ position: 'absolute', left: '-100vw', '&:focus': { position: 'static', p: 1 } }}
    >
      Skip to content
    </Box>
  );
}

/** A page that fails shows react-admin's error page in place of the page, the title bar kept. */
function PageErrorBoundary({ children }: { children: ReactNode }) {
  const [errorInfo, setErrorInfo] = useState<ErrorInfo>();
  return (
    <ErrorBoundary
      onError={(_error, info) => setErrorInfo(info)}
      fallbackRender={({ error, resetErrorBoundary }) => (
        <ErrorPage error={error} errorInfo={errorInfo} resetErrorBoundary={resetErrorBoundary} />
      )}
    >
      {children}
    </ErrorBoundary>
  );
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

interface BackOfficeLayoutProps {
  titleBarEnd?: ReactNode;
  children?: ReactNode;
}

/**
 * The back offices' layout below the site header: the title bar and the page. Not react-admin's
 * <Layout>: its app bar, sidebar and menu are replaced here, and what it adds besides (the inspector
 * of configurable views, which the back offices have none of, and a skip button with a tooltip) was
 * the longest part of the layout's first render.
 */
export function BackOfficeLayout({ titleBarEnd = null, children }: BackOfficeLayoutProps) {
  return (
    <TitleBarEnd value={titleBarEnd}>
      <SkipToContent />
      <TitleBar />
      {/* On phones a wide table scrolls inside its card instead of widening the whole page. */}
      <Box
        component="main"
        id="main-content"
        sx={{ display: 'flex', flexDirection: 'column', minWidth: 0, px: { xs: 1, md: 3 }, pb: 4 }}
      >
        <PageErrorBoundary>
          <Suspense fallback={<Loading />}>
            <PageAfterLayout>{children}</PageAfterLayout>
          </Suspense>
        </PageErrorBoundary>
      </Box>
    </TitleBarEnd>
  );
}
