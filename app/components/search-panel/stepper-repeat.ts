/** Spec §9: a held stepper repeats every 70 ms. */
export const STEPPER_REPEAT_MS = 70;
/** A click steps once; repeating starts only when the button is really held, like a key's auto-repeat. */
export const STEPPER_HOLD_MS = 400;

/** Steps once now, then, while held, every 70 ms after a short hold. Returns the function that stops it. */
export function startStepperRepeat(step: () => void): () => void {
  step();
  let interval: ReturnType<typeof setInterval> | undefined;
  const hold = setTimeout(() => {
    interval = setInterval(step, STEPPER_REPEAT_MS);
  }, STEPPER_HOLD_MS);
  return () => {
    clearTimeout(hold);
    clearInterval(interval);
  };
}
