import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The bench folder and the repository around it. */
export const benchRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(benchRoot, '..');
/** Scratch space: built API, generated databases, Lighthouse reports (ignored by git). */
export const workDir = path.join(benchRoot, '.work');
