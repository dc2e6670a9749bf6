import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU seconds (user + system) used so far by a process and its descendants (an app server and
 * its embedded PostgreSQL with every backend), from /proc (Linux): on a machine shared with other
 * work, CPU per request says more than requests per second.
 */
export function processTreeCpuSeconds(rootPid: number): number {
  const tick = 100; // USER_HZ on Linux
  const stats = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        // Fields after the command name, which sits in parentheses and may hold spaces.
        const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
        return [{ pid: Number(pid), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) }];
      } catch {
        return [];
      }
    });
  const tree = new Set([rootPid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const each of stats) {
      if (!tree.has(each.pid) && tree.has(each.ppid)) {
        tree.add(each.pid);
        grew = true;
      }
    }
  }
  return stats.filter((each) => tree.has(each.pid)).reduce((sum, each) => sum + each.ticks, 0) / tick;
}
