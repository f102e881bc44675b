import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { forgetKeptReads } from '../db/kept-reads.js';
import type { WriteAnnouncements } from '../db/write-announcements.js';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The shop's rules kept in memory (db/kept-reads.ts) are forgotten when staff write anything: before
 * the write's answer leaves, so the staff's next read sees it, and in the other API processes as soon
 * as they hear the announcement. Customers' writes (checkouts, carts, reviews) never change a rule.
 */
async function keptReadsPlugin(app: FastifyInstance, options: { announcements?: WriteAnnouncements }) {
  options.announcements?.onOthersWrote((what) => {
    if (what === 'rules') forgetKeptReads(app.db);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (READS.has(request.method) || reply.statusCode >= 400 || request.principal?.kind !== 'staff') {
      return payload;
    }
    forgetKeptReads(app.db);
    options.announcements?.announce('rules');
    return payload;
  });
}

export default fp(keptReadsPlugin, { name: 'kept-reads' });
