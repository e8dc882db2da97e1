import { useState } from 'react';

type Permission = NotificationPermission | 'unsupported';

function currentPermission(): Permission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/**
 * Desktop notifications where the shopkeeper allowed them. Permission is asked from a button
 * (`ask`), never on load: browsers ignore or penalise a request nobody clicked for.
 */
export function useDesktopAlerts() {
  const [permission, setPermission] = useState<Permission>(currentPermission);

  const ask = () => {
    if (typeof Notification === 'undefined') return;
    void Notification.requestPermission().then(setPermission);
  };

  /** Shows a notification (one per `tag`); clicking it brings the tab forward and runs `onClick`. */
  const notify = (title: string, body: string, tag: string, onClick: () => void) => {
    if (currentPermission() !== 'granted') return;
    const notification = new Notification(title, { body, tag });
    notification.onclick = () => {
      window.focus();
      onClick();
      notification.close();
    };
  };

  return { permission, ask, notify };
}
