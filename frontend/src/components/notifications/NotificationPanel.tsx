import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import {
  Box,
  Button,
  CircularProgress,
  Divider,
  IconButton,
  List,
  ListItemButton,
  Stack,
  Typography,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useRef } from 'react';
import { LoadFailed } from '../LoadFailed';
import { useMarkAllRead, useNotifications, type AppNotification } from './notifications-api';
import { formatTimeAgo } from './time-ago';

const twoLines = { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' };

function NotificationItem({ notification, onOpen }: { notification: AppNotification; onOpen: () => void }) {
  const unread = notification.readAt === null;
  return (
    <ListItemButton
      data-testid="notification"
      data-unread={unread}
      onClick={onOpen}
      sx={(theme) => ({
        alignItems: 'flex-start',
        gap: 1.5,
        bgcolor: unread ? alpha(theme.palette.primary.main, 0.06) : 'transparent',
      })}
    >
      <Box
        component="span"
        {...(unread && { role: 'img', 'aria-label': 'Unread' })}
        sx={{
          flexShrink: 0,
          mt: 0.75,
          width: 8,
          height: 8,
          borderRadius: '50%',
          bgcolor: unread ? 'primary.main' : 'transparent',
        }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: unread ? 700 : 500 }}>
          {notification.title}
        </Typography>
        {notification.body && (
          <Typography variant="body2" color="text.secondary" sx={twoLines}>
            {notification.body}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary" component="time" dateTime={notification.createdAt}>
          {formatTimeAgo(notification.createdAt)}
        </Typography>
      </Box>
    </ListItemButton>
  );
}

function NotificationItems({ onOpen }: { onOpen: (notification: AppNotification) => void }) {
  const notifications = useNotifications();
  if (notifications.isPending) {
    return (
      <Stack role="status" aria-label="Loading notifications" sx={{ alignItems: 'center', py: 4 }}>
        <CircularProgress size={28} aria-hidden />
      </Stack>
    );
  }
  if (notifications.isError) {
    return (
      <LoadFailed
        what="your notifications"
        error={notifications.error}
        onRetry={() => void notifications.refetch()}
        sx={{ m: 2 }}
      />
    );
  }
  if (notifications.data.items.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ px: 2, py: 4, textAlign: 'center' }}>
        No notifications yet
      </Typography>
    );
  }
  return (
    <List disablePadding aria-label="Latest notifications">
      {notifications.data.items.map((notification) => (
        <NotificationItem key={notification.id} notification={notification} onOpen={() => onOpen(notification)} />
      ))}
    </List>
  );
}

interface NotificationPanelProps {
  unread: number;
  onOpen: (notification: AppNotification) => void;
  onOpenSettings: () => void;
}

/** What the bell opens: the latest notifications, newest first, with Mark all read and the settings. */
export function NotificationPanel({ unread, onOpen, onOpenSettings }: NotificationPanelProps) {
  const markAllRead = useMarkAllRead();
  const heading = useRef<HTMLHeadingElement>(null);
  const markAll = () => {
    markAllRead.mutate();
    // The button is disabled at once: focus left on it would fall out of the panel, and Escape with it.
    heading.current?.focus();
  };
  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, pl: 2, pr: 1, py: 1 }}>
        <Typography
          ref={heading}
          tabIndex={-1}
          variant="subtitle1"
          component="h2"
          sx={{ fontWeight: 700, flexGrow: 1, outline: 'none' }}
        >
          Notifications
        </Typography>
        <Button size="small" disabled={unread === 0} onClick={markAll}>
          Mark all read
        </Button>
        <IconButton size="small" aria-label="Notification settings" onClick={onOpenSettings}>
          <SettingsOutlinedIcon fontSize="small" />
        </IconButton>
      </Stack>
      <Divider />
      <NotificationItems onOpen={onOpen} />
    </>
  );
}
