import type { ScaleOutRun } from '../scale-out/run.js';
import { type CpuShare, idsOf, summaryOf } from './scale-out-figures.js';

const two = (n: number) => n.toFixed(2);
const rate = (n: number) => Math.round(n).toLocaleString('en');

/** "busy 1.95 of 2 cores (API 0.80, PostgreSQL 0.70, load generator 0.20, other work 0.25)". */
function where(share: CpuShare, cores: number, one: boolean): string {
  const { api, postgres, load, machine, rest } = share.cores;
  const [first = 0, ...others] = api;
  const apis = one
    ? `the API ${two(first)}${others.length ? ` (the idle group ${others.map(two).join(' + ')})` : ''}`
    : `the APIs ${api.map(two).join(' + ')}`;
  return `busy ${two(machine)} of ${cores} cores (${apis}, PostgreSQL ${two(postgres)}, the load generator ${two(load)}, other work ${two(rest)})`;
}

/** What bounded one process on this machine: the cores, the API's one thread, or neither. */
function bound(share: CpuShare, cores: number): string {
  const api = share.cores.api[0] ?? 0;
  if (share.cores.machine >= 0.9 * cores)
    return 'the machine was already full, so a second process could only take cores from PostgreSQL, the load generator and the first process';
  if (api >= 0.85)
    return 'the one API process was near its ceiling (one JavaScript thread is at most one core) while the machine had time to spare, which a second process can use';
  return 'neither the cores nor the API’s thread were full: what waited was round trips (and, for the checkout, row locks), which a second process does not shorten';
}

/** The paragraphs under the table: what the two groups did here, and why, from the measured CPU. */
export function scaleOutWhy(run: ScaleOutRun): string[] {
  const pairs = idsOf(run).flatMap((id) => {
    const one = summaryOf(run, id, 'one-process');
    const both = summaryOf(run, id, 'two-groups');
    return one?.share && both?.share && one.rate > 0
      ? [{ one, both, shareOne: one.share, shareTwo: both.share }]
      : [];
  });
  if (!pairs.length) return [];
  const sentences = pairs.map(
    ({ one, both, shareOne, shareTwo }) =>
      `**${one.title}**: ${rate(one.rate)} → ${rate(both.rate)} a second (${two(both.rate / one.rate)} ×). ` +
      `With one process the machine was ${where(shareOne, run.cores, true)}: ${bound(shareOne, run.cores)}. ` +
      `With two groups it was ${where(shareTwo, run.cores, false)}; the API's CPU per request went ` +
      `${two(shareOne.perRequest.api)} → ${two(shareTwo.perRequest.api)} ms and PostgreSQL's ` +
      `${two(shareOne.perRequest.postgres)} → ${two(shareTwo.perRequest.postgres)} ms.`,
  );
  const rest = Math.max(...pairs.flatMap((p) => [p.shareOne.cores.rest, p.shareTwo.cores.rest]));
  const noisy =
    rest > 0.25 * run.cores
      ? ` Other work on the machine took up to ${two(rest)} of its cores meanwhile: the ratios say as much about ` +
        'that work as about the shop; the CPU per request is the steadier figure, and the estimate below is made from it.'
      : '';
  return [
    `**Why.** Here the two groups are two machines in all but the hardware: they share this machine's ${run.cores} ` +
      'cores with PostgreSQL and the load generator, so a second group adds only what the first left idle, and on a ' +
      'full machine a second process can cost more than it adds (more processes and PostgreSQL backends taking turns on ' +
      'the same cores: each request’s CPU rises). Each group is one Node.js process whose JavaScript runs on one ' +
      `thread: at most one core.${noisy}`,
    '',
    ...sentences.flatMap((s) => [`- ${s}`]),
    '',
  ];
}

/** Requests a second where `cores` cores are spent at `msPerRequest` a request. */
const capacity = (cores: number, msPerRequest: number) =>
  msPerRequest > 0 ? (cores * 1000) / msPerRequest : Infinity;

/**
 * What a second machine would add, estimated from the one-process layout's CPU per request: machines
 * like this one (same cores), an API process per core on each (API_PROCESSES, Redis), the clients
 * elsewhere (no load generator on them), requests spread evenly.
 */
export function scaleOutEstimate(run: ScaleOutRun): string[] {
  const c = run.cores;
  const ones = idsOf(run).flatMap((id) => {
    const one = summaryOf(run, id, 'one-process');
    return one?.share && one.share.perRequest.api > 0 ? [{ id, one, share: one.share }] : [];
  });
  const rows = ones.map(({ one, share }) => {
    const { api: a, postgres: p } = share.perRequest;
    const alone = capacity(c, a + p);
    // PostgreSQL beside the first API: that machine carries half the API's work and all of PostgreSQL's.
    const beside = Math.min(capacity(c, a / 2 + p), capacity(2 * c, a));
    const apart = Math.min(capacity(2 * c, a), capacity(c, p));
    const by = capacity(c, p) < capacity(2 * c, a) ? 'PostgreSQL’s cores' : 'the APIs’ cores';
    const times = (n: number) => `${rate(n)} (${two(n / alone)} ×)`;
    return `| ${one.title} | ${rate(one.rate)} | ${rate(capacity(1, a))} | ${two(a)} · ${two(p)} ms | ${rate(alone)} | ${times(beside)} | ${times(apart)}, bound by ${by} |`;
  });
  if (!rows.length) return [];
  if (ones.every((o) => o.share.perRequest.postgres === 0))
    return [
      '**What a second machine would add.** Not estimated: PostgreSQL’s CPU could not be read (it runs on another machine, whose processes /proc does not show).',
      '',
    ];
  const pgShare = (id: string) => {
    const share = ones.find((o) => o.id === id)?.share.perRequest;
    return share ? share.postgres / (share.api + share.postgres) : 0;
  };

  return [
    `**What a second machine would add.** An estimate from the CPU per request measured with one process (not a measurement): machines of ${c} cores like this one, ` +
      `an API process per core on each (\`API_PROCESSES\`, Redis), the shoppers' requests arriving from elsewhere and spread evenly. ` +
      'A second machine brings cores for the API only; PostgreSQL’s work per request stays what it is, wherever it runs. ' +
      `PostgreSQL took ${Math.round(pgShare('list') * 100)} % of the list's CPU (API + PostgreSQL) and ${Math.round(pgShare('checkout') * 100)} % of the checkout's: ` +
      'with PostgreSQL beside the first API, that machine still carries all of it and half the API’s work, so the second machine adds (API + PostgreSQL) ÷ (API ÷ 2 + PostgreSQL), ' +
      'between 1 × (all PostgreSQL) and 2 × (all API); with PostgreSQL on a machine of its own, each side is bound by its own cores.',
    '',
    '| measure | one process, measured here | one process’s thread at most (1 core ÷ API) | CPU/req: API · PostgreSQL | one machine, API and PostgreSQL (its cores ÷ (API + PostgreSQL)) | + a second machine for the API, PostgreSQL beside the first (× one machine) | + PostgreSQL moved to a third (× one machine) |',
    '|---|---:|---:|---|---:|---:|---|',
    ...rows,
    '',
    '**What would close it.** Measuring the second machine for real takes two machines (this bench starts the groups on one). ' +
      'Left out of the estimate: the web server in front of each API (its page renders take the same cores), the ' +
      'network between machines (a round trip of ~0.1–0.3 ms on a LAN where here it is a loopback: the checkout’s four ' +
      'round trips hold the scarce product’s and the slot’s rows that long, and every order waits its turn at them), and ' +
      'a quieter machine’s lower CPU per request. Where PostgreSQL is the bound, a second API machine adds nothing ' +
      'more: PostgreSQL on a machine of its own with more cores, and less PostgreSQL work per order (fewer round trips, ' +
      'a HOT update of the stock: “Checkout throughput” in bench/src/report/causes.ts), are what raise it.',
    '',
  ];
}
