import type { ImportJobMessage, UploadJobEvent } from '@garden/core';
import {
  MAX_DELIVERY_ATTEMPTS,
  type ConsumeOptions,
  type ImportJobHandler,
  type JobEventBus,
  type JobQueue,
} from './job-queue';

interface Queued {
  message: ImportJobMessage;
  attempt: number;
}

/**
 * The embedded default: jobs wait in memory and run in this process, with the same contract as
 * RabbitMQ (retries after a delay, a dead-letter list, prefetch as the number of jobs run at once).
 * Jobs queued when the process stops are not lost: their rows stay queued and are requeued on start.
 */
export class InMemoryJobQueue implements JobQueue {
  readonly deadLetters: { message: ImportJobMessage; error: unknown }[] = [];
  private readonly waiting: Queued[] = [];
  private readonly inFlight = new Set<Promise<void>>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private consumer: { handler: ImportJobHandler; options: ConsumeOptions } | undefined;
  private closed = false;

  constructor(private readonly retryDelayMs = 2_000) {}

  publish(message: ImportJobMessage): Promise<void> {
    if (this.closed) return Promise.reject(new Error('The job queue is closed'));
    this.waiting.push({ message, attempt: 1 });
    queueMicrotask(() => this.pump());
    return Promise.resolve();
  }

  consume(handler: ImportJobHandler, options: ConsumeOptions): Promise<void> {
    this.consumer = { handler, options };
    this.pump();
    return Promise.resolve();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.consumer = undefined;
    for (const timer of this.timers) clearTimeout(timer);
    await Promise.allSettled([...this.inFlight]);
  }

  private pump(): void {
    const consumer = this.consumer;
    while (consumer && !this.closed && this.inFlight.size < consumer.options.prefetch && this.waiting.length > 0) {
      const next = this.waiting.shift();
      if (!next) break;
      const work = this.run(next, consumer).finally(() => {
        this.inFlight.delete(work);
        this.pump();
      });
      this.inFlight.add(work);
    }
  }

  private async run(
    { message, attempt }: Queued,
    { handler, options }: NonNullable<InMemoryJobQueue['consumer']>,
  ): Promise<void> {
    try {
      await handler(message, { attempt, isLastAttempt: attempt >= MAX_DELIVERY_ATTEMPTS });
    } catch (error) {
      if (attempt >= MAX_DELIVERY_ATTEMPTS) {
        this.deadLetters.push({ message, error });
        await options.onDeadLetter?.(message, error);
        return;
      }
      await options.onRetry?.(message, error, attempt + 1);
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        this.waiting.push({ message, attempt: attempt + 1 });
        this.pump();
      }, this.retryDelayMs);
      this.timers.add(timer);
    }
  }
}

export class InMemoryJobEventBus implements JobEventBus {
  private readonly listeners = new Set<(event: UploadJobEvent) => void>();

  start(): Promise<void> {
    return Promise.resolve();
  }

  publish(event: UploadJobEvent): Promise<void> {
    for (const listener of this.listeners) listener(event);
    return Promise.resolve();
  }

  subscribe(listener: (event: UploadJobEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close(): Promise<void> {
    this.listeners.clear();
    return Promise.resolve();
  }
}
