import { closeSync, fstatSync, openSync, readSync } from 'node:fs';

/**
 * The log file a benched server writes its JSON lines to (stdout and stderr), and the warnings and
 * errors in it counted by message: issue 32's "no 'database unavailable' in the log" read from the
 * log itself. A file, not a pipe to the bench: a server writing to a pipe the bench (busy running
 * the load) reads late would wait on its own log lines, at tens of thousands of busy warnings.
 */
export interface ServerLog {
  /** For the server's stdout and stderr. */
  fd: number;
  file: string;
  /** The counts so far, by message (the lines written since the last call read). */
  warnings(): Record<string, number>;
  close(): void;
}

export function openServerLog(file: string): ServerLog {
  const fd = openSync(file, 'a+');
  const counts = new Map<string, number>();
  let offset = 0;
  let partial = '';
  return {
    fd,
    file,
    warnings() {
      const size = fstatSync(fd).size;
      if (size > offset) {
        const bytes = Buffer.alloc(size - offset);
        const read = readSync(fd, bytes, 0, bytes.length, offset);
        offset += read;
        const lines = (partial + bytes.subarray(0, read).toString('utf8')).split('\n');
        partial = lines.pop() ?? '';
        for (const line of lines) {
          const entry = parseLine(line);
          if (entry && entry.level >= 40) counts.set(entry.msg, (counts.get(entry.msg) ?? 0) + entry.count);
        }
      }
      return Object.fromEntries(counts);
    },
    close: () => closeSync(fd),
  };
}

/** A line's level and message, and how many events it stands for (the busy refusals of a second: `refused`). */
function parseLine(line: string): { level: number; msg: string; count: number } | undefined {
  if (!line.startsWith('{')) return undefined;
  try {
    const { level, msg, refused } = JSON.parse(line) as { level?: unknown; msg?: unknown; refused?: unknown };
    const count = typeof refused === 'number' ? refused : 1;
    return typeof level === 'number' && typeof msg === 'string' ? { level, msg, count } : undefined;
  } catch {
    return undefined;
  }
}

/** What was counted between two readings. */
export function countsSince(before: Record<string, number>, after: Record<string, number>): Record<string, number> {
  return Object.fromEntries(
    Object.entries(after)
      .map(([msg, count]) => [msg, count - (before[msg] ?? 0)] as const)
      .filter(([, count]) => count > 0),
  );
}
