// How busy the machine's CPUs were during a step, from /proc/stat (Linux): the share of all cores'
// time not idle. Printed beside each step's duration, it says whether steps could share the
// machine (a step at 60 % leaves room beside it; one at 100 % does not). Elsewhere: unknown.
import fs from 'node:fs';

/** The CPU counters now: time busy and time in all, summed over the cores; null off Linux. */
export function cpuSnapshot() {
  try {
    const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const [name, ...fields] = line.trim().split(/\s+/);
    if (name !== 'cpu') return null;
    const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.map(Number);
    const busy = user + nice + system + irq + softirq + steal;
    return { busy, total: busy + idle + iowait };
  } catch {
    return null;
  }
}

/** The share (0–1) of the CPUs' time that was busy between two snapshots, or null. */
export function busyShare(before, after) {
  if (!before || !after || after.total <= before.total) return null;
  return (after.busy - before.busy) / (after.total - before.total);
}
