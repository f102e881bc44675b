import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendProblem } from './errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false`: never queued or shed (the health check, which must answer while the shop is busy). */
    loadShedding?: boolean;
  }
}

/** What a shed request is told: try again in a moment. */
export const OVERLOADED_RETRY_AFTER_SECONDS = 2;

const holdsSlot = Symbol('holdsSlot');

declare module 'fastify' {
  interface FastifyRequest {
    [holdsSlot]?: boolean;
  }
}

export type LoadSheddingOptions = {
  /** Milliseconds of requests served per turn of the event loop (at least one request) before the rest wait. */
  turnMs: number;
  /** A request that finds the first one in the queue waiting longer than this is answered 503 at once. */
  maxWaitMs: number;
  /** Requests allowed in their handlers at once (the work that reaches the database); 0: no cap. */
  maxInFlight: number;
};

type Waiter = { since: number; go: () => void };

/**
 * Load shedding (security issue 13.13, decision 0017): a request the API cannot serve soon is
 * answered 503 OVERLOADED with `Retry-After` at once, instead of waiting its turn for seconds.
 *
 * **Turns of the event loop.** PGlite runs every query on the event loop's own thread, so a crowd
 * never queues inside the process: each turn of the loop reads every connection that has a request
 * and serves them all, one after another, and the turn grows with the crowd (200 connections ≈
 * 0.5 s). Worse, Node accepts one new connection per turn (libuv ≥ 1.45), so the connections of a
 * crowd, and the health check's, waited up to 25 s to be accepted. Here a turn serves requests for
 * `turnMs` at most (always at least one); the rest wait in a queue, in order of arrival, and are
 * served in the next turns, so that each turn also accepts a connection and reads the sockets. A
 * request that arrives while the first one in the queue has waited longer than `maxWaitMs` is not
 * queued but answered 503 at once: that costs a fraction of a query, and the queue stays short.
 *
 * **In-flight cap.** On PostgreSQL the loop stays free and requests wait in the connection pool
 * instead; at most `maxInFlight` may be in their handlers at once. The slot is taken after the body
 * has arrived (a slow upload cannot hold it while it trickles in) and given back as soon as the
 * answer is ready, before it is written to a slow reader.
 *
 * Health (`config.loadShedding: false`) is never queued or shed. Answers from the HTTP cache come
 * before this hook and cost nothing, so they are neither.
 */
async function loadSheddingPlugin(app: FastifyInstance, options: LoadSheddingOptions) {
  const { turnMs, maxWaitMs, maxInFlight } = options;

  // The turn: from the first request served since the loop last reached its "check" phase (where
  // setImmediate callbacks run, right after it has read the sockets) to the next one.
  let turnStart = 0;
  let turnOpen = false;
  const closeTurn = () => {
    turnOpen = false;
  };
  const spentThisTurn = () => {
    const now = performance.now();
    if (!turnOpen) {
      turnOpen = true;
      turnStart = now;
      // Queued before any waiter's own callback below, so a turn is always closed before they resume.
      setImmediate(closeTurn);
    }
    return now - turnStart;
  };

  const queue: Waiter[] = [];
  // Each waiter looks again once per turn; the first in the queue goes on while the turn has time left.
  // (Callbacks queued during the check phase run in the next turn, after the loop has read the sockets.)
  const resume = (waiter: Waiter) => {
    if (queue[0] !== waiter || spentThisTurn() > turnMs) {
      setImmediate(resume, waiter);
      return;
    }
    queue.shift();
    waiter.go();
  };

  const shed = (reply: FastifyReply) => {
    reply.header('retry-after', String(OVERLOADED_RETRY_AFTER_SECONDS));
    return sendProblem(
      reply,
      503,
      'OVERLOADED',
      'The shop is very busy right now. Please try again in a moment.',
    );
  };

  let inFlight = 0;

  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.loadShedding === false) return;
    // Full already: no need to queue, check the caller's session or read the body.
    if (maxInFlight > 0 && inFlight >= maxInFlight) return shed(reply);
    if (queue.length === 0 && spentThisTurn() <= turnMs) return;
    const first = queue[0];
    if (first && performance.now() - first.since > maxWaitMs) return shed(reply);
    await new Promise<void>((go) => {
      const waiter = { since: performance.now(), go };
      queue.push(waiter);
      setImmediate(resume, waiter);
    });
  });

  if (maxInFlight <= 0) return;

  const release = (request: FastifyRequest) => {
    if (!request[holdsSlot]) return;
    request[holdsSlot] = false;
    inFlight--;
  };

  app.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.config.loadShedding === false) return;
    if (inFlight >= maxInFlight) return shed(reply);
    inFlight++;
    request[holdsSlot] = true;
    // Whatever way the request ends (answered, failed, the client gone), the slot comes back once.
    reply.raw.once('close', () => release(request));
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    release(request);
    return payload;
  });
}

export default fp(loadSheddingPlugin, { name: 'load-shedding', dependencies: ['errors'] });
