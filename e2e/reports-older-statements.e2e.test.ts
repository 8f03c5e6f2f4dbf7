import type { Page } from 'playwright-core';
import { openE2eSession, type E2eSession } from '../test-support/e2e-session';
import { OCBC_EXAMPLE, fileFrom, postFiles, waitForJob } from '../test-support/statement-uploads';

jest.setTimeout(240_000);

/**
 * Older statements: the example OCBC card statement is from July 2023, older than "Last Year". The reports keep
 * the spec's six periods and this month by default, add All Time and a custom range, and an empty season offers
 * the latest season that has data.
 */
describe('Reports of a statement older than last year, in Chromium', () => {
  let session: E2eSession | undefined;
  let page: Page;
  let shot: E2eSession['shot'];

  const chooseSeason = async (name: string) => {
    await page.getByRole('combobox', { name: 'Growing Season' }).click();
    await page.getByRole('option', { name, exact: true }).click();
  };
  const transactions = () => page.getByRole('group', { name: 'Transactions', exact: true }).locator('h5').textContent();

  beforeAll(async () => {
    session = await openE2eSession({
      account: { label: 'e2e.reports-old', name: 'Omar Lee' },
      path: '/reports',
      seed: async ({ api, account }) => {
        const upload = await postFiles<{ job_id: string }>(
          `${api.baseUrl}/api/v1/bank-statements/upload-bulk-async`,
          account.idToken,
          [fileFrom(OCBC_EXAMPLE)],
          { use_ocr: 'false', passwords: JSON.stringify(['']) },
        );
        expect((await waitForJob(api.baseUrl, account.idToken, upload.body.job_id)).successful_files).toBe(1);
      },
    });
    ({ page, shot } = session);
  });

  afterAll(() => session?.close());

  it('opens on this month, empty, and jumps to July 2023 where the statement is', async () => {
    await page.getByText('No transactions in This Month').waitFor();
    expect(await page.getByText(/Your latest transaction is from 31 Jul 2023\./).isVisible()).toBe(true);
    await shot('150-reports-empty-offers-latest');
    await page.getByRole('button', { name: 'Show Jul 2023' }).click();
    await page.getByRole('heading', { name: /Category Breakdown/ }).waitFor();
    // 53 rows read from the statement, the previous balance is not a transaction: the month's 52.
    expect(await transactions()).toBe('52');
    expect(await page.getByLabel('From', { exact: true }).inputValue()).toBe('2023-07-01');
    expect(await page.getByLabel('To', { exact: true }).inputValue()).toBe('2023-07-31');
  });

  it('remembers Last Year, empty, and from there offers All Time, which shows every month', async () => {
    await chooseSeason('Last Year');
    await page.getByText('No transactions in Last Year').waitFor();
    await page.reload();
    await page.getByText('No transactions in Last Year').waitFor();
    await page.getByRole('button', { name: 'Show All Time' }).click();
    await page.getByRole('heading', { name: /Category Breakdown/ }).waitFor();
    expect(await transactions()).toBe('52');
    expect(await page.getByRole('combobox', { name: 'Growing Season' }).textContent()).toBe('All Time');
    await page.waitForTimeout(1_200); // the charts grow in
    await shot('151-reports-all-time');
  });

  it('narrows a custom range by its From and To days', async () => {
    await chooseSeason('Custom Range');
    await page.getByLabel('From', { exact: true }).fill('2023-07-20');
    await page.getByLabel('To', { exact: true }).fill('2023-07-31');
    await page.getByText(/^20 Jul 2023 – 31 Jul 2023$/).waitFor();
    const count = Number(await transactions());
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(52);
    await page.waitForTimeout(1_200);
    await shot('152-reports-custom-range');
  });

  it('says there is too little history for a trend when the season starts before the statement', async () => {
    await page.getByLabel('From', { exact: true }).fill('2023-06-01');
    await page.getByLabel('To', { exact: true }).fill('2023-07-31');
    await page.getByText(/^1 Jun 2023 – 31 Jul 2023$/).waitFor();
    const trendTile = page.getByRole('group', { name: 'Trend', exact: true });
    await trendTile.getByText('Too little history').waitFor();
    expect(await trendTile.textContent()).not.toMatch(/%/);
    await page.waitForTimeout(1_200);
    await shot('153-reports-too-little-history');
  });
});
