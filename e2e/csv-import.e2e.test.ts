import type { Page } from 'playwright-core';
import { openE2eSession, type E2eSession } from '../test-support/e2e-session';

jest.setTimeout(240_000);

const BANK_CSV = [
  'Account Details,POSB Savings 123-45678-9',
  'Transaction Date,Reference,Description,Withdrawal (SGD),Deposit (SGD)',
  '16/01/2026,POS,"NTUC FAIRPRICE, TAMPINES","1,234.50",',
  '17/01/2026,GIRO,SALARY ACME PTE LTD,,"5,000.00"',
  'Total,,,"1,234.50","5,000.00"',
  '',
].join('\r\n');

/**
 * CSV import in Chromium: Transactions › Import CSV reads a bank's file in the browser (core's rule with
 * csv-parse's browser build), maps and previews it, imports it on the job mechanism and the rows show in the list;
 * the same file again adds nothing.
 */
describe('Import CSV in Chromium', () => {
  let session: E2eSession | undefined;
  let page: Page;
  let shot: E2eSession['shot'];

  beforeAll(async () => {
    session = await openE2eSession({
      account: { label: 'e2e.csv', name: 'Iris Koh' },
      path: '/transactions',
      seed: async ({ api, account }) => {
        const em = api.database.orm.em.fork();
        const [user] = await em
          .getConnection()
          .execute<{ id: string }[]>('select id from users where firebase_uid = ?', [account.uid]);
        await em.getConnection().execute(
          `insert into accounts (user_id, name, institution, account_type, account_number_last4)
             values (?, 'POSB Savings', 'POSB', 'savings', '6789')`,
          [user?.id],
        );
      },
    });
    ({ page, shot } = session);
  });

  afterAll(() => session?.close());

  async function importFile(): Promise<void> {
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import CSV' });
    await dialog.waitFor();
    await dialog
      .getByLabel('CSV file')
      .setInputFiles({ name: 'posb.csv', mimeType: 'text/csv', buffer: Buffer.from(BANK_CSV, 'utf8') });
    await dialog.getByText(/Tell us which columns/).waitFor();
    await session?.dialogsSettled();
    await shot('210-csv-import-mapping');
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await dialog.getByText('2 transactions will be imported, 1 row skipped', { exact: false }).waitFor();
    await dialog.getByRole('combobox', { name: 'Import into account' }).click();
    await page.getByRole('option', { name: 'POSB Savings ····6789 (POSB)' }).click();
    await shot('211-csv-import-preview');
    await dialog.getByRole('button', { name: 'Import 2 transactions' }).click();
  }

  it('maps, previews and imports a bank CSV; importing it again adds nothing', async () => {
    await importFile();
    const dialog = page.getByRole('dialog', { name: 'Import CSV' });
    await dialog.getByText('Import complete').waitFor();
    await dialog.getByText('2 added · 0 already imported · 1 skipped').waitFor();
    expect(await dialog.getByRole('table', { name: 'Skipped rows' }).textContent()).toContain(
      '"Total" is not a date in DD/MM/YYYY',
    );
    await shot('212-csv-import-done');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.getByText('NTUC FAIRPRICE, TAMPINES').first().waitFor();

    await importFile();
    await dialog.getByText('Already in your garden').waitFor();
    await dialog.getByText('0 added · 2 already imported · 1 skipped').waitFor();
  });
});
