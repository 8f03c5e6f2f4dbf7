import { AmqpJobEventBus } from './amqp-event-bus';
import { AmqpJobQueue } from './amqp-job-queue';
import type { JobEventBus, JobQueue } from './job-queue';
import { InMemoryJobEventBus, InMemoryJobQueue } from './memory-job-queue';

export interface JobTransport {
  queue: JobQueue;
  events: JobEventBus;
  kind: 'amqp' | 'memory';
}

/** A job queue alone, on RabbitMQ when a URL is configured, else in-process: for a second kind of job. */
export function createJobQueue(
  amqpUrl: string | undefined,
  options: { queueName?: string; retryDelayMs?: number } = {},
): JobQueue {
  return amqpUrl ? new AmqpJobQueue(amqpUrl, options) : new InMemoryJobQueue(options.retryDelayMs);
}

/** RabbitMQ when a URL is configured, else the in-process queue (the embedded default). */
export function createJobTransport(
  amqpUrl: string | undefined,
  options: { queueName?: string; retryDelayMs?: number } = {},
): JobTransport {
  if (amqpUrl) {
    return { queue: new AmqpJobQueue(amqpUrl, options), events: new AmqpJobEventBus(amqpUrl), kind: 'amqp' };
  }
  return { queue: new InMemoryJobQueue(options.retryDelayMs), events: new InMemoryJobEventBus(), kind: 'memory' };
}
