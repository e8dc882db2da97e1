import {
  HttpException,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnModuleDestroy,
  ServiceUnavailableException,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { setRetryAfter } from '../common/service-unavailable';
import { TooManyRequestsException } from '../common/too-many-requests.exception';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { sessionKeyOf } from '../sessions/session-cache';
import { BusListener, BusMessage, ProcessBus } from '../bus/process-bus';
import { canSee, EventsService, StreamEvent, Viewer } from './events.service';
import { LiveStream } from './live-stream';
import { StreamLimits, StreamOwner, StreamRefusal } from './stream-limits';

const FETCH_LIMIT = 500;
/** A bus message may be lost (a reconnection): open streams also look for events this often. */
const POLL_MS = 5000;
const PRUNE_MS = 60 * 60_000;

/**
 * This process's open streams, and the feed that fills them: on a bus message it reads the new
 * events once, by id, and writes each to the streams allowed to see it. Ids grow in commit order,
 * so reading after the last id seen never skips an event.
 */
@Injectable()
export class EventStreams implements BusListener, OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(EventStreams.name);
  private readonly streams = new Set<LiveStream>();
  private readonly limits: StreamLimits<LiveStream>;
  /** The last event read by this process. */
  private cursor = 0;
  private reading?: Promise<void>;
  private readAgain = false;
  private timers: NodeJS.Timeout[] = [];
  /** How often an idle stream gets a comment line (proxies close silent connections). */
  keepAliveMs = 20_000;

  constructor(
    private readonly events: EventsService,
    private readonly bus: ProcessBus,
    @Inject(APP_CONFIG) config: Pick<AppConfig, 'eventStreamsPerAddress' | 'eventStreamsMax'>,
  ) {
    this.limits = new StreamLimits({ perAddress: config.eventStreamsPerAddress, total: config.eventStreamsMax });
  }

  async onApplicationBootstrap(): Promise<void> {
    this.cursor = await this.events.latestId();
    await this.bus.subscribe(this);
    this.timers = [
      setInterval(() => this.streams.size > 0 && this.read(), POLL_MS),
      setInterval(() => void this.events.prune().catch(() => undefined), PRUNE_MS),
      setInterval(() => this.keepAlive(), 1000),
    ];
    for (const timer of this.timers) timer.unref();
  }

  /** Ends every stream: the HTTP server closes only once its answers have ended. */
  onModuleDestroy(): void {
    for (const timer of this.timers) clearInterval(timer);
    for (const stream of this.streams) stream.end();
  }

  /**
   * Starts `viewer`'s stream, replaying the events after `lastEventId` when the client names one. It
   * replaces the oldest stream of a session or user at its cap; at the cap of its address or of the
   * process it is refused.
   */
  async open(req: Request, res: Response, viewer: Viewer, userId: string, lastEventId?: number): Promise<void> {
    // A client that left while its session was read: its 'close' has passed, nothing would release its stream.
    if (req.socket.destroyed) return;
    const upTo = this.cursor;
    const owner: StreamOwner = { sessionKey: sessionKeyOf(req.sessionID), userId, address: req.ip ?? 'unknown' };
    const admission = this.limits.admit(owner, () => new LiveStream(req, res, viewer, owner, lastEventId ?? upTo));
    if (admission.refused) throw refusal(res, admission.refused);
    const { stream, replaces } = admission;
    for (const old of replaces) {
      this.streams.delete(old);
      old.replaced();
    }
    this.streams.add(stream);
    req.on('close', () => {
      this.streams.delete(stream);
      this.limits.release(stream);
      stream.end();
    });
    stream.replay(lastEventId === undefined ? [] : await this.events.missed(viewer, lastEventId, upTo));
  }

  /** How many streams are open in this process. */
  get openCount(): number {
    return this.streams.size;
  }

  message(message: BusMessage): void {
    if (message.kind === 'sessions') return this.endSessions(message);
    if (message.kind !== 'event') return;
    if (this.streams.size > 0) return this.read();
    // Nobody to tell: the cursor moves on without reading.
    this.cursor = Math.max(this.cursor, message.id);
  }

  connected(): void {
    this.read();
  }

  /** Reads the new events; a call while a read is running makes it read once more after. */
  private read(): void {
    if (this.reading) {
      this.readAgain = true;
      return;
    }
    this.reading = this.readNew()
      .catch((error: Error) => this.logger.warn(`Events not read: ${error.message}`))
      .finally(() => {
        this.reading = undefined;
        if (this.readAgain) {
          this.readAgain = false;
          this.read();
        }
      });
  }

  private async readNew(): Promise<void> {
    let events: StreamEvent[];
    do {
      events = await this.events.after(this.cursor, FETCH_LIMIT);
      for (const event of events) {
        this.cursor = event.id;
        for (const stream of this.streams) if (canSee(stream.viewer, event)) stream.send(event);
      }
    } while (events.length === FETCH_LIMIT);
  }

  /** The sessions' streams end; the session store forgets the sessions itself. */
  private endSessions({ userId, sessionKey }: { userId?: string; sessionKey?: string }): void {
    for (const stream of this.streams) {
      if (stream.userId === userId || stream.sessionKey === sessionKey) stream.end();
    }
  }

  /** A comment on each stream every `keepAliveMs`; a stream whose session has ended meanwhile ends. */
  private keepAlive(): void {
    const now = Date.now();
    for (const stream of this.streams) {
      if (now - stream.lastWriteAt < this.keepAliveMs) continue;
      stream.keepAlive();
      stream.req.sessionStore.get(stream.req.sessionID, (error, session) => {
        if (!error && !session) stream.end();
      });
    }
  }
}

/** The answer to a stream that may not open; the client tries again later. */
function refusal(res: Response, reason: StreamRefusal): HttpException {
  setRetryAfter(res);
  return reason === 'address full'
    ? new TooManyRequestsException('Too many live streams are open from your network. Please try again later.')
    : new ServiceUnavailableException(
        'The server is following as many live streams as it can. Please try again shortly.',
      );
}
