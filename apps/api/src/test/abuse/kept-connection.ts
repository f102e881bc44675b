import net from 'node:net';

/**
 * One kept-alive connection written by hand, as a proxy's pool holds one: a request's headers can be
 * sent now and its body later, and a second request sent on the same connection behind it. `read()`
 * resolves with everything the server sent once it closes the connection. Tests only.
 */
export function keptConnection(url: string) {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  let received = '';
  socket.setEncoding('latin1');
  socket.on('data', (chunk: string) => {
    received += chunk;
  });
  const closed = new Promise<string>((resolve, reject) => {
    socket.once('close', () => resolve(received));
    socket.once('error', reject);
  });
  closed.catch(() => {});
  const connected = new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  return {
    connected,
    write: (text: string) => socket.write(text),
    /** Everything the server sent, once it closed the connection. */
    read: () => closed,
    /** Whether the server has written anything yet. */
    answered: () => received.length > 0,
    destroy: () => socket.destroy(),
  };
}

/** The status code of each answer in `raw`, in order. */
export function statusesOf(raw: string): number[] {
  return [...raw.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((m) => Number(m[1]));
}
