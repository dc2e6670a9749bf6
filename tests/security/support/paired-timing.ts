/** Median answer times, in ms, of the requests for known addresses and for unknown ones. */
export type PairedMedians = { known: number; unknown: number };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2
    ? (sorted[Math.floor(middle)] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** How many times slower the slower side is (1: the same). */
function ratioOf(medians: PairedMedians): number {
  return Math.max(medians.known, medians.unknown) / Math.min(medians.known, medians.unknown);
}

/**
 * Times a form that must not tell whether an address has an account: up to `rounds` rounds of
 * `samples` pairs (a known address and an unknown one, alternating which goes first so neither
 * side always follows the other's work; the first round after `warmUp` unmeasured pairs), until
 * a round's medians are within `tolerance`. The machine is shared and its times spread: a round
 * may go wrong by chance, but a leak shows in every one. Each round's captchas are solved before
 * it is timed; `ask` sends one request with one of them and returns its time. Returns the best
 * ratio and every round's medians.
 */
export async function timeKnownAgainstUnknown({
  rounds,
  samples,
  warmUp,
  tolerance,
  solveCaptcha,
  ask,
}: {
  rounds: number;
  samples: number;
  warmUp: number;
  tolerance: number;
  solveCaptcha: () => Promise<string>;
  ask: (side: keyof PairedMedians, index: number, captcha: string) => Promise<number>;
}): Promise<{ best: number; rounds: PairedMedians[] }> {
  const seen: PairedMedians[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const medians = await timeOneRound(round === 0 ? warmUp : 0);
    seen.push(medians);
    if (ratioOf(medians) <= tolerance) break;
  }
  return { best: Math.min(...seen.map(ratioOf)), rounds: seen };

  async function timeOneRound(unmeasured: number): Promise<PairedMedians> {
    const captchas = await Promise.all(Array.from({ length: 2 * (samples + unmeasured) }, solveCaptcha));
    const time = (side: keyof PairedMedians, index: number) => ask(side, index, captchas.pop() ?? '');
    const timings = { known: [] as number[], unknown: [] as number[] };
    for (let index = 0; index < samples + unmeasured; index += 1) {
      const pair =
        index % 2 === 0
          ? [await time('known', index), await time('unknown', index)]
          : [await time('unknown', index), await time('known', index)].reverse();
      if (index < unmeasured) continue;
      timings.known.push(pair[0] ?? 0);
      timings.unknown.push(pair[1] ?? 0);
    }
    return { known: median(timings.known), unknown: median(timings.unknown) };
  }
}
