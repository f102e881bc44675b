import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/**
 * How API processes on one PostgreSQL database tell each other that one of them wrote, so that each
 * drops the public answers it keeps in memory (plugins/http-cache.ts) within a moment instead of
 * serving them until they age out. PostgreSQL's own LISTEN/NOTIFY carries it: no second service.
 */
export type WriteAnnouncements = {
  /** This process wrote: the others forget their copies. Best effort, never throws. */
  announce(): void;
  /** Another process wrote, or the channel was lost for a while (anything may have changed). */
  onOthersWrote(listener: () => void): void;
  close(): Promise<void>;
};

const CHANNEL = 'farm_public_reads_changed';
const RECONNECT_MS = 1000;

/** One dedicated connection that listens (and announces) for this process. */
export async function listenForWrites(
  url: string,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
): Promise<WriteAnnouncements> {
  // Our own announcements come back to us too: the payload names the sender so we can skip them.
  const me = randomUUID();
  const listeners: Array<() => void> = [];
  const othersWrote = () => {
    for (const listener of listeners) listener();
  };
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload !== me) othersWrote();
    });
    next.on('error', (err) => lost(next, err));
    next.on('end', () => lost(next));
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    client = next;
  }

  function lost(which: pg.Client, err?: Error) {
    if (closed || client !== which) return;
    client = undefined;
    log.warn({ reason: err?.message }, 'Lost the write announcements; cached public reads age out meanwhile');
    scheduleReconnect();
  }

  function scheduleReconnect() {
    if (closed || retry) return;
    retry = setTimeout(async () => {
      retry = undefined;
      try {
        await connect();
        // Whatever others wrote while we were away went unheard.
        othersWrote();
        log.info('Write announcements are back');
      } catch {
        scheduleReconnect();
      }
    }, RECONNECT_MS);
  }

  await connect();

  return {
    announce() {
      client?.query('SELECT pg_notify($1, $2)', [CHANNEL, me]).catch(() => undefined);
    },
    onOthersWrote(listener) {
      listeners.push(listener);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
