import type { Page } from 'playwright-core';
import { openE2eSession, type E2eSession } from '../test-support/e2e-session';
import { OCBC_EXAMPLE } from '../test-support/statement-uploads';

jest.setTimeout(240_000);

interface AccountRow {
  id: string;
  name: string;
  last4: string;
  creditLimit: string | null;
  transactionCount: number;
}

describe('Dashboard in Chromium', () => {
  let session: E2eSession | undefined;
  let page: Page;
  let call: E2eSession['call'];
  let shot: E2eSession['shot'];
  let dialogsSettled: E2eSession['dialogsSettled'];

  const recentDescriptions = () =>
    page
      .getByTestId('recent-transaction')
      .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? ''));

  beforeAll(async () => {
    session = await openE2eSession({ account: { label: 'e2e.dashboard', name: 'Nora Lim' } });
    ({ page, call, shot, dialogsSettled } = session);
  });

  afterAll(() => session?.close());

  it('greets a new user and shows the empty state with "Start Your Journey"', async () => {
    await page.getByRole('heading', { name: 'Welcome to your garden, Nora Lim! 🌱' }).waitFor();
    await page.getByRole('heading', { name: 'Start Your Journey' }).waitFor();
    expect(await page.getByRole('link', { name: 'Start Your Journey' }).getAttribute('href')).toBe('/settings');
    expect(await page.getByRole('heading', { name: 'Garden Gnome Tips' }).isVisible()).toBe(true);
    expect(await page.getByText('Recent Transactions').count()).toBe(0);
    await shot('40-dashboard-empty');
  });

  it('after the real OCBC statement is planted, shows the account card, exact totals and recent transactions', async () => {
    // The uploader opens on the dashboard itself.
    await page.getByRole('button', { name: 'Upload Statement' }).click();
    const uploader = page.getByRole('dialog', { name: 'Upload Statements' });
    await uploader.waitFor();
    expect(page.url()).toMatch(/\/dashboard$/);
    await uploader.getByTestId('statement-file-input').setInputFiles(OCBC_EXAMPLE);
    await dialogsSettled();
    await shot('40b-dashboard-upload-dialog');
    await page.getByRole('button', { name: 'Plant' }).click();
    await page.waitForURL('**/upload-queue?jobId=*');
    // Back to the dashboard at once: a job still running shows the banner and "View Upload Progress"; the
    // banner's completion (or a job already done) brings the account and its transactions in.
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await page.waitForURL('**/dashboard');
    const progress = page.getByRole('link', { name: 'View Upload Progress' });
    if (await progress.isVisible()) await shot('41-dashboard-upload-running');

    const { accounts } = await (async () => {
      for (let attempt = 0; attempt < 300; attempt += 1) {
        const data = await call<{ accounts: AccountRow[] }>(
          '{ accounts { id name last4 creditLimit transactionCount } }',
        );
        if (data.accounts[0]?.transactionCount === 52) return data;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error('the statement was not imported');
    })();
    const card = accounts[0];
    if (!card) throw new Error('no account');
    expect(card).toMatchObject({ last4: '4417', creditLimit: '22800.00' });

    const article = page.getByRole('article', { name: card.name });
    await article.waitFor({ timeout: 60_000 });
    await page.getByRole('heading', { name: 'Welcome back!' }).waitFor();
    // The card says what the statement says is owed, beside its limit; it was imported, not connected.
    expect(await article.getByText('Imported from PDF').isVisible()).toBe(true);
    expect(await article.getByText('Connected', { exact: true }).count()).toBe(0);
    expect(await article.getByText('Amount Owed').isVisible()).toBe(true);
    expect(await article.getByTestId('account-amount').textContent()).toBe('$702.10');
    expect(await article.getByTestId('account-amount-detail').textContent()).toBe('Credit limit $22,800.00');
    // The badge's text is at least 4.5:1 against its background.
    const contrast = await article.getByText('Imported from PDF').evaluate((label) => {
      const chip = label.closest('.MuiChip-root') ?? label;
      const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
      const luminance = (value: string) => {
        const [r = 0, g = 0, b = 0] = rgb(value).map((channel) => {
          const c = channel / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const [light, dark] = [
        luminance(getComputedStyle(chip).backgroundColor),
        luminance(getComputedStyle(label).color),
      ].sort((a, b) => b - a);
      return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
    });
    expect(contrast).toBeGreaterThanOrEqual(4.5);
    expect(await article.getByLabel('Account ending in 4417').textContent()).toBe('•••• 4417');
    expect(await article.getByText('SGD', { exact: true }).isVisible()).toBe(true);
    expect(await article.getByText('52 transactions').isVisible()).toBe(true);
    expect(await article.getByText(/Last updated: (Just now|1 minute ago) · Statement 1 Aug 2023/).isVisible()).toBe(
      true,
    );
    expect(await page.getByTestId('account-count').textContent()).toBe('1 account');
    expect(await page.getByTestId('total-balance').textContent()).toBe('$0.00');
    expect(await page.getByTestId('total-owed').textContent()).toBe('$702.10');
    expect(await page.getByTestId('net-worth').textContent()).toBe('-$702.10');
    expect(await page.getByTestId('total-credit-limit').textContent()).toBe('$22,800.00');

    // The 5 newest transactions, exactly as the api orders them.
    const newest = await call<{ transactions: { description: string }[] }>(
      '{ transactions(skip: 0, limit: 5) { description } }',
    );
    await page.getByTestId('recent-transaction').first().waitFor();
    expect(await recentDescriptions()).toEqual(newest.transactions.map((row) => row.description));
    await shot('42-dashboard-with-data');

    await page.getByRole('button', { name: 'Income' }).click();
    const income = await call<{ transactions: { description: string; isIncome: boolean }[] }>(
      '{ transactions(filter: { type: "income" }, skip: 0, limit: 5) { description isIncome } }',
    );
    expect(income.transactions.length).toBeGreaterThan(0);
    await page.waitForFunction(
      (first) => document.querySelector('[data-testid="recent-transaction"]')?.getAttribute('aria-label') === first,
      income.transactions[0]?.description,
    );
    expect(await recentDescriptions()).toEqual(income.transactions.map((row) => row.description));
    for (const amount of await page.getByTestId('recent-transaction-amount').allTextContents()) {
      expect(amount.startsWith('+')).toBe(true);
    }
    await shot('43-dashboard-income');

    await page.getByRole('button', { name: 'Expenses' }).click();
    // Not while the list is empty (loading): every row of none would pass.
    await page.waitForFunction(() => {
      const cells = [...document.querySelectorAll('[data-testid="recent-transaction-amount"]')];
      return cells.length > 0 && cells.every((cell) => cell.textContent?.startsWith('-'));
    });
    expect(await page.getByTestId('recent-transaction').count()).toBe(5);

    await page.getByRole('link', { name: 'View All' }).click();
    await page.waitForURL('**/transactions');
  });

  it('adds a savings account by hand: the balance of non-credit accounts, and the net worth less the card', async () => {
    await call('mutation ($input: AccountInput!) { createAccount(input: $input) { id } }', {
      input: { name: 'Rainy Day Savings', institution: 'DBS', accountType: 'savings', balance: '1234.56' },
    });
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await page.getByRole('article', { name: 'Rainy Day Savings' }).waitFor();
    expect(await page.getByTestId('account-count').textContent()).toBe('2 accounts');
    expect(await page.getByTestId('total-balance').textContent()).toBe('$1,234.56');
    expect(await page.getByTestId('total-owed').textContent()).toBe('$702.10');
    // 1,234.56 - 702.10
    expect(await page.getByTestId('net-worth').textContent()).toBe('$532.46');
    expect(await page.getByTestId('total-credit-limit').textContent()).toBe('$22,800.00');
    const savings = page.getByRole('article', { name: 'Rainy Day Savings' });
    expect(await savings.getByText('Imported from PDF').count()).toBe(0);
    expect(await savings.getByTestId('account-amount').textContent()).toBe('$1,234.56');
    await shot('44-dashboard-two-accounts');
  });
});
