import net from 'node:net';

/** A loopback TCP proxy in front of a server, which a test can cut and restore. */
export interface TcpProxy {
  /** The proxy's own port on 127.0.0.1 (fixed for its life: clients keep their address across a cut). */
  port: number;
  /** Connections passed through so far. */
  connections(): number;
  /** The server gone: every open connection destroyed, new ones refused (the port stops listening). */
  cut(): Promise<void>;
  /** The server back: listens on the same port again and forwards as before. */
  restore(): Promise<void>;
  /**
   * A network that swallows packets: open connections destroyed, new ones accepted and never answered (no refusal
   * to tell the client), until restored or closed.
   */
  stall(): Promise<void>;
  close(): Promise<void>;
}

/** Starts a proxy on 127.0.0.1 (a free port) that forwards each connection to `target`. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let mode: 'forward' | 'stall' = 'forward';
  let passed = 0;
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    // A cut resets sockets: their errors are the point, not a failure of the proxy.
    socket.on('error', () => {});
  };
  const server = net.createServer((client) => {
    track(client);
    if (mode === 'stall') return;
    passed += 1;
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    connections: () => passed,
    cut: stopListening,
    restore: async () => {
      mode = 'forward';
      if (!server.listening) await listen(port);
    },
    stall: async () => {
      mode = 'stall';
      for (const socket of sockets) socket.destroy();
      if (!server.listening) await listen(port);
    },
    close: stopListening,
  };
}
