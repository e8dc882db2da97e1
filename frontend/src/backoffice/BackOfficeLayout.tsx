import { Toolbar } from '@mui/material';
import { Layout, LoadingIndicator, TitlePortal, type LayoutProps } from 'react-admin';

/**
 * The shared site header sits above react-admin and carries the navigation and sign-out,
 * so react-admin keeps only a slim bar with the page title and the refresh button, and no sidebar.
 */
function TitleBar() {
  return (
    <Toolbar variant="dense" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
      <TitlePortal />
      <LoadingIndicator />
    </Toolbar>
  );
}

function NoSidebar() {
  return null;
}

export function BackOfficeLayout(props: LayoutProps) {
  return (
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
    />
  );
}
