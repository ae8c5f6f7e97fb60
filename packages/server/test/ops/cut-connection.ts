// A TCP relay between the server and PostgreSQL that a test can cut: every connection through it
// ends at once and new ones are refused, as while PostgreSQL restarts; then it lets them through
// again. Everything the server does with the database goes through it, the LISTEN too.
import { createServer, type Server, type Socket, connect } from 'node:net';

export interface CutConnection {
  /** The relay's URL for a database URL on the PostgreSQL server. */
  url(databaseUrl: string): string;
  /** Ends every connection and refuses new ones. */
  cut(): Promise<void>;
  /** Accepts connections again, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function cutConnection(target: {
  host: string;
  port: number;
}): Promise<CutConnection> {
  const sockets = new Set<Socket>();
  // A connection the listener accepted just before the cut may still arrive after it: refused.
  let cut = false;
  const relay = (client: Socket) => {
    if (cut) {
      client.destroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  };
  let server: Server = createServer(relay);
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
    });
  const port = await listen(0);
  const stop = async () => {
    cut = true;
    const closed = new Promise((resolve) => server.close(resolve));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  return {
    url: (databaseUrl) => {
      const url = new URL(databaseUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    cut: stop,
    restore: async () => {
      cut = false;
      server = createServer(relay);
      await listen(port);
    },
    close: stop,
  };
}
