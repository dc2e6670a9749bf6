/** Each slow answer takes this share off the bound; each timely one adds a request back. */
const DECREASE = 0.9;

/**
 * How many requests a worker admits at once (docs/decisions/0093-adaptive-busy-bound.md): at
 * most `max`, less while its answers come later than `slowAnswerMs` (BUSY_SLOW_ANSWER_MS; 0: always `max`). A worker that gets less CPU than it was sized for
 * (a machine shared with other work, a slow database) renders its admitted pages together, so
 * each takes as long as all of them: 32 searches at a quarter of a core took 4–10 s. Each answer
 * slower than `slowAnswerMs` lowers the bound by a tenth, down to a quarter of `max`; each timely
 * one raises it by one, back up to `max` (additive increase, multiplicative decrease); a read
 * still unanswered after `slowAnswerMs` holds it at the floor meanwhile.
 */
export interface AdaptiveBound {
  /**
   * The number of requests in flight past which the next is refused: the floor while a read has
   * been in flight longer than `slowAnswerMs` (`oldestReadMs`), as a worker short of CPU may
   * finish nothing for seconds and so learn nothing from answers.
   */
  current(oldestReadMs?: number): number;
  /** An admitted request's time from admission to its answer. */
  observe(ms: number): void;
}

export function adaptiveBound(max: number, slowAnswerMs: number): AdaptiveBound {
  if (slowAnswerMs <= 0) return { current: () => max, observe: () => undefined };
  const floor = Math.max(1, Math.ceil(max / 4));
  let bound = max;
  return {
    current: (oldestReadMs = 0) => (oldestReadMs > slowAnswerMs ? floor : Math.floor(bound)),
    observe(ms) {
      bound = ms > slowAnswerMs ? Math.max(floor, bound * DECREASE) : Math.min(max, bound + 1);
    },
  };
}
