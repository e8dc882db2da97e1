import CloseIcon from '@mui/icons-material/Close';
import LogoutIcon from '@mui/icons-material/Logout';
import {
  Box,
  Button,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { User } from '../../api/client';
import { CartCountBadge } from './CartCountBadge';
import { useActiveLink, useReloadWhenCurrent, type NavLinkItem } from './nav-links';
import { useSignOutAction } from './useSignOutAction';

interface MobileNavSheetProps {
  open: boolean;
  onClose: () => void;
  user: User;
  links: NavLinkItem[];
}

/** The navigation below 768 px: a side sheet sliding in from the right. */
export default function MobileNavSheet({ open, onClose, user, links }: MobileNavSheetProps) {
  const active = useActiveLink(links);
  const reloadWhenCurrent = useReloadWhenCurrent();
  const { signOut, isPending } = useSignOutAction();

  return (
    <Drawer
      id="mobile-nav"
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 280 }, role: 'dialog', 'aria-label': 'Navigation menu' } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
        <Box>
          <Typography sx={{ fontWeight: 700 }}>{user.name}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ textTransform: 'capitalize' }}>
            {user.role}
          </Typography>
        </Box>
        <IconButton aria-label="Close navigation menu" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      <List component="nav" aria-label="Mobile">
        {links.map((link) => (
          <ListItemButton
            key={link.to}
            component={RouterLink}
            to={link.to}
            selected={link === active}
            aria-current={link === active ? 'page' : undefined}
            onClick={(event) => {
              reloadWhenCurrent(link.to)(event);
              onClose();
            }}
          >
            <ListItemText primary={link.showsCartCount ? <CartCountBadge>{link.label}</CartCountBadge> : link.label} />
          </ListItemButton>
        ))}
      </List>
      <Divider />
      <Box sx={{ p: 2 }}>
        <Button
          fullWidth
          variant="outlined"
          color="inherit"
          startIcon={<LogoutIcon />}
          disabled={isPending}
          onClick={() => {
            signOut();
            onClose();
          }}
        >
          Logout
        </Button>
      </Box>
    </Drawer>
  );
}
