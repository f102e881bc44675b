import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';

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

/**
 * One full, compacting collection when the start's work is done. Building the search index reads
 * every product (100,000: ~90 MB of rows and scratch that die once the index is built), and V8
 * sets its next collection by what it saw alive then: after the start the heap stayed at ~230 MB
 * with ~100 MB alive until the load's allocation reached that mark, so the shop's first minutes
 * held ~120 MB it no longer used. A plain collection frees the objects but keeps the half-empty
 * pages (old space 160 MB for 73 MB alive); compacting moves the live objects together and gives
 * the pages back (90 MB for 88 MB). Measured on the bench's API (bench/README.md, decision 0058).
 * Node.js gives scripts the collector only behind a flag: set it, take `gc` from a fresh context,
 * run it once with compaction on, and put compaction back as it was for the load's collections.
 */
export function collectStartGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as (() => void) | undefined;
  if (!gc) return;
  v8.setFlagsFromString('--compact-on-every-full-gc');
  try {
    gc();
  } finally {
    v8.setFlagsFromString('--no-compact-on-every-full-gc');
  }
}
