import type { JobEventBus, JobQueue } from './queue/job-queue';
import type { StatementPasswordBox } from './statement-passwords';

/** What the import needs besides the database: the job queue, the job events, and the statement password box. */
export interface ImportServices {
  queue: JobQueue;
  events: JobEventBus;
  passwords: StatementPasswordBox;
}
