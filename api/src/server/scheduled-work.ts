import type { ScheduleDeps } from './domain-module';
import { domains } from './domains';
import type { PeriodicWork } from './periodic-work';

/** Starts every domain's scheduled work; stop() stops each and waits for the runs in flight. */
export function startScheduledWork(deps: ScheduleDeps): PeriodicWork {
  const running = domains.flatMap((domain) => domain.scheduledWork?.(deps) ?? []);
  return {
    stop: async () => {
      for (const work of running) await work.stop();
    },
  };
}
