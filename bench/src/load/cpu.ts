// CPU time read from Linux's /proc: per process (the API's, the load process's, PostgreSQL's
// backends) and for the whole machine, so that a run can say where its cores went. Elsewhere 0.
import fs from 'node:fs';

/** User and system CPU time of one process, ms: /proc/PID/stat's utime and stime, in 1/100 s. */
export function cpuMsOf(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/**
 * Busy CPU time of the whole machine, ms summed over its cores (/proc/stat's first line: all but
 * idle and iowait): what every process spent, ours and anybody else's.
 */
export function machineBusyMs(): number {
  try {
    const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const [user, nice, system, , , irq, softirq, steal] = line.trim().split(/\s+/).slice(1).map(Number);
    return ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) * 10;
  } catch {
    return 0;
  }
}
