import type { Request, Response } from 'express';
import type { StreamEvent, Viewer } from './events.service';
import type { StreamOwner } from './stream-limits';

/** How soon a browser reconnects after the stream ends (it then sends `Last-Event-ID`). */
const RETRY_MS = 3000;

/** One client's open `text/event-stream` answer. */
export class LiveStream implements StreamOwner {
  readonly sessionKey: string;
  readonly userId: string;
  readonly address: string;
  /** The last event written; events up to it are never written again. */
  lastId: number;
  private replaying = true;
  private readonly held: StreamEvent[] = [];
  private ended = false;
  /** When something was last written (keep-alive comments go on silent streams only). */
  lastWriteAt = Date.now();

  constructor(
    readonly req: Request,
    private readonly res: Response,
    readonly viewer: Viewer,
    { sessionKey, userId, address }: StreamOwner,
    lastId: number,
  ) {
    this.sessionKey = sessionKey;
    this.userId = userId;
    this.address = address;
    this.lastId = lastId;
    res.status(200);
    res.set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform: no proxy or compressor may hold events back.
      'Cache-Control': 'no-cache, no-transform',
      // nginx passes the stream on as it comes (its proxy buffering is off for this answer).
      'X-Accel-Buffering': 'no',
      // The socket closes with the stream, rather than idling on for another request: a closed stream frees its file.
      Connection: 'close',
    });
    res.flushHeaders();
    res.write(`retry: ${RETRY_MS}\n\n`);
  }

  /** Writes what was missed, then what came meanwhile: ids stay in order, none twice. */
  replay(missed: StreamEvent[]): void {
    for (const event of missed) this.write(event);
    this.replaying = false;
    for (const event of this.held.splice(0)) this.write(event);
  }

  send(event: StreamEvent): void {
    if (this.replaying) this.held.push(event);
    else this.write(event);
  }

  keepAlive(): void {
    if (this.ended) return;
    this.lastWriteAt = Date.now();
    this.res.write(': keep-alive\n\n');
  }

  /** Ends the stream for a newer one of its session or user; the event tells the client not to reconnect at once. */
  replaced(): void {
    if (this.ended) return;
    this.res.write('event: replaced\ndata: {}\n\n');
    this.end();
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    this.res.end();
  }

  get isEnded(): boolean {
    return this.ended;
  }

  private write(event: StreamEvent): void {
    if (this.ended || event.id <= this.lastId) return;
    this.lastId = event.id;
    this.lastWriteAt = Date.now();
    this.res.write(`id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`);
  }
}
