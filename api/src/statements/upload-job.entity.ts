import type { CsvMappingInput, CsvSkippedRow } from '@garden/core';
import { Account } from '../accounts/account.entity';
import { User } from '../users/user.entity';
import {
  BigIntType,
  Entity,
  Index,
  JsonType,
  OptionalProps,
  PrimaryKey,
  Property,
  Unique,
  ManyToOne,
} from '@mikro-orm/core';
import { UserOwned } from '../users/user-owned.entity';

export const JOB_STATUSES = ['queued', 'processing', 'completed', 'failed', 'cancelled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const TASK_STATUSES = ['PENDING', 'RUNNING', 'SUCCESS', 'FAILED', 'RETRYING'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** What a job imports: PDF statements, or one CSV file of transactions. */
export type JobKind = 'statements' | 'csv';

/** A CSV import's settings: the account to import into (else the one each row names) and the column mapping. */
export interface CsvImportSettings {
  accountId: string | null;
  /** The person's mapping as sent (core CsvMappingInput); null to use the columns guessed from the file. */
  mapping: CsvMappingInput | null;
}

export const FINAL_JOB_STATUSES: readonly JobStatus[] = ['completed', 'failed', 'cancelled'];
export const FINAL_TASK_STATUSES: readonly TaskStatus[] = ['SUCCESS', 'FAILED'];

/** What one file of a job produced, as the job summary reports it. */
export interface TaskResult {
  success: boolean;
  message: string;
  error: string | null;
  accountId: string | null;
  statementId: string | null;
  statementDate: string | null;
  transactionsAdded: number;
  isDuplicate: boolean;
  duplicateFilename: string | null;
  duplicateUploadDate: string | null;
  reconciliationWarning: string | null;
  /**
   * Imported, but the rows do not add up to a total the statement prints. Absent on results saved before
   * it existed: there a reconciliationWarning on a success means the same.
   */
  needsReview?: boolean;
  /** Printed figure minus what the rows add up to, in signed cents, when both are known. */
  reconciliationDifferenceCents?: number | null;
  /** Not read: the file has no text of its own (a scan); uploading it again with OCR on can read it. */
  looksScanned?: boolean;
  /** Read with OCR from scanned pages. */
  readWithOcr?: boolean;
  /** CSV imports: rows already stored (an earlier import or statement), not added again. */
  duplicatesSkipped?: number;
  /** CSV imports: rows that could not be read, with their line in the file (at most CSV_SKIPPED_ROWS_KEPT). */
  skippedRows?: CsvSkippedRow[];
  /** CSV imports: how many rows were skipped in all (skippedRows may hold only the first ones). */
  skippedRowsCount?: number;
}

/**
 * The columns a queued piece of work starts with after its owner: a statement upload job, or an "Export my data"
 * request, which the same queue mechanism runs.
 */
@Entity({ abstract: true })
export abstract class QueuedJob extends UserOwned {
  @Property({ type: 'text', default: 'queued' })
  status: JobStatus = 'queued';

  /** 0-100, only ever moves forward. */
  @Property({ type: 'smallint', default: 0 })
  progress: number = 0;

  @Property({ type: 'text', nullable: true })
  errorMessage: string | null = null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  @Property({ type: 'timestamptz', nullable: true })
  finishedAt: Date | null = null;
}

/** The columns of QueuedJob the database fills in, which a new job need not be given. */
export type QueuedJobOptionalProps = 'status' | 'progress' | 'errorMessage' | 'createdAt' | 'updatedAt' | 'finishedAt';

@Entity({ tableName: 'upload_jobs' })
@Index({ properties: ['userId', 'createdAt'] })
export class UploadJob extends QueuedJob {
  [OptionalProps]?: QueuedJobOptionalProps | 'currentTask' | 'useOcr' | 'kind' | 'csvImport';

  @Property({ type: 'text', nullable: true })
  currentTask: string | null = null;

  /** The upload asked for scanned files to be read with OCR (use_ocr): slower, so off unless asked. */
  @Property({ type: 'boolean', default: false })
  useOcr: boolean = false;

  @Property({ type: 'text', default: 'statements' })
  kind: JobKind = 'statements';

  @Property({ type: JsonType, nullable: true })
  csvImport: CsvImportSettings | null = null;
}

/** One file of an upload job. The file and its password live here only until the job ends. */
@Entity({ tableName: 'upload_tasks' })
@Unique({ properties: ['jobId', 'position'] })
export class UploadTask {
  [OptionalProps]?:
    | 'status'
    | 'progress'
    | 'currentStep'
    | 'errorMessage'
    | 'attempts'
    | 'result'
    | 'fileBytes'
    | 'passwordCipher'
    | 'createdAt'
    | 'updatedAt';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @ManyToOne(() => UploadJob, { mapToPk: true, fieldName: 'job_id', deleteRule: 'cascade' })
  jobId!: string;

  @ManyToOne(() => User, { mapToPk: true, fieldName: 'user_id', deleteRule: 'cascade' })
  userId!: string;

  @Property({ type: 'smallint' })
  position!: number;

  @Property({ type: 'text' })
  filename!: string;

  @Property({ type: 'integer' })
  fileSize!: number;

  /** SHA-256 of the file bytes, hex: the same file uploaded again is a duplicate. */
  @Property({ type: 'text', nullable: true })
  fileSha256: string | null = null;

  /** The uploaded PDF; cleared when the job ends. Null for files rejected at upload. */
  @Property({ type: 'bytea', nullable: true, lazy: true })
  fileBytes: Buffer | null = null;

  /** AES-256-GCM ciphertext of the PDF password; cleared when the job ends. Never logged. */
  @Property({ type: 'bytea', nullable: true, lazy: true })
  passwordCipher: Buffer | null = null;

  @Property({ type: 'text', default: 'PENDING' })
  status: TaskStatus = 'PENDING';

  @Property({ type: 'text', nullable: true })
  currentStep: string | null = null;

  @Property({ type: 'smallint', default: 0 })
  progress: number = 0;

  @Property({ type: 'text', nullable: true })
  errorMessage: string | null = null;

  @Property({ type: 'smallint', default: 0 })
  attempts: number = 0;

  @Property({ type: JsonType, nullable: true })
  result: TaskResult | null = null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

/** A statement imported successfully: the record duplicates are checked against. */
@Entity({ tableName: 'bank_statements' })
@Index({ properties: ['userId', 'createdAt'] })
@Unique({ properties: ['userId', 'fileSha256'] })
@Unique({ properties: ['accountId', 'statementDate'] })
export class BankStatement extends UserOwned {
  [OptionalProps]?:
    'createdAt' | 'transactionsCount' | 'needsReview' | 'reconciliationWarning' | 'reconciliationDifferenceCents';

  @ManyToOne(() => Account, { mapToPk: true, fieldName: 'account_id', deleteRule: 'cascade' })
  accountId!: string;

  /** The upload task that imported it; tasks are kept as the job's history, so one in use cannot go. */
  @ManyToOne(() => UploadTask, { mapToPk: true, fieldName: 'task_id' })
  taskId!: string;

  @Property({ type: 'text' })
  originalFilename!: string;

  @Property({ type: 'integer' })
  fileSize!: number;

  @Property({ type: 'text' })
  fileSha256!: string;

  @Property({ type: 'text' })
  bank!: string;

  @Property({ type: 'date' })
  statementDate!: string;

  @Property({ type: 'integer', default: 0 })
  transactionsCount: number = 0;

  /** The rows were imported but do not add up to the statement's printed totals: the person should check it. */
  @Property({ type: 'boolean', default: false })
  needsReview: boolean = false;

  @Property({ type: 'text', nullable: true })
  reconciliationWarning: string | null = null;

  /** Printed figure minus the rows' sum, signed cents; null when it reconciles or a figure is unknown. */
  @Property({ type: new BigIntType('number'), nullable: true })
  reconciliationDifferenceCents: number | null = null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

/** The result of a file that did not import, with the reason as both its message and its error. */
export function failedResult(error: string): TaskResult {
  return {
    success: false,
    message: error,
    error,
    accountId: null,
    statementId: null,
    statementDate: null,
    transactionsAdded: 0,
    isDuplicate: false,
    duplicateFilename: null,
    duplicateUploadDate: null,
    reconciliationWarning: null,
    needsReview: false,
    reconciliationDifferenceCents: null,
  };
}
