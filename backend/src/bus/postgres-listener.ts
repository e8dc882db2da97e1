import { Socket } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import type { Logger } from '@nestjs/common';
import { Client } from 'pg';

/** A round trip on the listener's connection not answered by then means the connection is lost. */
export const ROUND_TRIP_TIMEOUT_MS = 1000;
const CONNECT_TIMEOUT_MS = 5000;
/** How often an idle connection is asked a round trip: a stalled backend is found within this. */
const HEARTBEAT_MS = 5000;
const KEEPALIVE_DELAY_MS = 10_000;
/** How long an ending connection may take to say goodbye before its socket is destroyed. */
const END_GRACE_MS = 1000;
const FIRST_RETRY_MS = 250;
export const LONGEST_RETRY_MS = 10_000;

/**
 * The wait before the next connection attempt: doubling from FIRST_RETRY_MS up to
 * LONGEST_RETRY_MS, half of it random, so that the processes of a deployment spread their
 * reconnections after an outage instead of arriving together.
 */
export function retryDelay(attempt: number, random = Math.random): number {
  const ceiling = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** attempt);
  return ceiling / 2 + (random() * ceiling) / 2;
}

export interface ListenerEvents {
  notification(channel: string, payload: string | undefined): void;
  /** Listening, at first or again: notifications sent while it was away were lost. */
  connected(): void;
  /** The connection is lost or unsure: notifications sent now may be lost. */
  disconnected(): void;
}

function timedOut<T>(operation: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took more than ${ms} ms`)), ms);
  });
  return Promise.race([operation, timeout]).finally(() => clearTimeout(timer));
}

/**
 * One connection that LISTENs to a channel, made again in a single loop whenever it fails, ends
 * or stops answering: the old connection is ended (its socket destroyed if it will not say
 * goodbye) before the next is made, so a process never holds more than one. Every round trip
 * has a timeout, an idle connection is asked one every HEARTBEAT_MS, and TCP keepalive is on.
 */
export class PostgresListener {
  private client?: Client;
  /** Ends the life of the current connection, once it is found lost. */
  private lose?: () => void;
  private readonly stopping = new AbortController();
  private loop?: Promise<void>;

  constructor(
    private readonly options: { url: string; channel: string; applicationName: string },
    private readonly events: ListenerEvents,
    private readonly logger: Logger,
  ) {}

  /** Starts the loop; resolves once listening, or rejects (and stops) if the first attempt fails. */
  start(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.loop = this.run((error) => {
        if (!error) return resolve();
        this.stop();
        reject(error);
      });
    });
  }

  /** A round trip on the connection: it answers after the notifications queued for this process. */
  async roundTrip(): Promise<void> {
    const client = this.client;
    if (!client) throw new Error('The bus is away');
    try {
      await timedOut(client.query('SELECT 1'), ROUND_TRIP_TIMEOUT_MS, 'A round trip on the bus');
    } catch (error) {
      if (this.client === client) this.lose?.();
      throw error;
    }
  }

  stop(): Promise<void> {
    this.stopping.abort();
    this.lose?.();
    return this.loop ?? Promise.resolve();
  }

  private async run(firstAttempt: (error?: unknown) => void): Promise<void> {
    let report: ((error?: unknown) => void) | undefined = firstAttempt;
    for (let attempt = 0; !this.stopping.signal.aborted; attempt++) {
      const outcome = await this.listenUntilLost(() => {
        report?.();
        report = undefined;
        attempt = 0;
      });
      if (outcome instanceof Error) {
        report?.(outcome);
        report = undefined;
      }
      await delay(retryDelay(attempt), undefined, { signal: this.stopping.signal }).catch(() => undefined);
    }
  }

  /** One connection's life: connect, LISTEN, serve until lost; the failure that ended it early, if any. */
  private async listenUntilLost(listening: () => void): Promise<Error | undefined> {
    const socket = new Socket();
    const client = new Client({
      connectionString: this.options.url,
      application_name: this.options.applicationName,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
      keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
      stream: () => socket,
    });
    const lost = new Promise<void>((resolve) => {
      this.lose = resolve;
      client.on('end', resolve);
      client.on('error', (error) => {
        this.logger.warn(`Event listener: ${error.message}`);
        resolve();
      });
    });
    client.on('notification', ({ channel, payload }) => this.events.notification(channel, payload));
    try {
      await client.connect();
      await timedOut(client.query(`LISTEN ${this.options.channel}`), ROUND_TRIP_TIMEOUT_MS, 'LISTEN');
    } catch (error) {
      await this.end(client, socket);
      return error instanceof Error ? error : new Error(String(error));
    }
    if (this.stopping.signal.aborted) return void (await this.end(client, socket));
    this.client = client;
    this.events.connected();
    listening();
    const heartbeat = setInterval(() => void this.roundTrip().catch(() => undefined), HEARTBEAT_MS);
    heartbeat.unref();
    await lost;
    clearInterval(heartbeat);
    this.client = undefined;
    this.events.disconnected();
    await this.end(client, socket);
    return undefined;
  }

  private async end(client: Client, socket: Socket): Promise<void> {
    this.lose = undefined;
    await Promise.race([client.end().catch(() => undefined), delay(END_GRACE_MS)]);
    socket.destroy();
  }
}
