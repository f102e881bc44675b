import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Options } from '../options.js';
import type { DatabaseRun } from '../run-database.js';
import type { ScaleOutRun } from '../scale-out/run.js';
import type { StorefrontResult } from '../storefront/types.js';
import { explainMisses, type Miss } from './causes.js';
import { freshnessMarkdown, freshnessMisses } from './freshness-line.js';
import { scaleOutMarkdown } from './scale-out-table.js';
import type { Smoke } from './smoke.js';
import { storefrontMarkdown } from './storefront-table.js';
import { type Row, rowsToMarkdown } from './table.js';

export type Report = {
  startedAt: string;
  seconds: number;
  machine: { cpus: number; cpu: string; node: string; loadBefore: number[]; loadAfter: number[] };
  /** `postgres`: whether the run had PostgreSQL, and through what (bench/README: the socket). */
  options: Omit<Options, 'postgresUrl'> & { postgres: 'tcp' | 'socket' | false };
  rows: Row[];
  databases: Omit<DatabaseRun, 'runs'>[];
  storefront?: StorefrontResult | undefined;
  /** One API process against two process groups (issue 35), on PostgreSQL. */
  scaleOut?: ScaleOutRun | undefined;
  /** What a smoke run (npm test) counts: scenarios that ran cleanly, not speed. */
  smoke: Smoke;
};

export function machine(loadBefore: number[]) {
  return {
    cpus: os.cpus().length,
    cpu: os.cpus()[0]?.model ?? 'unknown',
    node: process.version,
    loadBefore,
    loadAfter: os.loadavg(),
  };
}

export function toMarkdown(report: Report): string {
  const { options: o, machine: m } = report;
  const load = (l: number[]) => l.map((n) => n.toFixed(1)).join(' / ');
  const missed: Miss[] = [
    ...report.rows.flatMap((r) =>
      r.goals
        .filter((g) => !g.met)
        .map((g) => ({ subject: r.scenario, database: r.database, goal: g.goal, actual: g.actual })),
    ),
    ...(report.storefront?.pages ?? []).flatMap((p) =>
      p.goals.filter((g) => !g.met).map((g) => ({ subject: p.page, goal: g.goal, actual: g.actual })),
    ),
    ...freshnessMisses(report.storefront?.freshness),
  ];
  // A storefront part that failed as a whole has no pages, only its message.
  const storefrontFailed = report.storefront?.pages.length ? [] : (report.storefront?.missed ?? []);
  return [
    '# Benchmark: latest run',
    '',
    `Run ${report.startedAt}, ${Math.round(report.seconds)} s in all. ${o.products.toLocaleString('en')} products; ` +
      `${o.connections} connections, ${o.warmup} s warm-up and ${o.duration} s measured per scenario; ` +
      `databases: PGlite${o.postgres ? ` and PostgreSQL (through ${o.postgres === 'socket' ? 'its Unix socket' : 'TCP'})` : ''}.`,
    `Machine: ${m.cpus} × ${m.cpu}, Node ${m.node}; load average (1/5/15 min) ${load(m.loadBefore)} before, ${load(m.loadAfter)} after.`,
    m.loadBefore[0] !== undefined && m.loadBefore[0] > m.cpus
      ? `**Noisy:** the machine was busy with other work (load above its ${m.cpus} cores), so absolute figures are low and vary run to run; the shares of the same-run baseline are the figures to compare.`
      : 'The machine was otherwise idle.',
    '',
    '## API',
    '',
    'Each row: requests/s and latency seen by autocannon in its own process; errors are non-2xx answers and failed connections; ' +
      '"SQL/req" is the number of statements one request sends in a running shop (each scenario\'s request is served once before it is counted: the shop\'s rules and the lists\' totals are kept in memory until a write), checked with EXPLAIN (⚠ marks a sequential scan on a table of 10,000+ rows); "API CPU/req" is the CPU time the API\'s processes spent per measured request (Linux /proc), which holds when other work on the machine lowers requests/s. ' +
      'Rows other than "HTTP cache on" send `Cache-Control: no-cache`, so every request reaches the database.',
    '',
    rowsToMarkdown(report.rows),
    '',
    ...scaleOutMarkdown(report.scaleOut),
    ...(report.storefront
      ? [
          '## Storefront',
          '',
          storefrontMarkdown(report.storefront),
          '',
          ...freshnessMarkdown(report.storefront.freshness),
        ]
      : []),
    '## Goals',
    '',
    missed.length || storefrontFailed.length
      ? `Missed: ${missed.length + storefrontFailed.length}, grouped by cause, each with why and what would close it.`
      : 'Every goal was met.',
    '',
    ...storefrontFailed.map((line) => `- ${line}`),
    ...(storefrontFailed.length ? [''] : []),
    ...explainMisses(missed),
  ].join('\n');
}

export function writeReport(report: Report, output: string) {
  fs.mkdirSync(path.dirname(output), { recursive: true });
  fs.writeFileSync(`${output}.md`, toMarkdown(report));
  fs.writeFileSync(`${output}.json.tmp`, `${JSON.stringify(report, null, 2)}\n`);
  fs.renameSync(`${output}.json.tmp`, `${output}.json`);
}
