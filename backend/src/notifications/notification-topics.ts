import type { Role } from '../common/roles';

/** What a notification is about; a person chooses per topic and channel what reaches them. */
export const NOTIFICATION_TOPICS = ['orders', 'claims', 'payments', 'settlements', 'summary', 'security'] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];

/** The channels that leave the tab; every notification is also in the bell. */
export const DELIVERY_CHANNELS = ['email', 'push'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/**
 * Where a delivery stands: waiting for a worker (`pending`, again after a failed attempt), being sent
 * (`sending`, leased to one worker), `sent`, `kept` (a mail with no SMTP server configured, for the
 * admin's Outgoing mail), `failed` after its last attempt, or `dropped` (the push subscription is gone).
 */
export const DELIVERY_STATES = ['pending', 'sending', 'sent', 'kept', 'failed', 'dropped'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** Security mails (a password reset) always go: no preference turns them off. */
export const ALWAYS_SENT: readonly NotificationTopic[] = ['security'];

/** The topics each role hears of: what its preferences offer. */
export const TOPICS_OF_ROLE: Record<Role, readonly NotificationTopic[]> = {
  customer: ['orders', 'claims', 'payments', 'security'],
  shopkeeper: ['orders', 'claims', 'payments', 'settlements', 'summary', 'security'],
  admin: ['claims', 'security'],
};

/**
 * What a person does not get before choosing, as role/topic/channel: the shop's order and payment
 * mails, which the daily summary sums up (the desk, the bell and push already ring for each order).
 * Everything else is on until its person turns it off.
 */
export const OFF_BY_DEFAULT: readonly string[] = ['shopkeeper/orders/email', 'shopkeeper/payments/email'];

export function enabledByDefault(role: Role, topic: NotificationTopic, channel: DeliveryChannel): boolean {
  return !OFF_BY_DEFAULT.includes(`${role}/${topic}/${channel}`);
}
