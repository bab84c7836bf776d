import net from 'node:net';

export interface TcpHop {
  readonly port: number;
  /** Connections accepted so far. */
  readonly accepted: number;
  /** Accepted connections still open (the client has not closed them). */
  readonly open: number;
  /** New connections are accepted and never answered (a host that drops packets after the handshake). */
  swallowing: boolean;
  /** New connections are closed at once (a database that is down or restarting). */
  refusing: boolean;
  /** Cuts every open connection (a network fault, a failover). */
  cut(): void;
  /**
   * Holds every byte, on open and new connections alike, until `thaw` (a server that stopped
   * answering: no error, no refusal, nothing).
   */
  freeze(): void;
  /** Passes on what was held, and everything from then on. */
  thaw(): void;
  /** Rewrites `url` (host and port) to go through the hop. */
  urlThrough(url: string): string;
  close(): Promise<void>;
}

/**
 * A TCP hop in front of a server (PostgreSQL in the tests), to play its faults: silence, refusal,
 * cut connections and a freeze. With `upstream` null every connection is swallowed.
 */
export async function startHop(
  upstream: { host: string; port: number } | null,
  { swallowing = true }: { swallowing?: boolean } = {},
): Promise<TcpHop> {
  const sockets = new Set<net.Socket>();
  let accepted = 0;
  let open = 0;
  let frozen = false;
  /** What each direction of each connection received while frozen, to pass on at the thaw. */
  const held = new Map<net.Socket, Buffer[]>();
  const forward = (from: net.Socket, to: net.Socket) => {
    from.on('data', (chunk: Buffer) => {
      if (!frozen) {
        if (!to.destroyed) to.write(chunk);
      } else held.set(to, [...(held.get(to) ?? []), chunk]);
    });
    from.on('close', () => to.destroy());
  };
  const server = net.createServer((socket) => {
    accepted += 1;
    open += 1;
    socket.on('close', () => (open -= 1));
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
    forward(socket, onward);
    forward(onward, socket);
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
    get open() {
      return open;
    },
    swallowing,
    refusing: false,
    cut,
    freeze() {
      frozen = true;
    },
    thaw() {
      frozen = false;
      for (const [to, chunks] of held) if (!to.destroyed) for (const chunk of chunks) to.write(chunk);
      held.clear();
    },
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
