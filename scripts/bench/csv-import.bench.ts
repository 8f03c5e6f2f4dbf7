import { LIMITS, mapCsvText } from '@garden/core';
import { postFiles, waitForJob } from '../../test-support/statement-uploads';
import { startWithHistory, type BenchHistory, type SeedRows } from './bench-history';
import { round, writeBenchResult } from './bench-results';

const OWN_ROWS = 100_000;
const MERCHANTS = ['NTUC FAIRPRICE, TAMPINES', 'GRAB *RIDE', 'KOPITIAM', 'SHOPEE SG', 'SP SERVICES', 'NETFLIX.COM'];

/** The largest bank-style CSV under the upload limit: DD/MM/YYYY dates, quoted descriptions, debit and credit. */
function bankCsv(): { text: string; rows: number } {
  const lines = ['Transaction Date,Description,Withdrawal (SGD),Deposit (SGD)'];
  let size = lines[0]?.length ?? 0;
  for (let index = 0; ; index += 1) {
    const day = new Date(Date.UTC(2026, 0, 1) - (index % 365) * 86_400_000);
    const date = `${String(day.getUTCDate()).padStart(2, '0')}/${String(day.getUTCMonth() + 1).padStart(2, '0')}/${day.getUTCFullYear()}`;
    const cents = 100 + ((index * 37) % 300_000);
    const amount = `"${Math.floor(cents / 100).toLocaleString('en-SG')}.${String(cents % 100).padStart(2, '0')}"`;
    const line = `${date},"${MERCHANTS[index % MERCHANTS.length]} ${index}",${index % 25 === 0 ? `,${amount}` : `${amount},`}`;
    if (size + line.length + 2 > LIMITS.pdfMaxBytes) return { text: lines.join('\r\n'), rows: lines.length - 1 };
    lines.push(line);
    size += line.length + 2;
  }
}

/**
 * Importing the largest CSV the upload takes (2 MB) into an account that already holds 100,000 transactions over the
 * same year: the core rule alone (what the web preview runs), the first import (all rows new), and the same file
 * again (every row found already held). In-process queue, so the job runs in this process.
 */
describe('CSV import at scale', () => {
  let history: BenchHistory;
  let accountId = '';

  const seed: SeedRows = async (run, userId, account, rows, label) => {
    accountId ||= account;
    await run(
      `insert into transactions (user_id, account_id, date, description, merchant_key, amount_cents, category_source,
         dedupe_key)
       select ?, ?, date '2026-01-01' - (g % 365), 'OLDER ROW ' || g, 'older row', -(100 + g % 5000), 'default', ? || g
       from generate_series(1, ?) g`,
      [userId, account, `${label}|`, rows],
    );
  };

  beforeAll(async () => {
    history = await startWithHistory({
      aliceEmail: 'alice.csv.bench',
      ownRows: OWN_ROWS,
      otherUsers: 0,
      rowsPerOtherUser: 0,
      seed,
    });
  });
  afterAll(() => history.api.close());

  it('imports a 2 MB CSV, then finds every row already held', async () => {
    const { api, alice } = history;
    const { text, rows } = bankCsv();
    const mapping = { date: 0, description: 1, debit: 2, credit: 3, date_format: 'DD/MM/YYYY' as const };

    const ruleStarted = performance.now();
    const mapped = mapCsvText(text, mapping);
    const ruleMs = performance.now() - ruleStarted;
    expect(mapped.rows).toHaveLength(rows);
    expect(mapped.skipped).toEqual([]);

    const importOnce = async () => {
      const started = performance.now();
      const answer = await postFiles<{ job_id: string }>(
        `${api.baseUrl}/api/v1/transactions/import-csv`,
        alice.idToken,
        [{ name: 'bank.csv', bytes: Buffer.from(text, 'utf8'), type: 'text/csv' }],
        { mapping: JSON.stringify(mapping), account_id: accountId },
        'file',
      );
      expect(answer.status).toBe(202);
      const summary = (await waitForJob(api.baseUrl, alice.idToken, answer.body.job_id, 300_000)) as unknown as {
        results: { transactions_added: number; duplicates_skipped: number }[];
      };
      return { ms: performance.now() - started, result: summary.results[0] };
    };
    const first = await importOnce();
    expect(first.result).toMatchObject({ transactions_added: rows, duplicates_skipped: 0 });
    const again = await importOnce();
    expect(again.result).toMatchObject({ transactions_added: 0, duplicates_skipped: rows });

    writeBenchResult('csv-import', {
      data: { csv_rows: rows, csv_bytes: Buffer.byteLength(text), account_rows_before: OWN_ROWS },
      how: 'POST /transactions/import-csv, poll job status every 100 ms until it ends (in-process queue)',
      core_rule_ms: round(ruleMs, 0),
      first_import_ms: round(first.ms, 0),
      reimport_all_duplicates_ms: round(again.ms, 0),
      rows_per_second_first_import: round(rows / (first.ms / 1000), 0),
    });
  });
});
