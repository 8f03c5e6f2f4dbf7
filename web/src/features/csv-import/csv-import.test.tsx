import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloProvider } from '@apollo/client/react';
import { CSV_IMPORT_MESSAGES, TRANSACTIONS_EXPORT_COLUMNS } from '@garden/core';
import { stubServer } from '../../test/stub-server';
import { CsvImportDialog } from './CsvImportDialog';
import type { CsvJobSummary } from './csv-import-api';
import { defineFetch, jobResult, jobSummary, jsonResponse, urlOf } from '../../test/network-edge';

defineFetch();

const ACCOUNT = '0e4b3c1a-2f6d-4a8b-9c7e-1d2f3a4b5c6d';
const JOB = 'job-csv-1';

/** Answers each path from a queue of answers (the last repeats) and records what was posted. */
function serve(routes: Record<string, { status?: number; body: unknown }[]>) {
  const posted: { url: string; form: FormData }[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = urlOf(input);
    if (init?.body instanceof FormData) posted.push({ url, form: init.body });
    const path = Object.keys(routes).find((candidate) => url.endsWith(candidate));
    const queue = path ? routes[path] : undefined;
    const next = queue && (queue.length > 1 ? queue.shift() : queue[0]);
    if (!next) return Promise.resolve(jsonResponse(404, { detail: 'Not Found' }));
    return Promise.resolve(jsonResponse(next.status ?? 200, next.body));
  });
  return posted;
}

const status = (state: string, step: string | null, progress: number) => ({
  job_id: JOB,
  status: state,
  progress_percentage: progress,
  current_task: 'posb.csv',
  error_message: null,
  tasks: [
    {
      task_id: 't1',
      filename: 'posb.csv',
      status: state === 'completed' ? 'SUCCESS' : 'RUNNING',
      current_step: step,
      error_message: null,
      progress,
    },
  ],
});

const summary: CsvJobSummary = {
  ...jobSummary(
    [
      jobResult({
        filename: 'posb.csv',
        success: true,
        transactions_added: 2,
        message: '2 transactions added; 1 duplicate skipped; 1 row skipped',
        duplicates_skipped: 1,
        skipped_rows: [{ line: 6, reason: '"Total" is not a date in DD/MM/YYYY' }],
        skipped_rows_count: 1,
      }),
    ],
    JOB,
  ),
  total_duplicates_skipped: 1,
};

const BANK_CSV = [
  'Account,POSB Savings',
  'Transaction Date,Details,Withdrawal,Deposit',
  '02/01/2026,"NTUC FAIRPRICE, TAMPINES","1,234.50",',
  '03/01/2026,SALARY ACME,,"5,000.00"',
  '04/01/2026,KOPITIAM,3.20,',
  'Total,,"1,237.70","5,000.00"',
].join('\r\n');

function renderDialog(onImported = jest.fn()) {
  const server = stubServer({
    CsvImportAccounts: () => ({
      accounts: [{ __typename: 'Account', id: ACCOUNT, name: 'POSB Savings', institution: 'POSB', last4: '6789' }],
    }),
    UploadJobUpdated: () => {
      throw new Error('socket closed');
    },
  });
  render(
    <ApolloProvider client={server.client}>
      <CsvImportDialog open onClose={jest.fn()} onImported={onImported} pollMs={20} />
    </ApolloProvider>,
  );
  return onImported;
}

const choose = (text: string, name = 'posb.csv', type = 'text/csv') =>
  userEvent.upload(screen.getByLabelText('CSV file'), new File([text], name, { type }), { applyAccept: false });

afterEach(() => jest.restoreAllMocks());

describe('Import CSV', () => {
  it('maps a bank CSV from its header, previews the rows, imports and shows what was added and skipped', async () => {
    const posted = serve({
      '/api/v1/transactions/import-csv': [{ status: 202, body: { job_id: JOB, status: 'queued' } }],
      [`/jobs/${JOB}/status`]: [
        { body: status('processing', 'Categorizing transactions... this may take awhile', 60) },
        { body: status('completed', 'Saving transactions', 100) },
      ],
      [`/jobs/${JOB}/summary`]: [{ body: summary }],
    });
    const onImported = renderDialog();
    await choose(BANK_CSV);

    // The mapping step starts from the header's names, below the account line.
    expect(await screen.findByText(/Tell us which columns/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Date column' })).toHaveTextContent('Transaction Date');
    expect(screen.getByRole('combobox', { name: 'Description column' })).toHaveTextContent('Details');
    expect(screen.getByRole('radio', { name: 'Separate debit and credit columns' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Debit (money out) column' })).toHaveTextContent('Withdrawal');
    expect(screen.getByRole('combobox', { name: 'Credit (money in) column' })).toHaveTextContent('Deposit');
    // 02/01 to 04/01 read both ways: the person is asked to check.
    expect(screen.getByText(/reads as both day\/month and month\/day/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const table = screen.getByRole('table', { name: 'Import preview' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '32026-01-02NTUC FAIRPRICE, TAMPINES-$1,234.50',
      '42026-01-03SALARY ACME$5,000.00',
      '52026-01-04KOPITIAM-$3.20',
      '6Skipped: "Total" is not a date in DD/MM/YYYY',
    ]);
    expect(screen.getByText(/3 transactions will be imported, 1 row skipped/)).toBeInTheDocument();
    // A bank's file needs the account it belongs to.
    const importButton = screen.getByRole('button', { name: 'Import 3 transactions' });
    expect(importButton).toBeDisabled();
    await userEvent.click(screen.getByRole('combobox', { name: 'Import into account' }));
    await userEvent.click(await screen.findByRole('option', { name: 'POSB Savings ····6789 (POSB)' }));
    await userEvent.click(importButton);

    expect(await screen.findByText('Import complete', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('2 added · 1 already imported · 1 skipped')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Skipped rows' })).getByText('"Total" is not a date in DD/MM/YYYY'),
    ).toBeInTheDocument();
    expect(onImported).toHaveBeenCalledTimes(1);
    const [call] = posted;
    expect(call?.url).toMatch(/\/api\/v1\/transactions\/import-csv$/);
    expect(call?.form.get('account_id')).toBe(ACCOUNT);
    expect(JSON.parse(call?.form.get('mapping') as string)).toEqual({
      header_line: 2,
      date: 0,
      description: 1,
      debit: 2,
      credit: 3,
      date_format: 'DD/MM/YYYY',
    });
  });

  it('changes the preview when the person picks month-first dates or one amount column', async () => {
    serve({});
    renderDialog();
    await choose('Date,Description,Amount,Balance\n01/02/2026,KOPI,-3.20,10\n03/04/2026,TEH,(1.50),8.50\n');
    await userEvent.click(await screen.findByRole('combobox', { name: 'Date format' }));
    await userEvent.click(await screen.findByRole('option', { name: 'MM/DD/YYYY (02/16/2025)' }));
    expect(screen.getByRole('radio', { name: 'One amount column (money out negative)' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const rows = within(screen.getByRole('table', { name: 'Import preview' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['22026-01-02KOPI-$3.20', '32026-03-04TEH-$1.50']);
  });

  it("says when the description joins several columns (DBS's Transaction Ref1-3)", async () => {
    serve({});
    renderDialog();
    await choose(
      [
        'Transaction Date,Reference,Debit Amount,Credit Amount,Transaction Ref1,Transaction Ref2,Transaction Ref3',
        '16 Feb 2025,POS,12.40,,GRAB*RIDE,SINGAPORE SG,',
      ].join('\n'),
    );
    expect(
      await screen.findByText(/The description joins Transaction Ref1 \+ Transaction Ref2 \+ Transaction Ref3\./),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const rows = within(screen.getByRole('table', { name: 'Import preview' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['22025-02-16GRAB*RIDE SINGAPORE SG-$12.40']);
  });

  it('recognises the app export: no mapping step, and the accounts it names are used', async () => {
    const posted = serve({
      '/api/v1/transactions/import-csv': [{ status: 202, body: { job_id: JOB, status: 'queued' } }],
      [`/jobs/${JOB}/status`]: [{ body: status('completed', 'Saving transactions', 100) }],
      [`/jobs/${JOB}/summary`]: [{ body: summary }],
    });
    renderDialog();
    const exported = [
      TRANSACTIONS_EXPORT_COLUMNS.join(','),
      'a1,2026-02-16,"KOPI, TEH",-4.50,SGD,,Food & Dining,rule,POSB Savings,POSB,statement,june.pdf,,completed',
    ].join('\n');
    await choose(exported, 'transactions.csv');
    expect(await screen.findByText('This is a Money Garden export: its columns are recognised.')).toBeInTheDocument();
    expect(screen.queryByText(/Tell us which columns/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Import 1 transaction' }));
    await screen.findByText('Import complete', {}, { timeout: 3000 });
    expect(posted[0]?.form.get('mapping')).toBeNull();
    expect(posted[0]?.form.get('account_id')).toBeNull();
  });

  it('says clearly why a file cannot be imported, and shows the server’s reason', async () => {
    serve({
      '/api/v1/transactions/import-csv': [{ status: 404, body: { detail: 'Account not found' } }],
    });
    renderDialog();
    await choose('%PDF-1.7', 'statement.pdf', 'application/pdf');
    expect(await screen.findByRole('alert')).toHaveTextContent(CSV_IMPORT_MESSAGES.notCsv);
    await choose('', 'empty.csv');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(CSV_IMPORT_MESSAGES.empty));
    await choose('Date,Description,Amount\n', 'header-only.csv');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(CSV_IMPORT_MESSAGES.noRows));

    await choose('Date,Description,Amount\n2026-01-02,KOPI,-3.20\n');
    await userEvent.click(await screen.findByRole('button', { name: 'Preview' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Import into account' }));
    await userEvent.click(await screen.findByRole('option', { name: 'POSB Savings ····6789 (POSB)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Import 1 transaction' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Account not found');
  });
});
