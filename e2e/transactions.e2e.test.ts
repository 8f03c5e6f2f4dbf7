import type { Locator, Page } from 'playwright-core';
import { openE2eSession, screenshotPath, type E2eSession } from '../test-support/e2e-session';
import { OCBC_EXAMPLE, fileFrom, postFiles, waitForJob } from '../test-support/statement-uploads';

jest.setTimeout(240_000);

/** Today's calendar date in Singapore, where the date presets are computed. */
const singaporeToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Singapore' }).format(new Date());

describe('Transaction Garden in Chromium', () => {
  let session: E2eSession | undefined;
  let page: Page;
  let shot: E2eSession['shot'];

  const rows = () => page.getByTestId('transaction-row');
  const row = (description: string) => page.getByRole('listitem', { name: description, exact: true });
  const choose = async (label: string, option: string) => {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };
  const search = async (text: string, how: 'enter' | 'button') => {
    const box = page.getByRole('textbox', { name: 'Search transactions' });
    await box.fill(text);
    if (how === 'enter') await box.press('Enter');
    else await page.getByRole('button', { name: 'Search', exact: true }).click();
  };
  const everyRow = async (check: (item: Locator) => Promise<boolean>) => {
    for (const item of await rows().all()) if (!(await check(item))) return false;
    return true;
  };

  beforeAll(async () => {
    session = await openE2eSession({
      account: { label: 'e2e.transactions', name: 'Mei Ling Tan' },
      seed: async ({ api, account: mei, call }) => {
        // Seed through the real app: import the real OCBC statement (52 rows) ...
        const upload = await postFiles<{ job_id: string }>(
          `${api.baseUrl}/api/v1/bank-statements/upload-async`,
          mei.idToken,
          [fileFrom(OCBC_EXAMPLE)],
        );
        expect(upload.status).toBe(202);
        const summary = await waitForJob(api.baseUrl, mei.idToken, upload.body.job_id, 90_000);
        expect(summary.total_transactions_added).toBe(52);
        // ... and add a few this month by hand, repeating two merchants so similar ones exist.
        const { transactionAccounts } = await call<{ transactionAccounts: { id: string }[] }>(
          '{ transactionAccounts { id } }',
        );
        const accountId = transactionAccounts[0]?.id;
        const today = singaporeToday();
        for (const [description, amount] of [
          ['DELIGHTFUL BREAKFAST SINGAPORE SG', '5.60'],
          ['DELIGHTFUL BREAKFAST SINGAPORE SG', '4.80'],
          ['FROSTED PANTRY SINGAPORE SG', '3.10'],
          ['FROSTED PANTRY SINGAPORE SG', '2.95'],
        ] as const) {
          await call('mutation ($input: TransactionInput!) { createTransaction(input: $input) { id } }', {
            input: { accountId, date: today, amount, isIncome: false, description },
          });
        }
      },
    });
    ({ page, shot } = session);
  });

  afterAll(() => session?.close());

  it('lists 56 transactions by date, newest first, 20 at a time as the list scrolls', async () => {
    await page.getByRole('link', { name: 'Transactions' }).first().click();
    await page.getByRole('heading', { name: 'Transaction Garden', exact: true }).waitFor();
    await rows().first().waitFor();
    expect(await rows().count()).toBe(20);
    const headings = await page.getByRole('heading', { level: 3 }).allTextContents();
    expect(headings[1]).toContain('31 July 2023');
    await shot('30-transactions-first-page');

    await page.getByTestId('load-more-sentinel').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="transaction-row"]').length === 40);
    await page.getByTestId('load-more-sentinel').scrollIntoViewIfNeeded();
    await page.getByText("That's every transaction in this patch.").waitFor();
    expect(await rows().count()).toBe(56);
    expect(await page.getByRole('heading', { level: 3 }).last().textContent()).toContain('2 July 2023');
    await shot('31-transactions-all-loaded');
  });

  it('filters by date range, type and account, and says when nothing matches', async () => {
    await choose('Date Range', 'This Month');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="transaction-row"]').length === 4);
    await choose('Date Range', 'Last Year');
    await page.getByText('No Matching Transactions Found').waitFor();
    await shot('32-transactions-no-match');

    await choose('Date Range', 'All Time');
    await choose('Type', 'Income');
    await page.waitForFunction(() => {
      const count = document.querySelectorAll('[data-testid="transaction-row"]').length;
      return count > 0 && count < 10;
    });
    expect(
      await everyRow(
        async (item) => (await item.getByTestId('transaction-amount').textContent())?.startsWith('+') ?? false,
      ),
    ).toBe(true);
    await row('CASH REBATE').waitFor();

    await choose('Type', 'Expenses');
    await page.getByRole('combobox', { name: 'Account' }).click();
    await page.getByRole('option').nth(1).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="transaction-row"]').length === 20);
    expect(
      await everyRow(
        async (item) => (await item.getByTestId('transaction-amount').textContent())?.startsWith('-') ?? false,
      ),
    ).toBe(true);
    await shot('33-transactions-filtered');
    await page.getByRole('button', { name: 'Clear Filters' }).first().click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="transaction-row"]').length === 20);
  });

  it('searches on Enter and on the Search button', async () => {
    await search('cafe', 'enter');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="transaction-row"]').length === 5);
    expect(await everyRow(async (item) => /CAFE/i.test((await item.textContent()) ?? ''))).toBe(true);
    await search('transit', 'button');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="transaction-row"]').length === 3);
    await shot('34-transactions-search');
  });

  it('edits a transaction: amount, type, notes; the account stays locked', async () => {
    await search('urban harvest', 'enter');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="transaction-row"]').length === 1);
    await row('URBAN HARVEST SINGAPORE SG').getByRole('button', { name: 'Edit transaction' }).click();
    const dialog = page.getByRole('dialog');
    const amount = dialog.getByRole('spinbutton', { name: 'Amount' });
    expect(await amount.inputValue()).toBe('7.30');
    expect(await dialog.getByRole('textbox', { name: 'Account' }).isDisabled()).toBe(true);
    await dialog.getByText('Account cannot be changed after transaction creation').waitFor();
    await dialog.getByRole('textbox', { name: 'Description' }).fill('URBAN HARVEST veggies');
    await amount.fill('17.35');
    await dialog.getByRole('textbox', { name: 'Notes (optional)' }).fill('Weekly greens for the balcony garden club');
    await shot('35-transaction-edit-dialog');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.waitFor({ state: 'detached' });
    await search('urban harvest', 'button');
    const edited = row('URBAN HARVEST veggies');
    await edited.waitFor();
    expect(await edited.getByTestId('transaction-amount').textContent()).toBe('-$17.35');
    await edited.getByText('📝 Weekly greens for the balcony…').waitFor();
  });

  it('recategorises a transaction together with its similar ones', async () => {
    await search('delightful breakfast', 'enter');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="transaction-row"]').length === 3);
    await rows().first().getByRole('button', { name: 'Recategorize transaction' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'New Category' }).click();
    await page.getByRole('option', { name: '🛒 Groceries' }).click();
    await dialog.getByRole('button', { name: 'Find Similar Transactions' }).click();
    await dialog.getByText('Same Merchant').first().waitFor();
    expect(await dialog.getByText('Same Merchant').count()).toBe(2);
    await shot('36-recategorize-preview');
    await dialog.getByRole('button', { name: 'Recategorize 3 Selected' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="transaction-row"]').length === 3);
    expect(await everyRow(async (item) => (await item.getByText('Groceries').count()) === 1)).toBe(true);
  });

  it('deletes a transaction together with the similar ones chosen in the preview', async () => {
    await search('frosted pantry', 'enter');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="transaction-row"]').length === 3);
    await rows().first().getByRole('button', { name: 'Delete transaction' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Find Similar Transactions' }).click();
    await dialog.getByText('Same Merchant').first().waitFor();
    // Keep the imported July one: untick it, then delete the two others.
    await dialog.getByRole('checkbox', { name: /on 2023-07-17$/ }).uncheck();
    await shot('37-delete-preview');
    await dialog.getByRole('button', { name: 'Delete 2 Selected' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="transaction-row"]').length === 1);
    expect(await rows().first().getByTestId('transaction-amount').textContent()).toBe('-$2.51');
  });

  it('fits a phone screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Clear Filters' }).first().click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="transaction-row"]').length === 20);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: screenshotPath('38-transactions-mobile') });
  });
});
