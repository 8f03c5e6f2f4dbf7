/**
 * What travels between the api and the import workers: the job message the api publishes, how the queue hands
 * it to a worker, and the event a worker publishes back to every api instance. The queue and the event bus
 * are the api's; the messages belong to neither side, so they live here.
 */

/** One message per upload job; ids only, never file bytes or passwords. */
export interface ImportJobMessage {
  jobId: string;
  userId: string;
}

export interface Delivery {
  /** 1 on the first delivery; counts retries and redeliveries after a crash. */
  attempt: number;
  /** True when a failure now sends the message to the dead-letter queue instead of retrying. */
  isLastAttempt: boolean;
}

/** A change to an upload job, pushed to GraphQL subscribers on every api instance. */
export interface UploadJobEvent {
  jobId: string;
  userId: string;
  /** Milliseconds since epoch when the worker published it (for latency measurement). */
  publishedAt: number;
}
