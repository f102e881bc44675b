import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Settings for a test shop whose uploads go to a folder of its own (removed with the OS's tmp). */
export function withMediaDir(name: string): Record<string, string> {
  return { DATA_DIR: mkdtempSync(path.join(os.tmpdir(), `farm-security-${name}-`)) };
}
