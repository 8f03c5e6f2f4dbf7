import { PassThrough, Writable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify/sync';
import { ZipFile } from 'yazl';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TRANSACTIONS_EXPORT_COLUMNS } from '@garden/core';

/** Rows fetched from the cursor at a time: the most of a person's history held in memory at once. */
export const EXPORT_PAGE_ROWS = 2_000;

/** One CSV file of the export and its array in data.json; every `?` in `sql` is the person's id. */
interface ExportTable {
  file: string;
  key: string;
  columns: readonly string[];
  sql: string;
}

const utc = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
const money = (cents: string) => `(${cents} / 100.0)::numeric(20, 2)::text`;

/**
 * What the export holds, in the order the files appear in the ZIP. Money is a decimal string in the currency's
 * unit (-12.50), dates are YYYY-MM-DD and instants ISO 8601 in UTC, so a spreadsheet and the CSV import read
 * them as they are.
 */
export const EXPORT_TABLES: readonly ExportTable[] = [
  {
    file: 'transactions.csv',
    key: 'transactions',
    // The CSV import (core csv-import) recognises these columns, so an export imports back with no mapping.
    columns: TRANSACTIONS_EXPORT_COLUMNS,
    sql: `select t.id, t.date::text as date, t.description, ${money('t.amount_cents')} as amount, t.currency,
        t.foreign_amount, c.name as category, t.category_source, a.name as account, a.institution as account_institution,
        case when t.statement_id is not null then 'statement'
             when exists (select 1 from cpf_contributions cc where cc.transaction_id = t.id) then 'cpf_contribution'
             else 'manual' end as source,
        s.original_filename as statement_file, t.notes, t.status
      from transactions t
      join accounts a on a.id = t.account_id
      left join categories c on c.id = t.category_id
      left join bank_statements s on s.id = t.statement_id
      where t.user_id = ?
      order by t.date desc, t.id desc`,
  },
  {
    file: 'accounts.csv',
    key: 'accounts',
    columns: [
      'id',
      'name',
      'institution',
      'account_type',
      'account_number_last4',
      'currency',
      'balance',
      'credit_limit',
      'provider_type',
      'latest_statement_date',
      'created_at',
    ],
    sql: `select id, name, institution, account_type, account_number_last4, currency, ${money('balance_cents')} as balance,
        ${money('credit_limit_cents')} as credit_limit, provider_type, latest_stmt_date::text as latest_statement_date,
        ${utc('created_at')} as created_at
      from accounts where user_id = ? order by created_at, id`,
  },
  {
    file: 'categories.csv',
    key: 'categories',
    columns: ['id', 'name', 'icon', 'color', 'is_system', 'is_active'],
    sql: `select id, name, icon, color, is_system, is_active
      from categories where user_id = ? or is_system order by is_system desc, name, id`,
  },
  {
    file: 'budgets.csv',
    key: 'budgets',
    columns: ['id', 'category', 'period', 'amount', 'currency', 'notification_threshold'],
    sql: `select b.id, c.name as category, b.period, ${money('b.amount_cents')} as amount, b.currency,
        b.notification_threshold
      from budgets b join categories c on c.id = b.category_id
      where b.user_id = ? order by c.name, b.period, b.id`,
  },
  {
    file: 'cpf_accounts.csv',
    key: 'cpf_accounts',
    columns: [
      'id',
      'account_type',
      'balance',
      'currency',
      'auto_contribution',
      'contribution_day',
      'contribution_amount',
      'next_contribution_date',
    ],
    sql: `select id, account_type, ${money('balance_cents')} as balance, currency,
        is_auto_contribution_enabled as auto_contribution, contribution_day,
        ${money('contribution_amount_cents')} as contribution_amount, next_contribution_date::text as next_contribution_date
      from retirement_accounts where user_id = ? order by account_type, id`,
  },
  {
    file: 'cpf_activity.csv',
    key: 'cpf_activity',
    columns: [
      'id',
      'account_type',
      'month',
      'scheduled_date',
      'amount',
      'applied_at',
      'recorded_without_transaction',
      'transaction_id',
    ],
    sql: `select cc.id, ra.account_type, cc.month, cc.scheduled_date::text as scheduled_date,
        ${money('cc.amount_cents')} as amount, ${utc('cc.applied_at')} as applied_at, cc.recorded_without_transaction,
        cc.transaction_id
      from cpf_contributions cc join retirement_accounts ra on ra.id = cc.retirement_account_id
      where cc.user_id = ? order by cc.scheduled_date, ra.account_type, cc.id`,
  },
  {
    file: 'holdings.csv',
    key: 'holdings',
    columns: [
      'id',
      'stocks_account',
      'broker',
      'symbol',
      'stock_name',
      'exchange',
      'quantity',
      'average_cost',
      'currency',
    ],
    sql: `select h.id, sa.name as stocks_account, sa.broker, s.symbol, s.name as stock_name, s.exchange,
        h.quantity::text as quantity, h.average_cost::text as average_cost, h.currency
      from stock_holdings h join stocks_accounts sa on sa.id = h.stocks_account_id join stocks s on s.id = h.stock_id
      where h.user_id = ? order by sa.name, s.symbol, h.id`,
  },
];

export const EXPORT_JSON_FILE = 'data.json';

type Row = Record<string, unknown>;

/** Reported after every page: rows written so far out of all rows (each row is written twice: CSV and JSON). */
export type ExportProgress = (written: number, total: number, file: string) => Promise<void>;

function paramsFor(sql: string, userId: string): string[] {
  return Array.from({ length: sql.split('?').length - 1 }, () => userId);
}

/** The rows of one query a page at a time, through a server-side cursor of the caller's transaction. */
async function* pages(tx: EntityManager, sql: string, params: unknown[]): AsyncGenerator<Row[]> {
  const connection = tx.getConnection();
  const context: unknown = tx.getTransactionContext();
  await connection.execute(`declare data_export no scroll cursor for ${sql}`, params, 'run', context);
  try {
    for (;;) {
      const rows = await connection.execute<Row[]>(`fetch ${EXPORT_PAGE_ROWS} from data_export`, [], 'all', context);
      if (rows.length === 0) return;
      yield rows;
    }
  } finally {
    await connection.execute('close data_export', [], 'run', context);
  }
}

/** Writes text, waiting while the reader is behind (so memory stays bounded by the stream buffers). */
async function write(stream: Writable, chunk: unknown): Promise<void> {
  if (stream.write(chunk)) return;
  await new Promise<void>((resolve, reject) => {
    const onDrain = () => {
      stream.off('error', onError);
      resolve();
    };
    const onError = (error: Error) => {
      stream.off('drain', onDrain);
      reject(error);
    };
    stream.once('drain', onDrain);
    stream.once('error', onError);
  });
}

/**
 * Streams every table of the person into a ZIP written to `out`: one CSV per table at the root, then data.json
 * with the same rows. Must run inside a transaction (the cursor lives there; REPEATABLE READ makes every file
 * the same instant). Never holds more than a page of rows plus the stream buffers.
 */
export async function writeDataExport(
  tx: EntityManager,
  userId: string,
  out: Writable,
  onProgress: ExportProgress,
  exportedAt: Date = new Date(),
): Promise<void> {
  const zip = new ZipFile();
  const written = pipeline(zip.outputStream, out);
  // A failure on the output side must end the loops below rather than leave them waiting for 'drain'.
  let outputError: Error | undefined;
  written.catch((error: unknown) => (outputError = error instanceof Error ? error : new Error(String(error))));

  // Every row of each cursor is read: plan for the whole result, not the first tenth (the cursor default).
  await tx.getConnection().execute('set local cursor_tuple_fraction = 1.0', [], 'run', tx.getTransactionContext());
  const counts: number[] = [];
  for (const table of EXPORT_TABLES) {
    const [row] = await tx
      .getConnection()
      .execute<{ n: number }[]>(
        `select count(*)::int as n from (${table.sql}) rows`,
        paramsFor(table.sql, userId),
        'all',
        tx.getTransactionContext(),
      );
    counts.push(row?.n ?? 0);
  }
  const total = counts.reduce((sum, n) => sum + n, 0) * 2;
  let done = 0;
  // A page at a time: one write per page keeps the streams and the compressor out of a per-row cost.
  const eachPage = async (table: ExportTable, file: string, onPage: (rows: Row[]) => Promise<void>) => {
    for await (const rows of pages(tx, table.sql, paramsFor(table.sql, userId))) {
      await onPage(rows);
      if (outputError) throw outputError;
      done += rows.length;
      await onProgress(done, total, file);
    }
  };

  for (const table of EXPORT_TABLES) {
    const entry = new PassThrough();
    zip.addReadStream(entry, table.file, { mtime: exportedAt });
    const csv = (rows: Row[], header: boolean) =>
      stringify(rows, {
        header,
        columns: [...table.columns],
        cast: { boolean: (value) => (value ? 'true' : 'false') },
      });
    await onProgress(done, total, table.file);
    let header = true;
    await eachPage(table, table.file, async (rows) => {
      await write(entry, csv(rows, header));
      header = false;
    });
    // An empty table still gets its header line.
    entry.end(header ? `${table.columns.join(',')}\n` : undefined);
    await finished(entry);
  }

  const json = new PassThrough();
  zip.addReadStream(json, EXPORT_JSON_FILE, { mtime: exportedAt });
  await onProgress(done, total, EXPORT_JSON_FILE);
  await write(json, `{"format":"money-garden-export","version":1,"exported_at":${JSON.stringify(exportedAt)}`);
  for (const table of EXPORT_TABLES) {
    await write(json, `,${JSON.stringify(table.key)}:[`);
    let first = true;
    await eachPage(table, EXPORT_JSON_FILE, async (rows) => {
      await write(json, (first ? '' : ',') + rows.map((row) => JSON.stringify(row)).join(','));
      first = false;
    });
    await write(json, ']');
  }
  json.end('}\n');
  await finished(json);
  zip.end();
  await written;
}

/** Collects a byte stream into pieces of `chunkBytes` and hands each to `save` in order, waiting for it. */
export class ChunkedSink extends Writable {
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private position = 0;
  /** Bytes received so far. */
  totalBytes = 0;

  constructor(
    private readonly chunkBytes: number,
    private readonly save: (position: number, bytes: Buffer) => Promise<void>,
  ) {
    super();
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    this.totalBytes += chunk.length;
    if (this.pendingBytes < this.chunkBytes) {
      callback();
      return;
    }
    this.flush().then(() => callback(), callback);
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.flush().then(() => callback(), callback);
  }

  private async flush(): Promise<void> {
    if (this.pendingBytes === 0) return;
    const bytes = Buffer.concat(this.pending, this.pendingBytes);
    this.pending = [];
    this.pendingBytes = 0;
    await this.save(this.position, bytes);
    this.position += 1;
  }
}
