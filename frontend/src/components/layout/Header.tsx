import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import { AppBar, Box, Button, Container, IconButton, Stack, Toolbar, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../api/session';
import { useHasBeenTrue } from '../useHasBeenTrue';
import { CartCountBadge } from './CartCountBadge';
import { Logo } from './Logo';
import { navLinksByRole, useActiveLink, useReloadWhenCurrent, type NavLinkItem } from './nav-links';
import { useSignOutAction } from './useSignOutAction';

const onDesktop = { display: { xs: 'none', md: 'flex' } };

// Downloaded when first opened: the side sheet brings MUI's drawer and modal, which no page needs at first.
const MobileNavSheet = lazy(() => import('./MobileNavSheet'));
// Its own chunk too, with a stand-in of its size meanwhile: the entry's budget has no room for it.
const NotificationBell = lazy(() => import('../notifications/NotificationBell'));

function DesktopNav({ links }: { links: NavLinkItem[] }) {
  const active = useActiveLink(links);
  const reloadWhenCurrent = useReloadWhenCurrent();
  return (
    <Stack component="nav" aria-label="Main" direction="row" spacing={0.5} sx={onDesktop}>
      {links.map((link) => {
        const isActive = link === active;
        return (
          <Button
            key={link.to}
            component={RouterLink}
            to={link.to}
            onClick={reloadWhenCurrent(link.to)}
            aria-current={isActive ? 'page' : undefined}
            color={isActive ? 'primary' : 'inherit'}
            sx={(theme) => ({
              // Tighter below the widest screens, where the back offices' links would not fit in the row
              // beside the user's name, the bell and Logout.
              px: { md: 1, xl: 1.5 },
              minWidth: 0,
              bgcolor: isActive ? alpha(theme.palette.primary.main, 0.1) : 'transparent',
            })}
          >
            {link.showsCartCount ? <CartCountBadge>{link.label}</CartCountBadge> : link.label}
          </Button>
        );
      })}
    </Stack>
  );
}

function SessionControls() {
  const { user, isPending } = useSession();
  const { signOut, isPending: isSigningOut } = useSignOutAction();
  if (isPending) return <Typography color="text.secondary">Loading...</Typography>;
  if (!user) {
    return (
      <Button component={RouterLink} to="/auth" variant="contained">
        Login / Signup
      </Button>
    );
  }
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', ...onDesktop }}>
      {/* Between tablet and wide screens the back offices' links need the room; the menu sheet names the user. */}
      <Stack
        direction="row"
        spacing={0.5}
        sx={{ alignItems: 'center', color: 'text.secondary', display: { md: 'none', lg: 'flex' } }}
      >
        <PersonOutlineIcon fontSize="small" />
        <Typography variant="body2" data-testid="header-user-name" sx={{ fontWeight: 600 }}>
          {user.name}
        </Typography>
      </Stack>
      <Button variant="outlined" color="inherit" startIcon={<LogoutIcon />} onClick={signOut} disabled={isSigningOut}>
        Logout
      </Button>
    </Stack>
  );
}

/** The header shared by every page, the back offices included. */
export function Header() {
  const { user } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuWasOpened = useHasBeenTrue(menuOpen);
  const links = user ? navLinksByRole[user.role] : [];

  return (
    <AppBar
      position="sticky"
      color="inherit"
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: alpha('#FFFFFF', 0.92), backdropFilter: 'blur(8px)' }}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 2, minHeight: { xs: 60, md: 68 } }}>
          <Logo />
          <Box sx={{ flexGrow: 1 }} />
          <DesktopNav links={links} />
          {user && (
            <Suspense fallback={<Box sx={{ width: 40, height: 40 }} />}>
              <NotificationBell />
            </Suspense>
          )}
          <SessionControls />
          {user && (
            <IconButton
              aria-label="Open navigation menu"
              aria-controls="mobile-nav"
              aria-expanded={menuOpen}
              onClick={() => setMenuOpen(true)}
              edge="end"
              sx={{ display: { md: 'none' } }}
            >
              <MenuIcon />
            </IconButton>
          )}
        </Toolbar>
      </Container>
      {user && menuWasOpened && (
        <Suspense fallback={null}>
          <MobileNavSheet open={menuOpen} onClose={() => setMenuOpen(false)} user={user} links={links} />
        </Suspense>
      )}
    </AppBar>
  );
}
