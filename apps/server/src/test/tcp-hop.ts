import net from 'node:net';

export interface TcpHop {
  readonly port: number;
  /** Connections accepted so far. */
  readonly accepted: number;
  /** New connections are accepted and never answered (a host that drops packets after the handshake). */
  swallowing: boolean;
  /** New connections are closed at once (a database that is down or restarting). */
  refusing: boolean;
  /** Cuts every open connection (a network fault, a failover). */
  cut(): void;
  /** Rewrites `url` (host and port) to go through the hop. */
  urlThrough(url: string): string;
  close(): Promise<void>;
}

/**
 * A TCP hop in front of a server (PostgreSQL in the tests), to play its faults: silence, refusal
 * and cut connections. With `upstream` null every connection is swallowed.
 */
export async function startHop(
  upstream: { host: string; port: number } | null,
  { swallowing = true }: { swallowing?: boolean } = {},
): Promise<TcpHop> {
  const sockets = new Set<net.Socket>();
  let accepted = 0;
  const server = net.createServer((socket) => {
    accepted += 1;
    socket.on('error', () => {});
    if (hop.refusing) {
      socket.destroy();
      return;
    }
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    if (hop.swallowing || !upstream) {
      socket.on('data', () => {});
      return;
    }
    const onward = net.connect(upstream.port, upstream.host);
    sockets.add(onward);
    onward.on('close', () => sockets.delete(onward));
    onward.on('error', () => socket.destroy());
    socket.on('close', () => onward.destroy());
    socket.pipe(onward).pipe(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  const cut = () => {
    for (const socket of sockets) socket.destroy();
  };
  const hop: TcpHop = {
    port,
    get accepted() {
      return accepted;
    },
    swallowing,
    refusing: false,
    cut,
    urlThrough(url) {
      const through = new URL(url);
      through.hostname = '127.0.0.1';
      through.port = String(port);
      return through.toString();
    },
    async close() {
      cut();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return hop;
}
