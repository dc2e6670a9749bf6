import type { ChildProcess } from 'node:child_process';
import readline from 'node:readline';

/** Logged for each request refused as busy: counted, not printed (tens of thousands in an overload run). */
const QUIET = new Set(['busy: request refused']);

/**
 * The warnings and errors a benched server logs (its JSON lines on stdout and stderr), counted by
 * message: issue 32's "no 'database unavailable' in the log" read from the log itself. Every
 * line is passed on to this process's output except the per-request busy warnings.
 */
export function countServerWarnings(server: ChildProcess): () => Record<string, number> {
  const counts = new Map<string, number>();
  for (const [stream, out] of [
    [server.stdout, process.stdout],
    [server.stderr, process.stderr],
  ] as const) {
    if (!stream) continue;
    readline.createInterface({ input: stream }).on('line', (line) => {
      const entry = parseLine(line);
      if (entry && entry.level >= 40) counts.set(entry.msg, (counts.get(entry.msg) ?? 0) + 1);
      if (!entry || !QUIET.has(entry.msg)) out.write(`${line}\n`);
    });
  }
  return () => Object.fromEntries(counts);
}

function parseLine(line: string): { level: number; msg: string } | undefined {
  if (!line.startsWith('{')) return undefined;
  try {
    const { level, msg } = JSON.parse(line) as { level?: unknown; msg?: unknown };
    return typeof level === 'number' && typeof msg === 'string' ? { level, msg } : undefined;
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
