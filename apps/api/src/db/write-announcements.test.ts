import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createScratchPostgres } from '../test/scratch-postgres.js';
import { listenForWrites, type WriteAnnouncements, type WriteKind } from './write-announcements.js';

const quiet = { warn: () => undefined, info: () => undefined };

/**
 * A burst of writes (a busy shop's checkouts) is told to the other processes as its first write at
 * once and the rest in one announcement after it, never as one NOTIFY per write; the burst's last
 * write is always told. Staff writes (`rules`) are each told at once.
 */
describe.runIf(process.env.TEST_DB === 'postgres')('write announcements', () => {
  let scratch: Awaited<ReturnType<typeof createScratchPostgres>>;
  let writer: WriteAnnouncements;
  let reader: WriteAnnouncements;
  const heard: WriteKind[] = [];

  beforeAll(async () => {
    scratch = await createScratchPostgres();
    writer = await listenForWrites(scratch.url, quiet);
    reader = await listenForWrites(scratch.url, quiet);
    reader.onOthersWrote((what) => heard.push(what));
  });
  afterAll(async () => {
    await writer?.close();
    await reader?.close();
    await scratch?.drop();
  });

  it('tells a burst of 100 writes in two announcements: the first, then the rest together', async () => {
    heard.length = 0;
    for (let i = 0; i < 100; i++) writer.announce();
    await vi.waitFor(() => expect(heard).toEqual(['reads', 'reads']), { timeout: 5_000 });
    // A write after the burst's moment is told again.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).toEqual(['reads', 'reads']);
    writer.announce();
    await vi.waitFor(() => expect(heard).toEqual(['reads', 'reads', 'reads']), { timeout: 5_000 });
  });

  it('tells each staff write at once, covering the reads gathered before it', async () => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    heard.length = 0;
    writer.announce();
    writer.announce();
    writer.announce('rules');
    writer.announce('rules');
    await vi.waitFor(() => expect(heard).toEqual(['reads', 'rules', 'rules']), { timeout: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).toEqual(['reads', 'rules', 'rules']);
  });
});
