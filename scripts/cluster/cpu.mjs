// CPU time of processes, from Linux's /proc: what one request costs the API and the database,
// whatever else shares the machine (the load generator, nginx, the other instances).
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks a second in /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** A process and its descendants. */
function processTree(pid) {
  let children = [];
  try {
    children = readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
  } catch {
    // Gone, or not Linux.
  }
  return [pid, ...children.flatMap(processTree)];
}

/** User + system CPU milliseconds used so far by `pid` and its descendants; undefined if unreadable. */
export function cpuMilliseconds(pid) {
  let total = 0;
  try {
    for (const member of processTree(pid)) {
      // After the command name in parentheses: utime and stime are the 12th and 13th fields.
      const fields = readFileSync(`/proc/${member}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      total += ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
    }
  } catch {
    return undefined;
  }
  return total;
}

/** The CPU milliseconds of several processes together (those that can be read). */
export function totalCpuMilliseconds(pids) {
  return pids.reduce((sum, pid) => sum + (cpuMilliseconds(pid) ?? 0), 0);
}
