import { connect } from 'amqplib';
import { AmqpJobEventBus } from './amqp-event-bus';
import { AmqpJobQueue } from './amqp-job-queue';
import type { Delivery, ImportJobMessage, UploadJobEvent } from '@garden/core';
import type { JobEventBus, JobQueue } from './job-queue';
import { InMemoryJobEventBus, InMemoryJobQueue } from './memory-job-queue';
import { TEST_BROKER_URL } from '../../../../test-support/test-broker';

const RETRY_DELAY_MS = 100;

function uniqueName(): string {
  return `garden.contract.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}`;
}

function waitFor(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const tick = (): void => {
      if (check()) resolve();
      else if (Date.now() > deadline) reject(new Error('timed out'));
      else setTimeout(tick, 10);
    };
    tick();
  });
}

async function deleteQueues(names: string[]): Promise<void> {
  const connection = await connect(TEST_BROKER_URL);
  const channel = await connection.createChannel();
  for (const name of names) await channel.deleteQueue(name).catch(() => undefined);
  await connection.close();
}

interface Kind {
  name: string;
  make(): JobQueue;
  cleanup(queue: JobQueue): Promise<void>;
}

const kinds: Kind[] = [
  {
    name: 'RabbitMQ',
    make: () => new AmqpJobQueue(TEST_BROKER_URL, { queueName: uniqueName(), retryDelayMs: RETRY_DELAY_MS }),
    cleanup: async (queue) => {
      const amqp = queue as AmqpJobQueue;
      await deleteQueues([amqp.queueName, amqp.retryQueueName, amqp.deadQueueName]);
    },
  },
  { name: 'in-process', make: () => new InMemoryJobQueue(RETRY_DELAY_MS), cleanup: () => Promise.resolve() },
];

describe.each(kinds)('the $name job queue', (kind) => {
  let queues: JobQueue[] = [];
  const make = (): JobQueue => {
    const queue = kind.make();
    queues.push(queue);
    return queue;
  };
  afterEach(async () => {
    for (const queue of queues) {
      await queue.close();
      await kind.cleanup(queue);
    }
    queues = [];
  });

  const message = (jobId: string): ImportJobMessage => ({ jobId, userId: 'user-1' });

  it('delivers a published message once, as attempt 1', async () => {
    const queue = make();
    const seen: [ImportJobMessage, Delivery][] = [];
    await queue.consume(
      (received, delivery) => {
        seen.push([received, delivery]);
        return Promise.resolve();
      },
      { prefetch: 1 },
    );
    await queue.publish(message('a'));
    await waitFor(() => seen.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seen).toEqual([[message('a'), { attempt: 1, isLastAttempt: false }]]);
  });

  it('retries a failing handler with a delay, telling which attempt comes next, then acks', async () => {
    const queue = make();
    const attempts: number[] = [];
    const retries: number[] = [];
    await queue.consume(
      (_received, delivery) => {
        attempts.push(delivery.attempt);
        return delivery.attempt < 3 ? Promise.reject(new Error('database unavailable')) : Promise.resolve();
      },
      {
        prefetch: 1,
        onRetry: (_message, _error, next) => {
          retries.push(next);
          return Promise.resolve();
        },
      },
    );
    await queue.publish(message('b'));
    await waitFor(() => attempts.length === 3);
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * 4));
    expect(attempts).toEqual([1, 2, 3]);
    expect(retries).toEqual([2, 3]);
  });

  it('dead-letters a message after its last attempt, once', async () => {
    const queue = make();
    const dead: ImportJobMessage[] = [];
    const attempts: Delivery[] = [];
    await queue.consume(
      (_received, delivery) => {
        attempts.push(delivery);
        return Promise.reject(new Error('always broken'));
      },
      {
        prefetch: 1,
        onDeadLetter: (received) => {
          dead.push(received);
          return Promise.resolve();
        },
      },
    );
    await queue.publish(message('c'));
    await waitFor(() => dead.length === 1);
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * 4));
    expect(dead).toEqual([message('c')]);
    expect(attempts.map((delivery) => delivery.isLastAttempt)).toEqual([false, false, true]);
    if (queue instanceof AmqpJobQueue) {
      const connection = await connect(TEST_BROKER_URL);
      const channel = await connection.createChannel();
      const stored = await channel.get(queue.deadQueueName, { noAck: true });
      await connection.close();
      expect(stored && JSON.parse(stored.content.toString())).toEqual(message('c'));
    }
  });

  it('runs no more handlers at once than the prefetch allows', async () => {
    const queue = make();
    let running = 0;
    let most = 0;
    let done = 0;
    await queue.consume(
      async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 30));
        running -= 1;
        done += 1;
      },
      { prefetch: 1 },
    );
    for (const id of ['d1', 'd2', 'd3', 'd4']) await queue.publish(message(id));
    await waitFor(() => done === 4);
    expect(most).toBe(1);
  });
});

describe('RabbitMQ specifics', () => {
  it('keeps messages published while no consumer runs, and redelivers a message whose consumer died', async () => {
    const queueName = uniqueName();
    const publisher = new AmqpJobQueue(TEST_BROKER_URL, { queueName, retryDelayMs: RETRY_DELAY_MS });
    await publisher.publish({ jobId: 'kept', userId: 'u' });
    await publisher.close();

    // The first consumer dies (its connection is cut) while it holds the message.
    const dying = new AmqpJobQueue(TEST_BROKER_URL, { queueName, retryDelayMs: RETRY_DELAY_MS });
    let started = false;
    let release = (): void => undefined;
    await dying.consume(
      () => {
        started = true;
        return new Promise<void>((resolve) => (release = resolve));
      },
      { prefetch: 1 },
    );
    await waitFor(() => started);
    const internals = dying as unknown as { connection?: { connection: { stream: { destroy(): void } } } };
    internals.connection?.connection.stream.destroy();

    const survivor = new AmqpJobQueue(TEST_BROKER_URL, { queueName, retryDelayMs: RETRY_DELAY_MS });
    const deliveries: Delivery[] = [];
    await survivor.consume(
      (_message, delivery) => {
        deliveries.push(delivery);
        return Promise.resolve();
      },
      { prefetch: 1 },
    );
    await waitFor(() => deliveries.length === 1);
    expect(deliveries[0]).toEqual({ attempt: 2, isLastAttempt: false });
    release();
    await dying.close();
    await survivor.close();
    await deleteQueues([queueName, `${queueName}.retry`, `${queueName}.dead`]);
  });
});

const eventsExchange = `garden.contract.events.${Date.now().toString(36)}`;
describe.each([
  // Two api instances and a worker: with RabbitMQ, three connections on one exchange.
  ['RabbitMQ', (): JobEventBus[] => [0, 1, 2].map(() => new AmqpJobEventBus(TEST_BROKER_URL, eventsExchange))],
  [
    'in-process',
    (): JobEventBus[] => {
      const bus = new InMemoryJobEventBus();
      return [bus, bus, bus];
    },
  ],
] as const)('the %s event bus', (_name, make) => {
  it('brings every event to every subscriber, and unsubscribe stops them', async () => {
    const buses = make();
    const [first, second, worker] = buses as [JobEventBus, JobEventBus, JobEventBus];
    await Promise.all(buses.map((bus) => bus.start()));
    const a: UploadJobEvent[] = [];
    const b: UploadJobEvent[] = [];
    const stopA = first.subscribe((event) => a.push(event));
    second.subscribe((event) => b.push(event));
    const event = { jobId: 'job', userId: 'u', publishedAt: Date.now() };
    await worker.publish(event);
    await waitFor(() => a.length === 1 && b.length === 1);
    stopA();
    await worker.publish({ ...event, jobId: 'later' });
    await waitFor(() => b.length === 2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(a.map((e) => e.jobId)).toEqual(['job']);
    expect(b.map((e) => e.jobId)).toEqual(['job', 'later']);
    for (const bus of new Set(buses)) await bus.close();
  });
});
