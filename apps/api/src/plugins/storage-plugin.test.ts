import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { mediaStorageOf } from './storage-plugin.js';

/** The S3_* settings (decision 0055): what chooses the bucket, and what refuses to start. */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'farm-storage-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const SECRET = 'do-not-print-this-secret-0123';

describe('choosing the media storage', () => {
  it('keeps media on the disk without S3_BUCKET, in the bucket with it', async () => {
    const local = mediaStorageOf(loadConfig({ DATA_DIR: dataDir }));
    expect(local.description).toBe(`local disk ${path.join(dataDir, 'media')}`);
    expect(await local.checkHealth()).toEqual({ ok: true });
    await local.putFile('cache/ab12.webp/16-75.webp', Buffer.from('x'), 'image/webp');
    const listed = [];
    for await (const file of local.listFiles()) listed.push(file);
    expect(listed).toEqual([{ name: 'cache/ab12.webp/16-75.webp', size: 1 }]);

    const bucket = mediaStorageOf(
      loadConfig({
        DATA_DIR: dataDir,
        S3_BUCKET: 'farm-media',
        S3_ENDPOINT: 'http://127.0.0.1:9559',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: SECRET,
      }),
    );
    expect(bucket.description).toBe('S3 bucket farm-media at http://127.0.0.1:9559');
    await bucket.close();
  });

  it('refuses half the settings, naming the setting and never echoing the secret', () => {
    const refusals: [Record<string, string>, string][] = [
      [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'S3_BUCKET'],
      [{ S3_SECRET_ACCESS_KEY: SECRET }, 'S3_BUCKET'],
      [{ S3_BUCKET: 'farm-media', S3_SECRET_ACCESS_KEY: SECRET }, 'S3_ACCESS_KEY_ID'],
      [{ S3_BUCKET: 'farm-media', S3_ENDPOINT: 'ftp://files.farm' }, 'S3_ENDPOINT'],
      [{ S3_BUCKET: 'farm-media', S3_FORCE_PATH_STYLE: 'maybe' }, 'S3_FORCE_PATH_STYLE'],
    ];
    for (const [env, setting] of refusals) {
      let message = '';
      try {
        loadConfig(env);
      } catch (err) {
        message = (err as Error).message;
      }
      expect(message, JSON.stringify(env)).toContain(`${setting}:`);
      expect(message).not.toContain(SECRET);
    }
  });
});
