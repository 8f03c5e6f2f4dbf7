import { connect, type Channel, type ChannelModel } from 'amqplib';
import type { UploadJobEvent } from '@garden/core';
import type { JobEventBus } from './job-queue';

/**
 * Progress events on a fanout exchange. Each api instance binds its own exclusive, auto-deleted queue,
 * so every instance sees every event and can serve the subscriptions its clients opened with it.
 */
export class AmqpJobEventBus implements JobEventBus {
  private readonly listeners = new Set<(event: UploadJobEvent) => void>();
  private ready: Promise<{ connection: ChannelModel; channel: Channel }> | undefined;
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly exchangeName = 'garden.upload-job-events',
  ) {}

  async start(): Promise<void> {
    await this.open();
  }

  async publish(event: UploadJobEvent): Promise<void> {
    const { channel } = await this.open();
    channel.publish(this.exchangeName, '', Buffer.from(JSON.stringify(event)), { contentType: 'application/json' });
  }

  subscribe(listener: (event: UploadJobEvent) => void): () => void {
    this.listeners.add(listener);
    this.open().catch((error: unknown) =>
      console.error('Progress events unavailable:', error instanceof Error ? error.message : error),
    );
    return () => this.listeners.delete(listener);
  }

  /** Connects and starts receiving; called on first use, and by the api at start so no event is missed. */
  open(): Promise<{ connection: ChannelModel; channel: Channel }> {
    this.ready ??= (async () => {
      const connection = await connect(this.url);
      connection.on('error', (error: Error) => console.error('RabbitMQ events connection error:', error.message));
      connection.on('close', () => {
        this.ready = undefined;
        if (!this.closed) this.reconnect(1);
      });
      const channel = await connection.createChannel();
      await channel.assertExchange(this.exchangeName, 'fanout', { durable: true });
      const { queue } = await channel.assertQueue('', { exclusive: true, autoDelete: true });
      await channel.bindQueue(queue, this.exchangeName, '');
      await channel.consume(
        queue,
        (message) => {
          if (!message) return;
          try {
            const event = JSON.parse(message.content.toString('utf8')) as UploadJobEvent;
            for (const listener of this.listeners) listener(event);
          } catch {
            // Not one of ours: ignore.
          }
        },
        { noAck: true },
      );
      return { connection, channel };
    })();
    const ready = this.ready;
    ready.catch(() => {
      if (this.ready === ready) this.ready = undefined;
    });
    return ready;
  }

  /**
   * Keeps trying until the broker is back (a restart takes longer than one retry): an api that stopped
   * listening would leave every open subscription without updates until someone subscribed again.
   */
  private reconnect(attempt: number): void {
    setTimeout(
      () => {
        if (this.closed) return;
        this.open().catch(() => this.reconnect(attempt + 1));
      },
      Math.min(10_000, 500 * 2 ** attempt),
    ).unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
    const ready = this.ready;
    this.ready = undefined;
    if (ready) await (await ready.catch(() => undefined))?.connection.close().catch(() => undefined);
  }
}
