import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { adminQuery, scratchUrl } from './scratch-postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data directory (a tar file) that each test file starts from. */
    pgliteTemplate: string;
    /** A migrated, empty PostgreSQL database that each test file's scratch database copies. */
    postgresTemplate: string;
  }
}

/**
 * Migrates an empty database once per run and hands it to every test file as a template:
 * starting PGlite from a data directory skips its initdb (about 3 s a file), and
 * `CREATE DATABASE … TEMPLATE` copies the migrated schema instead of replaying the migrations.
 */
export default async function setup(project: TestProject) {
  const stamp = `${process.pid}_${Date.now().toString(36)}`;
  let tarFile = '';
  let templateName = '';
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (project.name === 'postgres' && serverUrl) {
    templateName = `farm_template_${stamp}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${templateName}`);
    const template = await openDatabase({ kind: 'postgres', url: scratchUrl(serverUrl, templateName) });
    await migrateDatabase(template);
    await template.close();
  } else {
    tarFile = path.join(os.tmpdir(), `farm-test-template-${stamp}.tar`);
    const template = await openDatabase({ kind: 'pglite' });
    await migrateDatabase(template);
    const dump = await template.dumpDataDir?.();
    await template.close();
    if (!dump) throw new Error('PGlite could not dump its data directory');
    fs.writeFileSync(tarFile, Buffer.from(await dump.arrayBuffer()));
  }
  project.provide('pgliteTemplate', tarFile);
  project.provide('postgresTemplate', templateName);

  return async () => {
    if (tarFile) fs.rmSync(tarFile, { force: true });
    if (templateName && serverUrl) {
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`);
    }
  };
}
