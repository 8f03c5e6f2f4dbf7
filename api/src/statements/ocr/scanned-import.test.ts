import { IMPORT_STEPS, parseStatement } from '@garden/core';
import {
  dbsCardMonth,
  drawDbsCreditStatement,
} from '../../../../test-support/statement-pdfs/layouts/dbs-credit.layout';
import { oneDigitOff } from '../../../../test-support/statement-pdfs/ocr-slips';
import { scanSettings, scanStatement } from '../../../../test-support/statement-pdfs/scanned-statement';
import { inMemoryImportServices } from '../../../../test-support/statement-uploads';
import { countRowsOf, createTestDatabase, seedUser, type TestDatabase } from '../../../../test-support/test-database';
import { StatementsJob } from '../statements.job';
import { PdfTextReader } from '../pdf/pdf-text';
import type { ImportServices } from '../import-services';
import { StatementsService } from '../statements.service';

/**
 * A scanned statement (no text layer) through the import processor: read with OCR page by page when the
 * upload asks for it (the steps say which page), answered as a scan when it does not, and stopped between
 * pages by a cancel.
 */
describe('importing a scanned statement', () => {
  let database: TestDatabase;
  let userId: string;
  let scan: Buffer;
  const reader = new PdfTextReader();

  beforeAll(async () => {
    database = await createTestDatabase();
    userId = await seedUser(database, { firebaseUid: 'scan-import-test', email: 's@example.com', name: 'Sam' });
    // Two pages of rows, scanned at 300 dpi.
    const { pdf } = await drawDbsCreditStatement({ ...dbsCardMonth(4, '2024-03-15', 10), rowsPerPage: 6 });
    scan = await scanStatement(reader, pdf, { ...scanSettings(4, 300), rotationDegrees: 0.6 });
  });
  afterAll(async () => {
    await reader.close();
    await database.drop();
  });

  const count = (table: string): Promise<number> => countRowsOf(database, table, userId);

  /** Runs one upload of the scan, recording each step and progress the processor publishes. */
  async function importScan(
    useOcr: boolean,
    onStep?: (step: string, jobId: string, services: ImportServices) => Promise<void>,
  ) {
    const services = inMemoryImportServices();
    const { events } = services;
    const { job } = await new StatementsService(database.orm.em.fork(), services).createJob(
      userId,
      [{ filename: 'paper.pdf', contentType: 'application/pdf', bytes: scan, truncated: false }],
      [],
      { useOcr },
    );
    const steps: { step: string; progress: number }[] = [];
    const publish = events.publish.bind(events);
    events.publish = async (event) => {
      await publish(event);
      const [task] = await database.sql<{ current_step: string | null; progress: number }>(
        'select current_step, progress from upload_tasks where job_id = ?',
        [job.id],
      );
      const last = steps[steps.length - 1];
      if (task?.current_step && task.current_step !== last?.step)
        steps.push({ step: task.current_step, progress: task.progress });
      if (task?.current_step && onStep) await onStep(task.current_step, job.id, services);
    };
    await new StatementsJob(database.orm, services, reader).handle({ jobId: job.id, userId });
    const after = await new StatementsService(database.orm.em.fork(), services).getJob(userId, job.id);
    return { steps, job: after.job, task: after.tasks[0] };
  }

  it('answers a scan uploaded without OCR as one, offering to read it with OCR', async () => {
    const { steps, task, job } = await importScan(false);
    expect(job.status).toBe('failed');
    expect(task?.status).toBe('FAILED');
    expect(task?.errorMessage).toMatch(/looks like a scanned image.*read with OCR/);
    expect(task?.result).toMatchObject({ success: false, looksScanned: true });
    expect(steps.map(({ step }) => step)).not.toContainEqual(expect.stringMatching(/Reading scanned page/));
  });

  it('stops between pages when the job is cancelled while a page is read, storing nothing', async () => {
    let cancelled = false;
    const { steps, job, task } = await importScan(true, async (step, jobId, services) => {
      if (cancelled || step !== 'Reading scanned page 1 of 2') return;
      cancelled = true;
      await new StatementsService(database.orm.em.fork(), services).cancelJob(userId, jobId);
    });
    expect(cancelled).toBe(true);
    expect(job.status).toBe('cancelled');
    expect([task?.status, task?.errorMessage]).toEqual(['FAILED', 'Cancelled']);
    expect(steps.map(({ step }) => step)).not.toContain('Reading scanned page 2 of 2');
    expect(await count('bank_statements')).toBe(0);
  });

  it('reads it with OCR when asked, saying which page it is on, and imports it (for review when it does not add up)', async () => {
    const { steps, job, task } = await importScan(true);
    const names = steps.map(({ step }) => step);
    expect(names).toEqual([
      IMPORT_STEPS.extracting,
      'Reading scanned page 1 of 2',
      'Reading scanned page 2 of 2',
      IMPORT_STEPS.accounts,
      IMPORT_STEPS.categorizing,
      IMPORT_STEPS.saving,
    ]);
    const progress = steps.map((step) => step.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress[2]).toBeGreaterThan(progress[1] ?? 100);
    expect(job.status).toBe('completed');
    expect(task?.status).toBe('SUCCESS');
    expect(task?.result).toMatchObject({ success: true, readWithOcr: true });
    expect(task?.result?.accountId).toEqual(expect.any(String));
    const added = task?.result?.transactionsAdded ?? 0;
    expect(added).toBeGreaterThan(0);
    expect(await count('transactions')).toBe(added);
    // Either it adds up, or it is marked for review with the reason.
    const result = task?.result;
    if (result?.needsReview) expect(result.reconciliationWarning).toEqual(expect.any(String));
    else expect(result?.reconciliationWarning).toBeNull();
  });

  it('says which page it checks when the figures of a scan that does not add up, then its dates, are read again', async () => {
    // Only the reading's steps are checked (the import above saved this statement already). The first
    // reading with a figure a digit off, as a slip of OCR would leave it: the rows do not add up.
    const extract = reader.extract.bind(reader);
    const slipOnce = jest.spyOn(reader, 'extract').mockImplementationOnce(async (bytes, password, options) => {
      const extracted = await extract(bytes, password, options);
      const index = extracted.items.findIndex(
        (item) => item.ocrBox !== undefined && item.x > 300 && /^\d{1,3}\.\d\d$/.test(item.text),
      );
      const items = extracted.items.map((item, at) =>
        at === index ? { ...item, text: oneDigitOff(item.text) } : item,
      );
      expect(parseStatement({ ...extracted, items }).reconciliation.ok).toBe(false);
      return { ...extracted, items };
    });
    try {
      const { steps } = await importScan(true);
      const names = steps.map(({ step }) => step);
      const checking = names.findIndex((name) => /^Checking figures on page 1 of \d$/.test(name));
      expect(checking).toBe(names.indexOf('Reading scanned page 2 of 2') + 1);
      expect(['Checking figures on page 2 of 2', IMPORT_STEPS.accounts]).toContain(names[checking + 1]);
      const progress = steps.map((step) => step.progress);
      expect(progress).toEqual([...progress].sort((a, b) => a - b));
      // The figures, read again, make it add up: its rows' dates are read again next, page by page.
      const lastFigures = names.findLastIndex((name) => name.startsWith('Checking figures'));
      const dates = names.slice(lastFigures + 1, names.indexOf(IMPORT_STEPS.accounts));
      expect(dates[0]).toBe('Checking dates on page 1 of 2');
      expect(['Checking dates on page 2 of 2', undefined]).toContain(dates[1]);
    } finally {
      slipOnce.mockRestore();
    }
  });
});
