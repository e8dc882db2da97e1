import { request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';

export interface ReceivedEvent {
  id: string;
  type: string;
  data: Record<string, unknown>;
}

/** An open `GET /api/events`, read as a browser's EventSource would. */
export interface EventStreamClient {
  status: number;
  headers: IncomingMessage['headers'];
  events: ReceivedEvent[];
  comments: string[];
  /** Resolves once the server has ended the stream. */
  ended: Promise<void>;
  /** The first event (received or to come) that matches, or a failure after `timeoutMs`. */
  next(matches: (event: ReceivedEvent) => boolean, timeoutMs?: number): Promise<ReceivedEvent>;
  close(): void;
}

/** The app's base URL, listening on a free port (supertest uses the same server). */
export async function baseUrlOf(app: NestExpressApplication): Promise<string> {
  const server = app.getHttpServer() as Server;
  if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The `name=value` of the session cookie in a sign-in answer. */
export function sessionCookieOf(setCookie: string[] | string | undefined): string {
  return ([] as string[])
    .concat(setCookie ?? [])
    .find((cookie) => cookie.startsWith('mohalla.sid='))!
    .split(';')[0];
}

/** `query` as a new EventSource in a browser would name the last event it saw: `?lastEventId=42`. */
export function openEventStream(
  baseUrl: string,
  cookie?: string,
  headers: Record<string, string> = {},
  query = '',
): Promise<EventStreamClient> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${baseUrl}/api/events${query}`,
      { headers: { Accept: 'text/event-stream', ...(cookie ? { Cookie: cookie } : {}), ...headers } },
      (res) => {
        const events: ReceivedEvent[] = [];
        const comments: string[] = [];
        const waiters: (() => void)[] = [];
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event = parseBlock(block, comments);
            if (event) events.push(event);
          }
          for (const wake of waiters) wake();
        });
        const ended = new Promise<void>((done) => res.on('close', done));
        resolve({
          status: res.statusCode!,
          headers: res.headers,
          events,
          comments,
          ended,
          next(matches, timeoutMs = 2000) {
            return new Promise((found, fail) => {
              const check = () => {
                const event = events.find(matches);
                if (!event) return false;
                clearTimeout(timer);
                found(event);
                return true;
              };
              const timer = setTimeout(() => fail(new Error(`No such event within ${timeoutMs} ms`)), timeoutMs);
              if (!check()) waiters.push(check);
            });
          },
          close: () => req.destroy(),
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

function parseBlock(block: string, comments: string[]): ReceivedEvent | undefined {
  const fields: Record<string, string> = {};
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) comments.push(line.slice(1).trim());
    const colon = line.indexOf(':');
    if (colon > 0) fields[line.slice(0, colon)] = line.slice(colon + 1).trimStart();
  }
  if (!fields.event) return undefined;
  return { id: fields.id, type: fields.event, data: JSON.parse(fields.data) as Record<string, unknown> };
}
