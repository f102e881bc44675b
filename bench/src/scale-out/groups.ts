import fs from 'node:fs';
import path from 'node:path';
import { type ApiProcess, startApiProcess } from '../api/process.js';
import type { BenchTarget } from '../database.js';
import type { LoadTarget } from '../load/measure.js';
import { workDir } from '../paths.js';

/** How many API groups, each a machine of its own, and processes in each (API_PROCESSES). */
export type Layout = { groups: number; processes: number };

export type Groups = LoadTarget & { urls: string[]; groups: ApiProcess[]; stop(): Promise<void> };

/**
 * Starts the API groups one after another, each as a separate machine would run it: its
 * own port and DATA_DIR (emptied first), the same PostgreSQL and, when given, the same Redis. The
 * load is spread over their addresses; their CPU is summed and the largest process's memory kept.
 */
export async function startGroups(
  serverJs: string,
  target: BenchTarget,
  layout: Layout,
  { redisUrl, smoke }: { redisUrl: string | undefined; smoke: boolean },
): Promise<Groups> {
  const groups: ApiProcess[] = [];
  try {
    for (let index = 0; index < layout.groups; index++) {
      const dataDir = path.join(workDir, 'scale-out', `group-${index + 1}`);
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.mkdirSync(dataDir, { recursive: true });
      groups.push(
        await startApiProcess(serverJs, target, { processes: layout.processes, redisUrl, smoke, dataDir }),
      );
    }
  } catch (error) {
    await Promise.all(groups.map((g) => g.stop()));
    throw error;
  }
  const first = groups[0] as ApiProcess;
  return {
    url: first.url,
    urls: groups.map((g) => g.url),
    groups,
    cpuMs: () => groups.reduce((sum, g) => sum + g.cpuMs(), 0),
    rssMb: () => Math.max(...groups.map((g) => g.rssMb())),
    stop: async () => {
      await Promise.all(groups.map((g) => g.stop()));
    },
  };
}
