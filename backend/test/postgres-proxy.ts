import { once } from 'node:events';
import { createConnection, createServer, NetConnectOpts, Socket } from 'node:net';
import { join } from 'node:path';
import { recordProxy } from '../src/database/embedded-postgres';

/** PostgreSQL's CommandComplete message for COMMIT: 'C', its length (11), "COMMIT\0". */
const COMMIT_COMPLETE = Buffer.from([0x43, 0, 0, 0, 11, ...Buffer.from('COMMIT\0')]);

export interface PostgresProxy {
  /** The database's url, through the proxy. */
  url: string;
  /**
   * Cuts the next connection whose transaction commits, once the server has committed and before
   * the app hears of it: the answer to COMMIT is lost, as on a network failure.
   */
  loseNextCommitAnswer(): void;
  close(): Promise<void>;
}

/** A TCP proxy between the app and its database, for failures a test must provoke at one moment. */
export async function startPostgresProxy(databaseUrl: string): Promise<PostgresProxy> {
  const upstream = upstreamOf(new URL(databaseUrl));
  const sockets = new Set<Socket>();
  let losingCommitAnswer = false;

  const server = createServer((client) => {
    const database = createConnection(upstream);
    const cut = () => {
      client.destroy();
      database.destroy();
    };
    for (const socket of [client, database]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket)).on('error', cut);
    }
    client.pipe(database);
    database.on('data', (chunk: Buffer) => {
      if (losingCommitAnswer && chunk.includes(COMMIT_COMPLETE)) {
        losingCommitAnswer = false;
        return cut();
      }
      client.write(chunk);
    });
    database.on('end', () => client.end());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };

  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  url.searchParams.delete('host');
  recordProxy(url.toString(), databaseUrl);
  return {
    url: url.toString(),
    loseNextCommitAnswer: () => {
      losingCommitAnswer = true;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}

/** A server on TCP, or on a unix socket as the embedded database's `?host=/folder` says. */
function upstreamOf(url: URL): NetConnectOpts {
  const port = Number(url.port || 5432);
  const socketFolder = url.searchParams.get('host');
  return socketFolder?.startsWith('/')
    ? { path: join(socketFolder, `.s.PGSQL.${port}`) }
    : { host: url.hostname, port };
}
