import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { AmqpJobEventBus } from './amqp-event-bus';
import type { UploadJobEvent } from '@garden/core';
import { TEST_BROKER_URL } from '../../../../test-support/test-broker';

const run = promisify(execFile);
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The broker going away for longer than a moment (a restart; here its vhost deleted and created again, which
 * drops the connections the same way without touching anyone else's): the event bus of an api keeps trying
 * until it is back, so its open subscriptions get updates again without a restart of the api.
 */
describe('RabbitMQ progress events after the broker was away', () => {
  const vhost = `garden-test-reconnect-${randomBytes(4).toString('hex')}`;
  const url = `${TEST_BROKER_URL}/${encodeURIComponent(vhost)}`;
  const addVhost = async (): Promise<void> => {
    await run('rabbitmqctl', ['add_vhost', vhost]);
    await run('rabbitmqctl', ['set_permissions', '-p', vhost, 'guest', '.*', '.*', '.*']);
  };
  const buses: AmqpJobEventBus[] = [];
  afterAll(async () => {
    await Promise.all(buses.map((bus) => bus.close()));
    await run('rabbitmqctl', ['delete_vhost', vhost]).catch(() => undefined);
  });

  it('listens again by itself once the broker is back', async () => {
    await addVhost();
    const listening = new AmqpJobEventBus(url);
    buses.push(listening);
    const received: UploadJobEvent[] = [];
    listening.subscribe((event) => received.push(event));
    await listening.start();

    await run('rabbitmqctl', ['delete_vhost', vhost]);
    await sleep(3_000); // longer than a single retry
    await addVhost();

    const publishing = new AmqpJobEventBus(url);
    buses.push(publishing);
    const deadline = Date.now() + 30_000;
    while (received.length === 0 && Date.now() < deadline) {
      await publishing.publish({ jobId: 'job-after-outage', userId: 'someone', publishedAt: Date.now() });
      await sleep(250);
    }
    expect(received[0]).toMatchObject({ jobId: 'job-after-outage' });
  }, 60_000);
});
