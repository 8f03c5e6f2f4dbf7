import { BigIntType, Entity, Index, OptionalProps, PrimaryKey, Property, ManyToOne } from '@mikro-orm/core';
import { QueuedJob, type QueuedJobOptionalProps } from '../statements/upload-job.entity';

/** How long a finished export can be downloaded before its file is deleted. */
export const EXPORT_RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * One "Export my data" request: the same status and 0-100 progress pattern as statement upload jobs, run by the
 * same queue mechanism; its status is queued, processing, completed or failed (never cancelled). The finished ZIP
 * lives in data_export_chunks until expiresAt.
 */
@Entity({ tableName: 'data_exports' })
@Index({ properties: ['userId', 'createdAt'] })
export class DataExport extends QueuedJob {
  [OptionalProps]?: QueuedJobOptionalProps | 'currentStep' | 'expiresAt' | 'sizeBytes';

  /** The file being written, e.g. "transactions.csv". */
  @Property({ type: 'text', nullable: true })
  currentStep: string | null = null;

  /** Size of the finished ZIP in bytes. */
  @Property({ type: new BigIntType('number'), nullable: true })
  sizeBytes: number | null = null;

  /** When the finished ZIP is deleted; null until it is finished. */
  @Property({ type: 'timestamptz', nullable: true })
  expiresAt: Date | null = null;
}

/** One piece (up to EXPORT_CHUNK_BYTES) of a finished export's ZIP, in order of position. */
@Entity({ tableName: 'data_export_chunks' })
export class DataExportChunk {
  @ManyToOne(() => DataExport, { mapToPk: true, fieldName: 'export_id', deleteRule: 'cascade', primary: true })
  exportId!: string;

  @PrimaryKey({ type: 'integer' })
  position!: number;

  @Property({ type: 'bytea' })
  bytes!: Buffer;
}
