/** RabbitMQ server the tests, benches and fault suite use: the real one on this machine unless TEST_AMQP_URL says otherwise. */
export const TEST_BROKER_URL = process.env.TEST_AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
