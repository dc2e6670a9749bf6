import { readFileSync } from 'node:fs';

/**
 * How long each answer of a load run took, by status, and whether it was a connection's first
 * (issue 32's overload check: "every answer within 10 s is 200 or a fast 503"). autocannon
 * writes a request before its connection is open, so a first answer's time includes the TCP
 * handshake: a connection the server's accept queue dropped shows up there as 1, 3, 7, 15 s (the
 * kernel's SYN retries), which the later answers on that connection never have.
 */
export interface AnswerTimes {
  record(client: unknown, status: number, ms: number): void;
  summary(): AnswerTimesSummary;
}

interface Distribution {
  count: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  over1s: number;
  over5s: number;
  over10s: number;
}

interface AnswerTimesSummary {
  byStatus: Record<string, Distribution>;
  /** Each connection's first answer (handshake included) and every later one, all statuses. */
  firstOnConnection: Distribution;
  later: Distribution;
}

export function answerTimes(): AnswerTimes {
  const byStatus = new Map<number, number[]>();
  const first: number[] = [];
  const later: number[] = [];
  const answered = new WeakSet<object>();
  return {
    record(client, status, ms) {
      const list = byStatus.get(status) ?? [];
      list.push(ms);
      byStatus.set(status, list);
      const key = client as object;
      if (answered.has(key)) later.push(ms);
      else {
        answered.add(key);
        first.push(ms);
      }
    },
    summary: () => ({
      byStatus: Object.fromEntries([...byStatus].map(([status, times]) => [String(status), distribution(times)])),
      firstOnConnection: distribution(first),
      later: distribution(later),
    }),
  };
}

function distribution(times: number[]): Distribution {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
  const over = (ms: number) => sorted.filter((each) => each > ms).length;
  return {
    count: sorted.length,
    p50: Math.round(at(0.5)),
    p90: Math.round(at(0.9)),
    p99: Math.round(at(0.99)),
    max: Math.round(sorted.at(-1) ?? 0),
    over1s: over(1000),
    over5s: over(5000),
    over10s: over(10_000),
  };
}

/**
 * The kernel's count of connections its listen queues dropped and of SYNs the clients sent
 * again, from /proc/net/netstat (Linux; undefined elsewhere): a rise during a run means the server
 * accepted connections slower than they came.
 */
export function tcpListenCounters():
  | { listenOverflows: number; listenDrops: number; synRetransmits: number }
  | undefined {
  try {
    const lines = readFileSync('/proc/net/netstat', 'utf8').split('\n');
    const header = lines.find((line) => line.startsWith('TcpExt:'));
    const values = lines.find((line, index) => line.startsWith('TcpExt:') && index > lines.indexOf(header ?? ''));
    if (!header || !values) return undefined;
    const names = header.split(/\s+/);
    const numbers = values.split(/\s+/).map(Number);
    const read = (name: string) => numbers[names.indexOf(name)] ?? 0;
    return {
      listenOverflows: read('ListenOverflows'),
      listenDrops: read('ListenDrops'),
      synRetransmits: read('TCPSynRetrans'),
    };
  } catch {
    return undefined;
  }
}
