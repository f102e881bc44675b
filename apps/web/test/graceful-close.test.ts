// gracefulClose (graceful-close.mjs): a web server told to stop while a client keeps sending on a
// kept-alive connection (nginx holding its connections) ends by itself, with nothing cut.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { gracefulClose } from '../graceful-close.mjs';

async function serve(handle: http.RequestListener) {
  const server = http.createServer(handle);
  const closer = gracefulClose(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, closer, port: (server.address() as AddressInfo).port };
}

type Answer = { status?: number; connection?: string; error?: string };

/** One request on `agent`'s kept-alive connection: its status and Connection header, or the error's code. */
function get(port: number, agent: http.Agent, path = '/') {
  return new Promise<Answer>((resolve) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode, connection: res.headers.connection }));
      })
      .on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code }));
  });
}

describe('closing the web server', () => {
  it('ends while a client keeps sending on a kept-alive connection, cutting nothing', async () => {
    let served = 0;
    let closing: Promise<boolean> | undefined;
    const { closer, port } = await serve((_req, res) => {
      served += 1;
      // SIGTERM arrives while the sixth request is being answered.
      if (served === 6) closing = closer.close(10_000);
      setTimeout(() => res.end('ok'), 5);
    });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const answers: Answer[] = [];
    // The client sends again as soon as it has an answer, as a busy load balancer does.
    for (let i = 0; i < 100; i++) {
      const answer = await get(port, agent);
      answers.push(answer);
      if (answer.error) break;
    }
    agent.destroy();
    expect(await closing).toBe(true);
    expect(answers.slice(0, 5).every((a) => a.status === 200 && a.connection === 'keep-alive')).toBe(true);
    // The request in flight at the close was answered and told its connection ends; the next one
    // found no server listening.
    expect(answers.slice(5)).toEqual([{ status: 200, connection: 'close' }, { error: 'ECONNREFUSED' }]);
  });

  it('lets a request in flight finish before it ends', async () => {
    let answerSlow: () => void = () => {};
    const { closer, port } = await serve((req, res) => {
      if (req.url === '/slow') answerSlow = () => res.end('slow');
      else res.end('ok');
    });
    const agent = new http.Agent({ keepAlive: true });
    const slow = get(port, agent, '/slow');
    await new Promise((r) => setTimeout(r, 50));
    let closed = false;
    const closing = closer.close(10_000).then((clean) => {
      closed = true;
      return clean;
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(closed).toBe(false);
    answerSlow();
    expect(await slow).toEqual({ status: 200, connection: 'close' });
    expect(await closing).toBe(true);
    agent.destroy();
  });

  it('cuts what is still open once the grace is over, and says so', async () => {
    const { closer, port } = await serve(() => {});
    const agent = new http.Agent({ keepAlive: true });
    const never = get(port, agent, '/never');
    await new Promise((r) => setTimeout(r, 50));
    expect(await closer.close(200)).toBe(false);
    expect((await never).error).toBe('ECONNRESET');
    agent.destroy();
  });
});
