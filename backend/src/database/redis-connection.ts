import { setTimeout as delay } from 'node:timers/promises';
import { Logger } from '@nestjs/common';
import { createClient, TimeoutError } from 'redis';

export type RedisClient = ReturnType<typeof createClient>;

const REDIS_CONNECT_TIMEOUT_MS = 1000;
/** How long start-up waits for Redis before it goes on without it. */
const REDIS_START_WAIT_MS = 2000;
/** Reconnection attempts back off to one every 2 s, and never stop: Redis may come back any time. */
const REDIS_MAX_RECONNECT_DELAY_MS = 2000;

/**
 * A client that fails its commands at once while Redis is away (rather than queueing them until
 * it returns) and reconnects by itself. Start-up waits a moment for Redis, then goes on without
 * it. An outage is logged once, not at every reconnection attempt.
 */
export async function connectRedis(url: string, logger: Logger, whileAway: string): Promise<RedisClient> {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: REDIS_CONNECT_TIMEOUT_MS, reconnectStrategy: redisReconnectDelay },
  });
  let failing = false;
  client.on('error', (error: Error) => {
    if (failing) return;
    failing = true;
    logger.error(`Redis: ${error.message}`);
  });
  client.on('ready', () => {
    if (!failing) return;
    failing = false;
    logger.log('Redis answers again');
  });
  await startWithin(client);
  if (!client.isReady) logger.warn(`Redis does not answer yet: ${whileAway} until it does`);
  return client;
}

/** Connects `client` (one made by `connectRedis`, or its duplicate), waiting a moment at most. */
export async function startWithin(client: RedisClient): Promise<void> {
  // The strategy never gives up, so this settles only once connected; errors come as 'error' events.
  const connected = client.connect().catch(() => undefined);
  await Promise.race([connected, delay(REDIS_START_WAIT_MS, undefined, { ref: false })]);
}

/** 100 ms, 200 ms, … up to the maximum, whatever the cause: a timeout too is worth another try. */
function redisReconnectDelay(retries: number): number {
  return Math.min((retries + 1) * 100, REDIS_MAX_RECONNECT_DELAY_MS);
}

/** The operation's outcome, or node-redis's TimeoutError once `ms` have passed without one. */
export function withTimeout<T>(operation: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(`Redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([operation, timeout]).finally(() => clearTimeout(timer));
}
