import { connect, type Channel, type ChannelModel, type ConfirmChannel, type ConsumeMessage } from 'amqplib';
import type { ImportJobMessage } from '@garden/core';
import { MAX_DELIVERY_ATTEMPTS, type ConsumeOptions, type ImportJobHandler, type JobQueue } from './job-queue';

const CONFIRM_TIMEOUT_MS = 10_000;
const ATTEMPT_HEADER = 'x-attempt';

export interface AmqpJobQueueOptions {
  queueName?: string;
  /** How long a failed message waits in the retry queue before it is delivered again. */
  retryDelayMs?: number;
}

/**
 * Import jobs on RabbitMQ: a durable queue of persistent messages, publisher confirms, manual ack after
 * the handler resolves, retries through a TTL queue that dead-letters back to the main queue, and a
 * dead-letter queue after the last attempt. Unacknowledged messages of a dead consumer are redelivered.
 */
export class AmqpJobQueue implements JobQueue {
  readonly queueName: string;
  readonly retryQueueName: string;
  readonly deadQueueName: string;
  private readonly retryDelayMs: number;
  private connection: ChannelModel | undefined;
  private connecting: Promise<ChannelModel> | undefined;
  private publishChannel: ConfirmChannel | undefined;
  private consumeChannel: Channel | undefined;
  private consumerTag: string | undefined;
  private consumer: { handler: ImportJobHandler; options: ConsumeOptions } | undefined;
  private readonly inFlight = new Set<Promise<void>>();
  /** Channels that closed under a handler: its message goes back to the broker, so it is not acked. */
  private readonly closedChannels = new WeakSet<Channel>();
  private closing = false;

  constructor(
    private readonly url: string,
    options: AmqpJobQueueOptions = {},
  ) {
    this.queueName = options.queueName ?? 'garden.import-jobs';
    this.retryQueueName = `${this.queueName}.retry`;
    this.deadQueueName = `${this.queueName}.dead`;
    this.retryDelayMs = options.retryDelayMs ?? 2_000;
  }

  async publish(message: ImportJobMessage): Promise<void> {
    const channel = await this.confirmChannel();
    await this.sendConfirmed(channel, this.queueName, message, 0);
  }

  async consume(handler: ImportJobHandler, options: ConsumeOptions): Promise<void> {
    this.consumer = { handler, options };
    await this.startConsumer();
  }

  async close(): Promise<void> {
    this.closing = true;
    // A connection whose socket died answers nothing until its heartbeat times out: do not wait for it.
    if (this.consumeChannel && this.consumerTag)
      await settleWithin(this.consumeChannel.cancel(this.consumerTag), 2_000);
    await Promise.allSettled([...this.inFlight]);
    const connection = this.connection;
    this.connection = undefined;
    if (connection) await settleWithin(connection.close(), 2_000);
  }

  private async ensureConnection(): Promise<ChannelModel> {
    if (this.connection) return this.connection;
    this.connecting ??= (async () => {
      const connection = await connect(this.url, { timeout: CONFIRM_TIMEOUT_MS });
      connection.on('error', (error: Error) => console.error('RabbitMQ connection error:', error.message));
      connection.on('close', () => {
        if (this.connection === connection) this.connection = undefined;
        this.publishChannel = undefined;
        this.consumeChannel = undefined;
        if (!this.closing && this.consumer) this.reconnectConsumer(1);
      });
      const setup = await connection.createChannel();
      await setup.assertQueue(this.queueName, { durable: true });
      await setup.assertQueue(this.retryQueueName, {
        durable: true,
        arguments: {
          'x-message-ttl': this.retryDelayMs,
          'x-dead-letter-exchange': '',
          'x-dead-letter-routing-key': this.queueName,
        },
      });
      await setup.assertQueue(this.deadQueueName, { durable: true });
      await setup.close();
      this.connection = connection;
      return connection;
    })().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private reconnectConsumer(attempt: number): void {
    const delay = Math.min(30_000, 500 * 2 ** attempt);
    setTimeout(() => {
      if (this.closing) return;
      this.startConsumer().catch((error: unknown) => {
        console.error('RabbitMQ consumer reconnect failed:', error instanceof Error ? error.message : error);
        this.reconnectConsumer(attempt + 1);
      });
    }, delay).unref();
  }

  private async confirmChannel(): Promise<ConfirmChannel> {
    if (this.publishChannel) return this.publishChannel;
    const connection = await this.ensureConnection();
    const channel = await connection.createConfirmChannel();
    channel.on('error', () => undefined);
    channel.on('close', () => {
      if (this.publishChannel === channel) this.publishChannel = undefined;
    });
    this.publishChannel = channel;
    return channel;
  }

  private sendConfirmed(
    channel: ConfirmChannel,
    queue: string,
    message: ImportJobMessage,
    attempt: number,
    error?: string,
  ): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('RabbitMQ did not confirm the message in time')),
        CONFIRM_TIMEOUT_MS,
      );
      channel.sendToQueue(
        queue,
        Buffer.from(JSON.stringify(message)),
        {
          persistent: true,
          contentType: 'application/json',
          headers: { [ATTEMPT_HEADER]: attempt, ...(error ? { 'x-last-error': error.slice(0, 500) } : {}) },
        },
        (failure: unknown) => {
          clearTimeout(timer);
          if (failure) reject(failure instanceof Error ? failure : new Error('RabbitMQ refused the message'));
          else resolve();
        },
      );
    });
  }

  private async startConsumer(): Promise<void> {
    const consumer = this.consumer;
    if (!consumer) return;
    const connection = await this.ensureConnection();
    const channel = await connection.createChannel();
    channel.on('error', () => undefined);
    channel.on('close', () => this.closedChannels.add(channel));
    await channel.prefetch(consumer.options.prefetch);
    this.consumeChannel = channel;
    const reply = await channel.consume(this.queueName, (delivery) => {
      if (!delivery) return;
      const work = this.deliver(channel, delivery, consumer).finally(() => this.inFlight.delete(work));
      this.inFlight.add(work);
    });
    this.consumerTag = reply.consumerTag;
  }

  private async deliver(
    channel: Channel,
    delivery: ConsumeMessage,
    { handler, options }: { handler: ImportJobHandler; options: ConsumeOptions },
  ): Promise<void> {
    const previous = Number(delivery.properties.headers?.[ATTEMPT_HEADER] ?? 0);
    // A redelivery means an earlier consumer died holding this message: that counts as an attempt.
    const attempt = previous + 1 + (delivery.fields.redelivered ? 1 : 0);
    let message: ImportJobMessage;
    try {
      message = JSON.parse(delivery.content.toString('utf8')) as ImportJobMessage;
    } catch {
      channel.ack(delivery);
      return;
    }
    try {
      if (attempt > MAX_DELIVERY_ATTEMPTS) throw new Error('The message killed every worker that took it');
      await handler(message, { attempt, isLastAttempt: attempt >= MAX_DELIVERY_ATTEMPTS });
      if (!this.closedChannels.has(channel)) channel.ack(delivery);
    } catch (error) {
      if (this.closedChannels.has(channel)) return;
      const text = error instanceof Error ? error.message : String(error);
      try {
        const publisher = await this.confirmChannel();
        if (attempt < MAX_DELIVERY_ATTEMPTS) {
          await options.onRetry?.(message, error, attempt + 1);
          await this.sendConfirmed(publisher, this.retryQueueName, message, attempt, text);
        } else {
          await this.sendConfirmed(publisher, this.deadQueueName, message, attempt, text);
          await options.onDeadLetter?.(message, error);
        }
        channel.ack(delivery);
      } catch (forwardError) {
        // Could not hand it on: leave it unacknowledged so the broker delivers it again.
        console.error(
          'Could not retry an import job:',
          forwardError instanceof Error ? forwardError.message : forwardError,
        );
        channel.nack(delivery, false, true);
      }
    }
  }
}

/** Waits for a promise to settle, but no longer than the given time; its outcome is ignored. */
async function settleWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([promise.catch(() => undefined), new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}
