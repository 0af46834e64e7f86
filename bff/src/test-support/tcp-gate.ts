// A TCP relay between a client and a real server that a test can make unresponsive: while it is
// shut, what clients send is dropped, so their commands time out as they do against a server too
// busy to answer; reopening ends those connections (the client reconnects, as after a server
// restart) and relays again.
import net from 'node:net';

export interface TcpGate {
  port: number;
  /** Drops everything clients send from now on, without closing their connections. */
  shut(): void;
  /** Ends the connections made unresponsive and relays everything again. */
  reopen(): void;
  close(): Promise<void>;
}

export async function startTcpGate(target: { host: string; port: number }): Promise<TcpGate> {
  let isShut = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.on('data', (chunk) => {
      if (!isShut) upstream.write(chunk);
    });
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    shut: () => {
      isShut = true;
    },
    reopen: () => {
      for (const socket of sockets) socket.destroy();
      isShut = false;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
