export interface PeriodicWork {
  /** Stops the ticks and waits for a run in flight. */
  stop(): Promise<void>;
}

/**
 * Runs `work` every `intervalMs` (and once at once unless `runNow` is false). Runs never overlap within a process:
 * a tick that finds the last run still going is skipped, so slow work never piles up. A failed run goes to
 * `onError` and is tried again at the next tick.
 */
export function startPeriodicWork(
  work: () => Promise<unknown>,
  intervalMs: number,
  { onError, runNow = true }: { onError: (error: unknown) => void; runNow?: boolean },
): PeriodicWork {
  let running: Promise<void> | undefined;
  const tick = (): void => {
    if (running) return;
    running = work()
      .then(() => undefined)
      .catch(onError)
      .finally(() => {
        running = undefined;
      });
  };
  if (runNow) tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}

export const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));
