// Types of page-outage.mjs, for the tests that import it.
import type { ServerResponse } from 'node:http';

export function answerUnavailableOnApiOutage(res: ServerResponse, store: { apiUnreachable?: boolean }): void;
