import type { MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from '../config';
import { StatementsJob } from './statements.job';
import { PdfTextReader } from './pdf/pdf-text';
import { createJobQueue, createJobTransport } from './queue/create-queue';
import type { JobQueue } from './queue/job-queue';
import { DataExportProcessor } from '../users/data-export.service';
import { StatementPasswordBox } from './statement-passwords';
import type { ImportServices } from './import-services';

/**
 * Everything background jobs need in one process: statement imports (queue, events, password box, PDF reader,
 * processor) and "Export my data" jobs, which travel the same way on a queue of their own.
 */
export interface ImportRuntime {
  services: ImportServices;
  /** Queue of data export jobs (same transport, its own queue: `<import queue>.exports`). */
  exports: JobQueue;
  reader: PdfTextReader;
  processor: StatementsJob;
  transport: 'amqp' | 'memory';
  /** Starts consuming import and export jobs in this process. */
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
  const processor = new StatementsJob(orm, services, reader);
  const exports = createJobQueue(config.amqpUrl, { queueName: `${config.importQueueName}.exports` });
  const exportProcessor = new DataExportProcessor(orm);
  return {
    services,
    exports,
    reader,
    processor,
    transport: transport.kind,
    startWorker: async (prefetch = 1) => {
      await transport.events.start();
      await transport.queue.consume((message) => processor.handle(message), {
        prefetch,
        onRetry: (message, _error, nextAttempt) => processor.markRetrying(message, nextAttempt),
        onDeadLetter: async (message, error) => {
          console.error('Import job dead-lettered', message.jobId, error instanceof Error ? error.message : error);
          await processor.markGaveUp(message);
        },
      });
      await exports.consume((message, delivery) => exportProcessor.handle(message, delivery), {
        prefetch: 1,
        onDeadLetter: async (message, error) => {
          console.error('Export job dead-lettered', message.jobId, error instanceof Error ? error.message : error);
          await exportProcessor.markGaveUp(message);
        },
      });
      // The in-process queue forgets its messages when the process stops; the rows remember them.
      if (transport.kind === 'memory') {
        for (const job of await processor.unfinishedJobs()) await transport.queue.publish(job);
        for (const job of await exportProcessor.unfinishedJobs()) await exports.publish(job);
      }
    },
    close: async () => {
      await transport.queue.close();
      await exports.close();
      await transport.events.close();
      await reader.close();
    },
  };
}
