import fs from 'node:fs';
import { IMPORT_STEPS } from '@garden/core';
import { OCBC_EXAMPLE, inMemoryImportServices } from '../../../test-support/statement-uploads';
import { countRowsOf, createTestDatabase, seedUser, type TestDatabase } from '../../../test-support/test-database';
import { StatementsJob } from './statements.job';
import { PdfTextReader } from './pdf/pdf-text';
import { StatementsService } from './statements.service';

/**
 * The job on its own (no queue consumer), so a cancel can land at an exact step: the event bus
 * runs a hook whenever the job publishes progress, before the job goes on.
 */
describe('the statements job', () => {
  let database: TestDatabase;
  let userId: string;
  const reader = new PdfTextReader();

  beforeAll(async () => {
    database = await createTestDatabase();
    userId = await seedUser(database, { firebaseUid: 'processor-test', email: 'p@example.com', name: 'Pip' });
  });
  afterAll(async () => {
    await reader.close();
    await database.drop();
  });

  const count = (table: string): Promise<number> => countRowsOf(database, table, userId);

  /** The OCBC example uploaded as a job, with the services (and their event bus) the job will run with. */
  const uploadOcbcExample = async () => {
    const services = inMemoryImportServices();
    const { events } = services;
    const { job } = await new StatementsService(database.orm.em.fork(), services).createJob(
      userId,
      [
        {
          filename: 'july.pdf',
          contentType: 'application/pdf',
          bytes: fs.readFileSync(OCBC_EXAMPLE),
          truncated: false,
        },
      ],
      [],
    );
    return { events, services, job };
  };

  it.each([IMPORT_STEPS.accounts, IMPORT_STEPS.categorizing, IMPORT_STEPS.saving])(
    'stops a file cancelled when "%s" starts, storing nothing of it',
    async (cancelAtStep) => {
      const { events, services, job } = await uploadOcbcExample();
      let cancelled = false;
      // Runs after each progress event, before the job goes on (the cancel's own event skips it).
      const publish = events.publish.bind(events);
      events.publish = async (event) => {
        await publish(event);
        if (cancelled) return;
        const [task] = await database.sql<{ current_step: string | null }>(
          'select current_step from upload_tasks where job_id = ?',
          [job.id],
        );
        if (task?.current_step !== cancelAtStep) return;
        cancelled = true;
        await new StatementsService(database.orm.em.fork(), services).cancelJob(userId, job.id);
      };

      const processor = new StatementsJob(database.orm, services, reader);
      await processor.handle({ jobId: job.id, userId });

      expect(cancelled).toBe(true);
      const after = await new StatementsService(database.orm.em.fork(), services).getJob(userId, job.id);
      expect(after.job.status).toBe('cancelled');
      expect(after.tasks.map((task) => [task.status, task.errorMessage])).toEqual([['FAILED', 'Cancelled']]);
      expect(await count('transactions')).toBe(0);
      expect(await count('bank_statements')).toBe(0);
    },
  );

  it('moves the job’s progress while its only file is read, not just when it ends', async () => {
    const { events, services, job } = await uploadOcbcExample();
    const seen: number[] = [];
    const publish = events.publish.bind(events);
    events.publish = async (event) => {
      const [row] = await database.sql<{ progress: number }>('select progress from upload_jobs where id = ?', [job.id]);
      seen.push(Number(row?.progress));
      await publish(event);
    };
    await new StatementsJob(database.orm, services, reader).handle({ jobId: job.id, userId });
    expect(seen[seen.length - 1]).toBe(100);
    expect(seen.filter((progress) => progress > 0 && progress < 100).length).toBeGreaterThanOrEqual(3);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(await count('transactions')).toBe(52);
  });
});
