import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { centsToDecimal } from '@garden/core';
import type { JobWithTasks } from './statements.service';
import { resultNeedsReview } from './statements.views';
import type { BankStatement } from './upload-job.entity';

@ObjectType('CsvSkippedRow', { simpleResolvers: true, description: 'A row of a CSV import that was not imported.' })
export class CsvSkippedRowView {
  @Field(() => Int, { description: 'The line of the file the row starts on (1 is the first line).' })
  line!: number;

  @Field()
  reason!: string;
}

@ObjectType('UploadTask', { simpleResolvers: true, description: 'One file of an upload job.' })
export class UploadTaskView {
  @Field(() => ID)
  id!: string;

  @Field()
  filename!: string;

  @Field({ description: 'PENDING, RUNNING, SUCCESS, FAILED or RETRYING' })
  status!: string;

  @Field(() => String, { nullable: true, description: 'The step the worker is on, e.g. "Extracting data from PDF".' })
  currentStep!: string | null;

  @Field(() => String, { nullable: true })
  errorMessage!: string | null;

  @Field(() => Int, { description: 'Percent, only moves forward.' })
  progress!: number;

  @Field(() => Int)
  transactionsAdded!: number;

  @Field()
  isDuplicate!: boolean;

  @Field(() => String, { nullable: true })
  duplicateFilename!: string | null;

  @Field({ description: 'Imported, but the rows do not add up to a total the statement prints: check it.' })
  needsReview!: boolean;

  @Field(() => String, { nullable: true, description: 'Why the file needs review, with the figures compared.' })
  reconciliationWarning!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Exact decimal, signed: the printed figure minus what the rows add up to, e.g. "-10.00".',
  })
  reconciliationDifference!: string | null;

  @Field({
    description: 'Not read: the file has no text layer (a scan). Uploading it again with use_ocr on reads it with OCR.',
  })
  looksScanned!: boolean;

  @Field({ description: 'Read with OCR from scanned pages.' })
  readWithOcr!: boolean;

  @Field(() => Int, { description: 'CSV imports: rows the account already held, not added again.' })
  duplicatesSkipped!: number;

  @Field(() => [CsvSkippedRowView], {
    description: 'CSV imports: rows that could not be read, with their line (the first 200).',
  })
  skippedRows!: CsvSkippedRowView[];

  @Field(() => Int, { description: 'CSV imports: how many rows could not be read in all.' })
  skippedRowsCount!: number;
}

@ObjectType('UploadJob', { simpleResolvers: true, description: 'A background import of one or more statement files.' })
export class UploadJobView {
  @Field(() => ID)
  id!: string;

  @Field({ description: 'queued, processing, completed, failed or cancelled' })
  status!: string;

  @Field({ description: 'What the job imports: statements (PDF files) or csv (one CSV file of transactions).' })
  kind!: string;

  @Field(() => Int)
  progressPercentage!: number;

  @Field(() => String, { nullable: true })
  currentTask!: string | null;

  @Field(() => String, { nullable: true })
  errorMessage!: string | null;

  @Field(() => [UploadTaskView])
  tasks!: UploadTaskView[];

  @Field()
  createdAt!: Date;

  @Field()
  updatedAt!: Date;
}

@ObjectType('BankStatement', { simpleResolvers: true, description: 'A statement imported successfully.' })
export class BankStatementView {
  @Field(() => ID)
  id!: string;

  @Field()
  originalFilename!: string;

  @Field(() => Int)
  transactionsCount!: number;

  @Field(() => Int)
  fileSize!: number;

  @Field()
  statementDate!: string;

  @Field()
  bank!: string;

  @Field({ description: 'Imported, but the rows do not add up to a total the statement prints: check it.' })
  needsReview!: boolean;

  @Field(() => String, { nullable: true })
  reconciliationWarning!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Exact decimal, signed: the printed figure minus what the rows add up to, e.g. "-10.00".',
  })
  reconciliationDifference!: string | null;

  @Field()
  createdAt!: Date;
}

@InputType({ description: 'A CSV file of transactions to import, as POST /api/v1/transactions/import-csv takes it.' })
export class ImportTransactionsCsvInput {
  @Field({ description: 'The file name, for the job and its summary.', defaultValue: 'transactions.csv' })
  filename!: string;

  @Field({ description: "The file's text (at most 2 MB)." })
  content!: string;

  @Field(() => ID, {
    nullable: true,
    description: 'The account to import into; without it, the account each row names (the data export does).',
  })
  accountId?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'The column mapping as JSON, e.g. {"date":"Date","description":"Details","debit":"Withdrawal","credit":"Deposit","date_format":"DD/MM/YYYY"}; columns by header name or 0-based position. Without it the columns are guessed (the data export needs none).',
  })
  mapping?: string | null;
}

export function toUploadJobView({ job, tasks }: JobWithTasks): UploadJobView {
  return Object.assign(new UploadJobView(), {
    id: job.id,
    status: job.status,
    kind: job.kind,
    progressPercentage: job.progress,
    currentTask: job.currentTask,
    errorMessage: job.errorMessage,
    createdAt: job.createdAt,
    updatedAt: job.updatedAt,
    tasks: tasks.map((task) =>
      Object.assign(new UploadTaskView(), {
        id: task.id,
        filename: task.filename,
        status: task.status,
        currentStep: task.currentStep,
        errorMessage: task.errorMessage,
        progress: task.progress,
        transactionsAdded: task.result?.transactionsAdded ?? 0,
        isDuplicate: task.result?.isDuplicate ?? false,
        duplicateFilename: task.result?.duplicateFilename ?? null,
        needsReview: resultNeedsReview(task.result),
        reconciliationWarning: task.result?.reconciliationWarning ?? null,
        reconciliationDifference:
          task.result?.reconciliationDifferenceCents == null
            ? null
            : centsToDecimal(task.result.reconciliationDifferenceCents),
        looksScanned: task.result?.looksScanned ?? false,
        readWithOcr: task.result?.readWithOcr ?? false,
        duplicatesSkipped: task.result?.duplicatesSkipped ?? 0,
        skippedRows: (task.result?.skippedRows ?? []).map((row) => Object.assign(new CsvSkippedRowView(), row)),
        skippedRowsCount: task.result?.skippedRowsCount ?? 0,
      }),
    ),
  });
}

export function toBankStatementView(statement: BankStatement): BankStatementView {
  return Object.assign(new BankStatementView(), {
    id: statement.id,
    originalFilename: statement.originalFilename,
    transactionsCount: statement.transactionsCount,
    fileSize: statement.fileSize,
    statementDate: statement.statementDate,
    bank: statement.bank,
    needsReview: statement.needsReview,
    reconciliationWarning: statement.reconciliationWarning,
    reconciliationDifference:
      statement.reconciliationDifferenceCents === null ? null : centsToDecimal(statement.reconciliationDifferenceCents),
    createdAt: statement.createdAt,
  });
}
