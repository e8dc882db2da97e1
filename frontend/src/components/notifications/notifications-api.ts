import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import type { components } from '../../api/schema';
import { useOrderEvents } from '../../api/server-events';

export type AppNotification = components['schemas']['NotificationResponse'];
export type NotificationList = components['schemas']['NotificationListResponse'];
export type TopicPreference = components['schemas']['PreferenceResponse'];

/**
 * The person's latest notifications, fresh again whenever their event stream brings news (what
 * changed wrote its notifications before the event went out) and whenever the window is looked at.
 */
export function useNotifications() {
  const queryClient = useQueryClient();
  useOrderEvents(() => void queryClient.invalidateQueries({ queryKey: queryKeys.notifications }));
  return useQuery({
    queryKey: queryKeys.notifications,
    queryFn: () => dataOf(api.GET('/api/notifications')),
    // The app's loaded data never goes stale by itself: the bell asks again on every return to the window.
    refetchOnWindowFocus: 'always',
  });
}

/** The list once the items `isRead` picks are read: the bell shows it at once, before the server answers. */
function markedRead(list: NotificationList, isRead: (item: AppNotification) => boolean): NotificationList {
  const readAt = new Date().toISOString();
  const items = list.items.map((item) => (item.readAt === null && isRead(item) ? { ...item, readAt } : item));
  const newlyRead = items.filter((item, index) => item !== list.items[index]).length;
  return { unread: Math.max(0, list.unread - newlyRead), items };
}

function useMarkingRead<V>(
  send: (variables: V) => Promise<unknown>,
  isRead: (variables: V, item: AppNotification) => boolean,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onMutate: (variables: V) =>
      queryClient.setQueryData<NotificationList>(queryKeys.notifications, (list) =>
        list ? markedRead(list, (item) => isRead(variables, item)) : list,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications }),
  });
}

export function useMarkRead() {
  return useMarkingRead(
    (id: string) => api.POST('/api/notifications/{id}/read', { params: { path: { id } } }),
    (id, item) => item.id === id,
  );
}

export function useMarkAllRead() {
  return useMarkingRead(
    () => api.POST('/api/notifications/read-all'),
    () => true,
  );
}

/** What the person gets by email and by push, per topic of their role. */
export function useNotificationPreferences() {
  return useQuery({
    queryKey: queryKeys.notificationPreferences,
    queryFn: () => dataOf(api.GET('/api/notifications/preferences')),
  });
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (topics: TopicPreference[]) =>
      dataOf(
        api.PUT('/api/notifications/preferences', {
          body: { topics: topics.map(({ topic, email, push }) => ({ topic, email, push })) },
        }),
      ),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.notificationPreferences, saved),
  });
}
