import v8 from 'node:v8';

/**
 * How far V8 lets its heap grow past what the last full collection found alive, in percent. By
 * default it may grow to several times that under a high allocation rate (10 connections of
 * uncached reads: ~70 MB alive, up to 180 MB of heap), and with PGlite the WebAssembly PostgreSQL
 * shares the process's memory. 20 % kept the bench's API 60 MB smaller at its peak with the same
 * throughput (bench/README.md). Not a limit: the heap still grows as far as the live data needs.
 */
const HEAP_GROWING_PERCENT = 20;

/** Called once, when the API starts (the shop's start and the bench's run the same `startApi`). */
export function keepHeapNearLive(): void {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
