import { Field, ID, Int, ObjectType } from 'type-graphql';
import { centsToDecimal } from '@garden/core';
import type { JobWithTasks } from './statements.service';
import { resultNeedsReview } from './statements.views';
import type { BankStatement } from './upload-job.entity';

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
}

@ObjectType('UploadJob', { simpleResolvers: true, description: 'A background import of one or more statement files.' })
export class UploadJobView {
  @Field(() => ID)
  id!: string;

  @Field({ description: 'queued, processing, completed, failed or cancelled' })
  status!: string;

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

export function toUploadJobView({ job, tasks }: JobWithTasks): UploadJobView {
  return Object.assign(new UploadJobView(), {
    id: job.id,
    status: job.status,
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
