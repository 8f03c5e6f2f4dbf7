/**
 * How upload jobs travel from the api to the workers, and how progress travels back to every api
 * instance. Two implementations share one contract (job-queue.contract.test.ts): RabbitMQ (AMQP_URL)
 * and an in-process queue (the embedded default).
 */
import type { Delivery, ImportJobMessage, UploadJobEvent } from '@garden/core';

export type ImportJobHandler = (message: ImportJobMessage, delivery: Delivery) => Promise<void>;

export interface ConsumeOptions {
  /** Messages in flight per consumer. */
  prefetch: number;
  /** Called when a failed message will be retried (after a delay), so tasks can show RETRYING. */
  onRetry?: (message: ImportJobMessage, error: unknown, nextAttempt: number) => Promise<void>;
  /** Called once when the last attempt failed and the message went to the dead-letter queue. */
  onDeadLetter?: (message: ImportJobMessage, error: unknown) => Promise<void>;
}

export interface JobQueue {
  /** Resolves only once the broker has confirmed the message is stored (publisher confirms). */
  publish(message: ImportJobMessage): Promise<void>;
  /**
   * Starts consuming. A message is acknowledged only after the handler resolves (so after the
   * database commit); a handler that throws is retried up to MAX_DELIVERY_ATTEMPTS, then dead-lettered.
   * A consumer that dies mid-message leaves it unacknowledged and the broker redelivers it.
   */
  consume(handler: ImportJobHandler, options: ConsumeOptions): Promise<void>;
  /** Stops consuming, waits for handlers in flight, closes connections. */
  close(): Promise<void>;
}

export const MAX_DELIVERY_ATTEMPTS = 3;

export interface JobEventBus {
  /** Connects and starts receiving, so no event published after it resolves is missed. */
  start(): Promise<void>;
  publish(event: UploadJobEvent): Promise<void>;
  /** Every event from every publisher reaches every subscriber on every instance. Returns unsubscribe. */
  subscribe(listener: (event: UploadJobEvent) => void): () => void;
  close(): Promise<void>;
}
