// Counts the SQL statements a server sends to PostgreSQL, by standing between them and reading
// the wire protocol: each simple Query and each extended-protocol Execute is one statement. The
// local server does not load pg_stat_statements (it must be in shared_preload_libraries, which
// needs a restart), and the count must not depend on the server's configuration anyway.
import { createConnection, createServer } from 'node:net';

const WRITE = /^\s*(INSERT|UPDATE|DELETE|MERGE)\b/i;
// The startup packet and SSL/GSS requests carry no type byte.
const UNTYPED_REQUESTS = new Set([80877103, 80877104]);

/** Reads the frontend's messages from a stream of chunks, calling `onMessage(type, body)`. */
function messageReader(onMessage) {
  let buffer = Buffer.alloc(0);
  let started = false;
  return (chunk) => {
    buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
    for (;;) {
      const headerLength = started ? 5 : 4;
      if (buffer.length < headerLength) return;
      const length = buffer.readUInt32BE(started ? 1 : 0);
      const total = length + (started ? 1 : 0);
      if (buffer.length < total) return;
      if (started) onMessage(String.fromCharCode(buffer[0]), buffer.subarray(5, total));
      else if (!UNTYPED_REQUESTS.has(buffer.readUInt32BE(4))) started = true;
      buffer = buffer.subarray(total);
    }
  };
}

const cstrings = (body) => body.toString('utf8').split('\0');

/** The portal, statement and text parameters of a Bind message (binary ones as Buffers). */
function readBind(body) {
  const [portal, statement] = cstrings(body);
  let at = Buffer.byteLength(portal) + Buffer.byteLength(statement) + 2;
  const formatCount = body.readInt16BE(at);
  const formats = Array.from({ length: formatCount }, (_, i) => body.readInt16BE(at + 2 + 2 * i));
  at += 2 + 2 * formatCount;
  const params = [];
  for (let i = body.readInt16BE(at), next = at + 2; i > 0; i--) {
    const length = body.readInt32BE(next);
    const value = length < 0 ? null : body.subarray(next + 4, next + 4 + length);
    const binary = (formats.length === 1 ? formats[0] : formats[params.length]) === 1;
    params.push(value === null || binary ? value : value.toString('utf8'));
    next += 4 + Math.max(length, 0);
  }
  return { portal, statement, params };
}

/**
 * A TCP proxy to the PostgreSQL server of `upstreamUrl`; `url` is the same database reached through
 * it. `counts` holds the statements and writes seen so far; `onStatement(sql, params)`, if given,
 * hears each statement with its parameters (none for a simple Query).
 */
export async function startSqlCounter(upstreamUrl, { onStatement } = {}) {
  const upstream = new URL(upstreamUrl);
  const counts = { statements: 0, writes: 0 };
  const server = createServer((client) => {
    const statements = new Map(); // prepared statement name → SQL
    const portals = new Map(); // portal name → { sql, params }
    const count = ({ sql, params }) => {
      counts.statements += 1;
      if (WRITE.test(sql ?? '')) counts.writes += 1;
      onStatement?.(sql, params);
    };
    const read = messageReader((type, body) => {
      if (type === 'Q') count({ sql: cstrings(body)[0], params: [] });
      else if (type === 'P') {
        const [name, sql] = cstrings(body);
        statements.set(name, sql);
      } else if (type === 'B') {
        const { portal, statement, params } = readBind(body);
        portals.set(portal, { sql: statements.get(statement), params });
      } else if (type === 'E') count(portals.get(cstrings(body)[0]) ?? {});
    });
    const database = createConnection(Number(upstream.port || 5432), upstream.hostname);
    client.on('data', (chunk) => {
      read(chunk);
      database.write(chunk);
    });
    database.pipe(client);
    const close = () => {
      client.destroy();
      database.destroy();
    };
    client.on('error', close).on('close', close);
    database.on('error', close).on('close', close);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(upstreamUrl);
  url.hostname = '127.0.0.1';
  url.port = String(server.address().port);
  return { url: url.toString(), counts, close: () => new Promise((resolve) => server.close(resolve)) };
}
