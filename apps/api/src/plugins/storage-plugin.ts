import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import type { FileStorage } from './storage.js';
import { localDiskStorage } from './storage-local.js';
import { s3Storage } from './storage-s3.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded media: the local disk, or the S3 bucket when S3_BUCKET is set (decision 0055). */
    storage: FileStorage;
  }
}

type StorageConfig = Pick<
  Config,
  | 'DATA_DIR'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ENDPOINT'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

/** The local disk under DATA_DIR/media. */
export const localMediaStorage = (config: Pick<Config, 'DATA_DIR'>) =>
  localDiskStorage(path.join(config.DATA_DIR, 'media'));

/** The S3 bucket the S3_* settings name, or undefined when S3_BUCKET is unset. */
export function s3MediaStorage(config: StorageConfig, log?: Parameters<typeof s3Storage>[1]) {
  if (!config.S3_BUCKET) return undefined;
  return s3Storage(
    {
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    },
    log,
  );
}

/** Where this shop's media live, as the settings choose. */
export function mediaStorageOf(config: StorageConfig, log?: Parameters<typeof s3Storage>[1]): FileStorage {
  return s3MediaStorage(config, log) ?? localMediaStorage(config);
}

async function storagePlugin(app: FastifyInstance) {
  const storage = mediaStorageOf(app.config, app.log);
  app.log.info(`media stored on ${storage.description}`);
  app.decorate('storage', storage);
  // Said at start rather than at the first picture: a wrong key or endpoint is then seen at once.
  // Not awaited: a shop whose bucket is away still starts, and answers 503 for its media.
  app.addHook('onReady', async () => {
    void storage.checkHealth().then((health) => {
      if (!health.ok)
        app.log.warn({ reason: health.reason }, `media storage not reachable (${storage.description})`);
    });
  });
  app.addHook('onClose', () => storage.close());
}

export default fp(storagePlugin, { name: 'storage' });
