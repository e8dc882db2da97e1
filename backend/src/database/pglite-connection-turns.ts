import type { PGlite } from '@electric-sql/pglite';

interface QueuedMessage {
  handlerId: number;
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (error: unknown) => void;
}

/** Frontend messages of the extended query protocol that a Sync must follow: Parse, Bind, Describe, Execute, Close, Flush. */
const EXTENDED_PROTOCOL = new Set(['P', 'B', 'D', 'E', 'C', 'H'].map((type) => type.charCodeAt(0)));

/**
 * Feeds the wire-protocol messages of every connection to the one PGlite session, one at a time,
 * in place of pglite-socket's own queue (0.2.17). That queue keeps a connection's turn only inside
 * a transaction, so between transactions the Parse/Bind/Execute of two connections' parameterised
 * queries interleave, and concurrent requests fail with "unnamed prepared statement does not
 * exist" or "portal does not exist". Here a connection also keeps its turn from its first
 * extended-protocol message to its Sync.
 */
export class ConnectionTurnQueue {
  private queue: QueuedMessage[] = [];
  private processing = false;
  /** The connection whose turn it is (mid-query or mid-transaction), or null when anyone may go. */
  private owner: number | null = null;
  /** Connections that have not gone away: one that leaves mid-turn must not keep it. */
  private readonly connected = new Set<number>();

  constructor(private readonly db: PGlite) {}

  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    this.connected.add(handlerId);
    return new Promise((resolve, reject) => {
      this.queue.push({ handlerId, message, onData, resolve, reject });
      void this.process();
    });
  }

  getQueueLength(): number {
    return this.queue.length;
  }

  clearQueueForHandler(handlerId: number): void {
    this.connected.delete(handlerId);
    this.queue = this.queue.filter((queued) => {
      if (queued.handlerId !== handlerId) return true;
      queued.reject(new Error('Handler disconnected'));
      return false;
    });
  }

  /** A connection that went away gives up its turn, rolling back a transaction it left open. */
  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    if (this.owner !== handlerId) return;
    if (this.db.isInTransaction()) await this.db.exec('ROLLBACK');
    this.owner = null;
    await this.process();
  }

  private async process(): Promise<void> {
    if (this.processing) return;
    this.processing = true;
    try {
      for (;;) {
        const index = this.owner === null ? 0 : this.queue.findIndex((queued) => queued.handlerId === this.owner);
        if (index === -1 || this.queue.length === 0) return;
        const [next] = this.queue.splice(index, 1);
        let bytes = 0;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(next.message, {
              onRawData: (data) => {
                bytes += data.length;
                next.onData(data);
              },
            }),
          );
        } catch (error) {
          next.reject(error);
          continue;
        }
        if (!this.connected.has(next.handlerId)) {
          if (this.db.isInTransaction()) await this.db.exec('ROLLBACK');
          this.owner = null;
        } else {
          const keepsTurn = EXTENDED_PROTOCOL.has(next.message[0]) || this.db.isInTransaction();
          this.owner = keepsTurn ? next.handlerId : null;
        }
        next.resolve(bytes);
      }
    } finally {
      this.processing = false;
    }
  }
}
