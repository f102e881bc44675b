// Where a test run's time went: each step's duration, and the slowest files of each vitest and
// Playwright run, read from their JSON reports. Printed at the end of `npm test`.
import path from 'node:path';

const SLOWEST = 10;

/** "75 s" under two minutes, "12 min 5 s" above. */
export function seconds(ms) {
  const s = Math.round(ms / 1000);
  return s < 120 ? `${s} s` : `${Math.floor(s / 60)} min ${s % 60} s`;
}

/** Files written by `vitest-file-times.mjs`, named by path and, when the run has several, project. */
export function vitestFileDurations(files, root) {
  const projects = new Set(files.map((f) => f.project));
  return files.map(({ file, project, ms }) => ({
    file: `${path.relative(root, file)}${projects.size > 1 && project ? ` (${project})` : ''}`,
    ms,
  }));
}

/** Files of a Playwright JSON report with the summed duration of their tests' runs. */
export function playwrightFileDurations(suites) {
  const sum = (suite) =>
    (suite.specs ?? []).reduce(
      (total, spec) =>
        total +
        (spec.tests ?? []).reduce(
          (t, test) => t + (test.results ?? []).reduce((r, result) => r + (result.duration ?? 0), 0),
          0,
        ),
      0,
    ) + (suite.suites ?? []).reduce((total, inner) => total + sum(inner), 0);
  return suites.map((suite) => ({ file: suite.file ?? suite.title, ms: sum(suite) }));
}

/** " · CPUs 83 % busy" (the whole machine's, other steps' included), or nothing when unknown. */
function busy(cpu) {
  return typeof cpu === 'number' ? ` · CPUs ${Math.round(cpu * 100)} % busy` : '';
}

/**
 * Lines for the end of the log: the steps (with how busy the machine's CPUs were meanwhile), then
 * the slowest files of each run. `whole`: the run's duration and CPU share.
 */
export function durationLines(steps, slowFiles, whole) {
  const lines = ['', 'How long each step took (steps run side by side overlap):'];
  for (const { title, ms, cpu } of steps) lines.push(`  ${seconds(ms).padStart(10)}  ${title}${busy(cpu)}`);
  lines.push(`  ${seconds(whole.ms).padStart(10)}  the whole run${busy(whole.cpu)}`);
  for (const { title, files } of slowFiles) {
    const slowest = [...files].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST);
    if (slowest.length === 0) continue;
    lines.push('', `Slowest files of ${title}:`);
    for (const { file, ms } of slowest) lines.push(`  ${seconds(ms).padStart(10)}  ${file}`);
  }
  return lines;
}
