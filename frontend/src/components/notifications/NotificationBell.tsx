// Not the desk's NotificationsNone: shared with it, the icon would be a chunk of its own, one more request.
import NotificationsOutlinedIcon from '@mui/icons-material/NotificationsOutlined';
import { Badge, IconButton, Popover } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMarkRead, useNotifications, type AppNotification } from './notifications-api';
import { NotificationPanel } from './NotificationPanel';

// Downloaded when first opened: its form and switches are of no use until then.
const NotificationSettingsDialog = lazy(() => import('./NotificationSettingsDialog'));

/** The header's bell for every signed-in person: the unread count, and the latest notifications on a click. */
export default function NotificationBell() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const unread = useNotifications().data?.unread ?? 0;
  const markRead = useMarkRead();
  const navigate = useNavigate();
  const close = () => setAnchor(null);

  const open = (notification: AppNotification) => {
    if (notification.readAt === null) markRead.mutate(notification.id);
    close();
    if (notification.url) void navigate(notification.url);
  };

  return (
    <>
      <IconButton
        aria-label={`Notifications, ${unread} unread`}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Badge badgeContent={unread} color="error" max={99}>
          <NotificationsOutlinedIcon />
        </Badge>
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        // On a phone the margins the popover keeps from the screen's edges leave it the whole width.
        slotProps={{ paper: { role: 'dialog', 'aria-label': 'Notifications', sx: { width: 380 } } }}
      >
        <NotificationPanel
          unread={unread}
          onOpen={open}
          onOpenSettings={() => {
            close();
            setSettingsOpen(true);
          }}
        />
      </Popover>
      {settingsOpen && (
        <Suspense fallback={null}>
          <NotificationSettingsDialog onClose={() => setSettingsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
