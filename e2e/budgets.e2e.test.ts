import type { Page } from 'playwright-core';
import type { EmulatorAccount } from '../test-support/auth-emulator';
import { openE2eSession, type E2eSession } from '../test-support/e2e-session';
import { drawOcbcCreditStatement } from '../test-support/statement-pdfs/layouts/ocbc-credit.layout';
import { postFiles, waitForJob } from '../test-support/statement-uploads';
import type { TestServer } from '../test-support/test-server';

jest.setTimeout(240_000);

/** Today's calendar date in Singapore, where budget periods are computed. */
const singaporeToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Singapore' }).format(new Date());

describe('the Budget Garden in Chromium', () => {
  let session: E2eSession | undefined;
  let api: TestServer;
  let page: Page;
  let hana: EmulatorAccount;
  let shot: E2eSession['shot'];
  let card: E2eSession['card'];
  let dialogsSettled: E2eSession['dialogsSettled'];

  const choose = async (label: string, option: string) => {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };

  beforeAll(async () => {
    session = await openE2eSession({ account: { label: 'e2e.budgets', name: 'Hana Budget' }, path: '/budgets' });
    ({ api, page, account: hana, shot, card, dialogsSettled } = session);
  });

  afterAll(() => session?.close());

  it('opens from the sidebar with an empty garden', async () => {
    await page.getByRole('heading', { name: 'Budget Garden' }).waitFor();
    await page.getByText('No budgets planted yet').waitFor();
    await shot('70-budgets-empty');
    await page.goto(`${api.baseUrl}/categories`);
    await page.getByRole('heading', { name: 'Category Garden' }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Budgets' }).click();
    await page.waitForURL('**/budgets');
    await page.getByText('No budgets planted yet').waitFor();
  });

  it('plants budgets with the dialog (monthly and 80 % by default) and refuses a second one for the same period', async () => {
    await page.getByRole('button', { name: 'Plant a Budget' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Plant a Budget' });
    await dialog.waitFor();
    expect(await dialog.getByRole('combobox', { name: 'Period' }).textContent()).toContain('Monthly');
    expect(await dialog.getByRole('textbox', { name: 'Alert Threshold' }).inputValue()).toBe('80');
    await dialog.getByRole('button', { name: 'Plant Budget' }).click();
    await dialog.getByText('Please choose a category.').waitFor();
    await dialog.getByText('Budget amount is required').waitFor();
    await choose('Category', 'Food & Dining');
    await dialog.getByRole('textbox', { name: 'Budget Amount' }).fill('50');
    await dialogsSettled();
    await shot('71-budgets-plant-dialog');
    await dialog.getByRole('button', { name: 'Plant Budget' }).click();
    await dialog.waitFor({ state: 'detached' });
    const food = card('Food & Dining monthly budget');
    await food.waitFor();
    expect(await food.getAttribute('data-state')).toBe('ok');
    expect(await food.getByText('$0.00', { exact: true }).isVisible()).toBe(true);
    expect(await food.getByText('of $50.00').isVisible()).toBe(true);

    // A weekly Transport budget.
    await page.getByRole('button', { name: 'Plant a Budget' }).first().click();
    await choose('Category', 'Transport');
    await choose('Period', 'Weekly');
    await page.getByRole('textbox', { name: 'Budget Amount' }).fill('10');
    await page.getByRole('button', { name: 'Plant Budget' }).click();
    await card('Transport weekly budget').waitFor();

    // The same category and period again: the server's conflict shows in the dialog.
    await page.getByRole('button', { name: 'Plant a Budget' }).first().click();
    await choose('Category', 'Food & Dining');
    await page.getByRole('textbox', { name: 'Budget Amount' }).fill('80');
    await page.getByRole('button', { name: 'Plant Budget' }).click();
    await page
      .getByRole('alert')
      .getByText('You already have a monthly budget for Food & Dining. Edit that one instead.')
      .waitFor();
    await dialogsSettled();
    await shot('72-budgets-duplicate');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await shot('73-budgets-planted');
  });

  it('reaches the warning state after a statement of this period is imported, and over for a small budget', async () => {
    const today = singaporeToday();
    const { pdf } = await drawOcbcCreditStatement({
      statementDate: today,
      cardNumber: '5488-2926-7001-8002',
      creditLimitCents: 1_000_000,
      previousBalanceOwedCents: 0,
      rows: [
        { date: today, merchant: 'STARBUCKS VIVOCITY', city: 'SINGAPORE', country: 'SG', amountCents: -2250 },
        { date: today, merchant: 'TOAST BOX', city: 'SINGAPORE', country: 'SG', amountCents: -1800 },
        { date: today, merchant: 'GRAB* RIDES', city: 'SINGAPORE', country: 'SG', amountCents: -1280 },
      ],
    });
    const upload = await postFiles<{ job_id: string }>(
      `${api.baseUrl}/api/v1/bank-statements/upload-async`,
      hana.idToken,
      [{ name: 'ocbc-this-month.pdf', bytes: pdf }],
    );
    expect(upload.status).toBe(202);
    const summary = await waitForJob(api.baseUrl, hana.idToken, upload.body.job_id, 90_000);
    expect(summary.total_transactions_added).toBe(3);

    await page.reload();
    const food = card('Food & Dining monthly budget');
    await food.waitFor();
    // 22.50 + 18.00 = 40.50 of 50.00: 81 %, past the 80 % alert.
    await page.waitForFunction(
      () =>
        document.querySelector('[aria-label="Food & Dining monthly budget"]')?.getAttribute('data-state') === 'warning',
    );
    expect(await food.getByText('🌼 Warning').isVisible()).toBe(true);
    expect(await food.getByText('$40.50', { exact: true }).isVisible()).toBe(true);
    expect(await food.getByText('81% used: past your 80% alert, $9.50 left').isVisible()).toBe(true);
    // 12.80 of 10.00 this week.
    const transport = card('Transport weekly budget');
    expect(await transport.getAttribute('data-state')).toBe('over');
    expect(await transport.getByText('Over budget by $2.80 (128% used)').isVisible()).toBe(true);
    await page.getByLabel('Budget summary').getByText('🌼 1 warning').waitFor();
    await shot('74-budgets-warning-and-over');
  });

  it('edits a budget back into the green and deletes one after confirming', async () => {
    await page.getByRole('button', { name: 'Edit Transport weekly budget' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Budget' });
    expect(await edit.getByRole('textbox', { name: 'Budget Amount' }).inputValue()).toBe('10.00');
    await edit.getByRole('textbox', { name: 'Budget Amount' }).fill('25.60');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.waitFor({ state: 'detached' });
    const transport = card('Transport weekly budget');
    await transport.getByText('50% used, $12.80 left').waitFor();
    expect(await transport.getAttribute('data-state')).toBe('ok');

    await page.getByRole('button', { name: 'Delete Transport weekly budget' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this budget?' });
    await confirm.getByText('$25.60').waitFor();
    await dialogsSettled();
    await shot('75-budgets-delete-confirm');
    await confirm.getByRole('button', { name: 'Delete Budget' }).click();
    await transport.waitFor({ state: 'detached' });
    await confirm.waitFor({ state: 'detached' });
    expect(await page.getByRole('article').count()).toBe(1);

    // Saved on the server: a fresh load shows the same garden.
    await page.reload();
    await card('Food & Dining monthly budget').waitFor();
    expect(await card('Transport weekly budget').count()).toBe(0);
  });

  it('fits a phone screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await card('Food & Dining monthly budget').waitFor();
    await shot('76-budgets-mobile');
  });
});
