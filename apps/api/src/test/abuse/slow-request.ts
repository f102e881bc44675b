import http from 'node:http';

/**
 * A JSON POST sent in two steps: the headers first, with `Expect: 100-continue`, so that the
 * server's "100 Continue" proves it holds the request; the body only when `finish()` is called.
 * What a request in flight looks like at the moment a signal arrives. Tests only.
 */
export function slowJsonPost(url: string, body: unknown, headers: Record<string, string>) {
  const payload = Buffer.from(JSON.stringify(body));
  const req = http.request(url, {
    method: 'POST',
    headers: {
      ...headers,
      'content-type': 'application/json',
      'content-length': String(payload.length),
      expect: '100-continue',
      connection: 'close',
    },
  });
  const accepted = new Promise<void>((resolve, reject) => {
    req.once('continue', () => resolve());
    req.once('error', reject);
  });
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.once('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d) => {
        text += d;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      res.on('error', reject);
    });
    req.once('error', reject);
  });
  // Either promise may be left unawaited by a test that expects the other outcome.
  accepted.catch(() => {});
  answered.catch(() => {});
  req.flushHeaders();
  return {
    /** Resolves once the server has the request in hand (it answered 100 Continue). */
    accepted,
    answered,
    finish: () => req.end(payload),
  };
}
