import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '../../plugins/storage.js';
import { copyStoredFiles } from '../../plugins/storage-copy.js';
import { localDiskStorage } from '../../plugins/storage-local.js';
import { s3Storage } from '../../plugins/storage-s3.js';
import { type StartedS3Standin, startS3Standin } from '../../standins/s3/index.js';

/** `npm run media:migrate` (issue 35.1): the disk's media into the bucket and back, twice each. */
const root = path.resolve(import.meta.dirname, '../../../../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const script = path.join(root, 'apps/api/src/db/cli/media-migrate.ts');
const BUCKET = 'farm-media';
const KEY_ID = 'migrate-test-key';
const FILES = {
  'aa11aa11aa11aa11aa11aa11aa11aa11.webp': Buffer.from('RIFF-picture-one'),
  'cache/aa11aa11aa11aa11aa11aa11aa11aa11.webp/64-75.webp': Buffer.from('RIFF-small-copy'),
  'bb22bb22bb22bb22bb22bb22bb22bb22.mp4': Buffer.alloc(300_000, 7),
};
let s3: StartedS3Standin;
const dirs: string[] = [];

beforeAll(async () => {
  s3 = await startS3Standin({ buckets: [BUCKET], accessKeyId: KEY_ID });
});
afterAll(async () => {
  await s3?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function newDataDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'farm-migrate-'));
  dirs.push(dir);
  return dir;
}

async function migrate(args: string[], dataDir: string, env: Record<string, string> = {}) {
  const run = promisify(execFile)(tsx, [script, ...args], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: s3.endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: KEY_ID,
      S3_SECRET_ACCESS_KEY: 'migrate-test-secret',
      ...env,
    },
  });
  return run.then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (err: { code: number; stdout: string; stderr: string }) => ({
      code: err.code,
      stdout: err.stdout,
      stderr: err.stderr,
    }),
  );
}

async function putAll(storage: FileStorage) {
  for (const [name, data] of Object.entries(FILES)) await storage.putFile(name, data, 'x');
}

describe('npm run media:migrate', () => {
  it('copies the disk to the bucket, then nothing on a second run; and back to an empty disk, twice', async () => {
    const source = newDataDir();
    await putAll(localDiskStorage(path.join(source, 'media')));

    const first = await migrate(['--to', 's3'], source);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain('Copied 3 files (0.3 MB); 0 were already there.');
    expect(s3.keys(BUCKET).sort()).toEqual(Object.keys(FILES).sort());
    for (const [name, data] of Object.entries(FILES)) {
      expect(Buffer.compare(s3.object(BUCKET, name)?.body ?? Buffer.alloc(0), data), name).toBe(0);
    }
    expect(s3.object(BUCKET, 'bb22bb22bb22bb22bb22bb22bb22bb22.mp4')?.contentType).toBe('video/mp4');
    expect(s3.object(BUCKET, 'aa11aa11aa11aa11aa11aa11aa11aa11.webp')?.contentType).toBe('image/webp');

    const puts = s3.requests().PUT;
    const second = await migrate(['--to', 's3'], source);
    expect(second.stdout).toContain('Copied 0 files (0.0 MB); 3 were already there.');
    expect(s3.requests().PUT).toBe(puts);

    const target = newDataDir();
    const back = await migrate(['--to', 'local'], target);
    expect(back.code, back.stderr).toBe(0);
    expect(back.stdout).toContain('Copied 3 files (0.3 MB); 0 were already there.');
    for (const [name, data] of Object.entries(FILES)) {
      expect(Buffer.compare(readFileSync(path.join(target, 'media', name)), data), name).toBe(0);
    }
    const backAgain = await migrate(['--to', 'local'], target);
    expect(backAgain.stdout).toContain('Copied 0 files (0.0 MB); 3 were already there.');
  });

  it('refuses to guess: no direction, or no bucket, is an error that copies nothing', async () => {
    const dir = newDataDir();
    const noDirection = await migrate([], dir);
    expect(noDirection.code).toBe(1);
    expect(noDirection.stderr).toContain('--to s3');
    const noBucket = await migrate(['--to', 's3'], dir, {
      S3_BUCKET: '',
      S3_ENDPOINT: '',
      S3_ACCESS_KEY_ID: '',
      S3_SECRET_ACCESS_KEY: '',
    });
    expect(noBucket.code).toBe(1);
    expect(noBucket.stderr).toContain('S3_BUCKET');
  });

  it('says the bucket is unreachable without printing the secret, and goes on where an interrupted copy stopped', async () => {
    const dir = newDataDir();
    const local = localDiskStorage(path.join(dir, 'media'));
    await putAll(local);
    s3.down();
    try {
      const refused = await migrate(['--to', 'local'], newDataDir());
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('Run it again');
      expect(`${refused.stdout}${refused.stderr}`).not.toContain('migrate-test-secret');
    } finally {
      s3.up();
    }

    // A bucket of another name, empty; the copy breaks after its first file.
    await fetchCreateBucket('farm-resume');
    const bucket = s3Storage({
      bucket: 'farm-resume',
      region: 'us-east-1',
      endpoint: s3.endpoint,
      accessKeyId: KEY_ID,
      secretAccessKey: 'migrate-test-secret',
      forcePathStyle: true,
    });
    let puts = 0;
    const breaking: FileStorage = {
      ...bucket,
      putFile: async (name, data, type) => {
        if (++puts > 1) throw new Error('connection lost');
        await bucket.putFile(name, data, type);
      },
    };
    await expect(copyStoredFiles(local, breaking)).rejects.toThrow('connection lost');
    expect(s3.keys('farm-resume')).toHaveLength(1);
    expect(await copyStoredFiles(local, bucket)).toMatchObject({ copied: 2, alreadyThere: 1 });
    expect(await copyStoredFiles(local, bucket)).toMatchObject({ copied: 0, alreadyThere: 3 });
    await bucket.close();
  });
});

/** CreateBucket as an operator would (the stand-in checks only the key id). */
async function fetchCreateBucket(name: string) {
  const res = await fetch(`${s3.endpoint}/${name}`, {
    method: 'PUT',
    headers: { authorization: `AWS4-HMAC-SHA256 Credential=${KEY_ID}/20260101/us-east-1/s3/aws4_request` },
  });
  expect(res.status).toBe(200);
}
