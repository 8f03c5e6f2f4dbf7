import type { MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from '../config';
import { ImportProcessor } from './import-processor';
import { PdfTextReader } from './pdf/pdf-text';
import { createJobTransport } from './queue/create-queue';
import { StatementPasswordBox } from './statement-passwords';
import type { ImportServices } from './statements.service';

/** Everything statement imports need in one process: queue, events, password box, PDF reader, processor. */
export interface ImportRuntime {
  services: ImportServices;
  reader: PdfTextReader;
  processor: ImportProcessor;
  transport: 'amqp' | 'memory';
  /** Starts consuming import jobs in this process. */
  startWorker(prefetch?: number): Promise<void>;
  close(): Promise<void>;
}

export function createImportRuntime(
  orm: MikroORM,
  config: Pick<AppConfig, 'amqpUrl' | 'importQueueName' | 'statementPasswordKey'>,
): ImportRuntime {
  const transport = createJobTransport(config.amqpUrl, { queueName: config.importQueueName });
  const services: ImportServices = {
    queue: transport.queue,
    events: transport.events,
    passwords: new StatementPasswordBox(config.statementPasswordKey),
  };
  const reader = new PdfTextReader();
  const processor = new ImportProcessor(orm, services, reader);
  return {
    services,
    reader,
    processor,
    transport: transport.kind,
    startWorker: async (prefetch = 1) => {
      await transport.events.start();
      await transport.queue.consume((message, delivery) => processor.handle(message, delivery), {
        prefetch,
        onRetry: (message, _error, nextAttempt) => processor.markRetrying(message, nextAttempt),
        onDeadLetter: async (message, error) => {
          console.error('Import job dead-lettered', message.jobId, error instanceof Error ? error.message : error);
          await processor.markGaveUp(message);
        },
      });
      // The in-process queue forgets its messages when the process stops; the rows remember them.
      if (transport.kind === 'memory') {
        for (const job of await processor.unfinishedJobs()) await transport.queue.publish(job);
      }
    },
    close: async () => {
      await transport.queue.close();
      await transport.events.close();
      await reader.close();
    },
  };
}
