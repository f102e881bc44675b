// Types of graceful-close.mjs, for the tests that import it.
import type { Server } from 'node:http';

export function gracefulClose(server: Server): { close(graceMs: number): Promise<boolean> };
