/** Whose a stream is, as the caps count it. */
export interface StreamOwner {
  readonly sessionKey: string;
  readonly userId: string;
  /** The client's address as the app sees it (`trust proxy` decides which proxies to believe). */
  readonly address: string;
}

/**
 * A few tabs of one browser, a few devices of one user: a shopkeeper's desk opens a stream in every
 * tab of the shop app. Under HTTP/1.1 a browser holds at most 6 connections to a host, so 3 streams
 * leave it room for the pages' own requests.
 */
export const STREAMS_PER_SESSION = 3;
export const STREAMS_PER_USER = 6;

export interface StreamCaps {
  /** Streams from one address: many people may share it (an office, carrier NAT). */
  perAddress: number;
  /** Streams of the whole process: the connections beyond stay for health checks, sign-ins and pages. */
  total: number;
}

/** Why a stream may not open. */
export type StreamRefusal = 'address full' | 'process full';

export type Admission<T> = { refused: StreamRefusal } | { refused?: undefined; stream: T; replaces: T[] };

/**
 * Counts the open streams by session, user and address. A new stream of a session or user at its
 * cap replaces their oldest, so a reload never locks anyone out; one that would pass its address's
 * or the process's cap is refused instead, so that the streams already open keep going.
 */
export class StreamLimits<T extends StreamOwner> {
  /** Oldest first. */
  private readonly bySession = new Map<string, T[]>();
  private readonly byUser = new Map<string, T[]>();
  private readonly byAddress = new Map<string, T[]>();
  private readonly open = new Set<T>();

  constructor(private readonly caps: StreamCaps) {}

  get size(): number {
    return this.open.size;
  }

  /**
   * Opens the stream that `start` makes for `owner`, unless its address or the process is full.
   * The streams it replaces are no longer counted: the caller ends them.
   */
  admit(owner: StreamOwner, start: () => T): Admission<T> {
    const replaces = this.replacedBy(owner);
    const remaining = (streams: T[] = []) => streams.filter((stream) => !replaces.includes(stream)).length;
    if (remaining(this.byAddress.get(owner.address)) >= this.caps.perAddress) return { refused: 'address full' };
    if (this.open.size - replaces.length >= this.caps.total) return { refused: 'process full' };
    for (const stream of replaces) this.release(stream);
    const stream = start();
    this.open.add(stream);
    for (const [byKey, key] of this.keysOf(stream)) byKey.set(key, [...(byKey.get(key) ?? []), stream]);
    return { stream, replaces };
  }

  /** Stops counting `stream`; releasing it again does nothing. */
  release(stream: T): void {
    if (!this.open.delete(stream)) return;
    for (const [byKey, key] of this.keysOf(stream)) {
      const others = byKey.get(key)!.filter((other) => other !== stream);
      if (others.length > 0) byKey.set(key, others);
      else byKey.delete(key);
    }
  }

  /** The oldest stream of the session when it is at its cap, and the oldest other of the user when it is. */
  private replacedBy(owner: StreamOwner): T[] {
    const ofSession = this.bySession.get(owner.sessionKey) ?? [];
    const replaces = ofSession.length >= STREAMS_PER_SESSION ? [ofSession[0]] : [];
    const ofUser = (this.byUser.get(owner.userId) ?? []).filter((stream) => !replaces.includes(stream));
    if (ofUser.length >= STREAMS_PER_USER) replaces.push(ofUser[0]);
    return replaces;
  }

  private keysOf(owner: StreamOwner): [Map<string, T[]>, string][] {
    return [
      [this.bySession, owner.sessionKey],
      [this.byUser, owner.userId],
      [this.byAddress, owner.address],
    ];
  }
}
