import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/**
 * How API processes on one PostgreSQL database tell each other that one of them wrote, so that each
 * drops the public answers it keeps in memory (plugins/http-cache.ts) within a moment instead of
 * serving them until they age out. PostgreSQL's own LISTEN/NOTIFY carries it: no second service.
 */
export type WriteAnnouncements = {
  /**
   * This process wrote: the others forget their copies. `rules`: staff wrote, so the shop's rules
   * kept in memory (db/kept-reads.ts) may have changed too. Best effort, never throws.
   */
  announce(what?: WriteKind): void;
  /** Another process wrote, or the channel was lost for a while (anything may have changed: `rules`). */
  onOthersWrote(listener: (what: WriteKind) => void): void;
  close(): Promise<void>;
};

/** `reads`: public answers may have changed (any write); `rules`: staff wrote, anything may have. */
export type WriteKind = 'reads' | 'rules';

const CHANNEL = 'farm_public_reads_changed';
const RECONNECT_MS = 1000;
/** How long other processes may serve a public read after a write here, at most, while writes come fast. */
const GATHER_MS = 50;

/** One dedicated connection that listens (and announces) for this process. */
export async function listenForWrites(
  url: string,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
): Promise<WriteAnnouncements> {
  // Our own announcements come back to us too: the payload names the sender so we can skip them.
  const me = randomUUID();
  const listeners: Array<(what: WriteKind) => void> = [];
  const othersWrote = (what: WriteKind) => {
    for (const listener of listeners) listener(what);
  };
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      // The payload is the sender's id, then ` rules` when staff wrote.
      const [sender, what] = (message.payload ?? '').split(' ');
      if (message.channel === CHANNEL && sender !== me) othersWrote(what === 'rules' ? 'rules' : 'reads');
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
        othersWrote('rules');
        log.info('Write announcements are back');
      } catch {
        scheduleReconnect();
      }
    }, RECONNECT_MS);
  }

  await connect();

  // Reads announced at most once per GATHER_MS: the first write of a moment is told at once, the
  // writes after it within the moment once at its end (a busy shop's checkouts would otherwise send
  // a NOTIFY each, a round trip on both sides per order). Staff writes (`rules`) are told at once.
  let gathering: NodeJS.Timeout | undefined;
  let readsDue = false;
  function send(what: WriteKind) {
    const payload = what === 'rules' ? `${me} rules` : me;
    client?.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]).catch(() => undefined);
  }
  function endOfMoment() {
    gathering = undefined;
    if (!readsDue) return;
    readsDue = false;
    send('reads');
    gathering = setTimeout(endOfMoment, GATHER_MS).unref();
  }

  return {
    announce(what = 'reads') {
      if (what === 'rules') {
        // It tells the others everything may have changed: the reads gathered so far with it.
        readsDue = false;
        send('rules');
      } else if (gathering) {
        readsDue = true;
      } else {
        send('reads');
        gathering = setTimeout(endOfMoment, GATHER_MS).unref();
      }
    },
    onOthersWrote(listener) {
      listeners.push(listener);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      clearTimeout(gathering);
      if (readsDue) send('reads');
      await client?.end().catch(() => undefined);
    },
  };
}
