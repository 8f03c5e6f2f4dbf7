import type { Page } from 'playwright-core';
import { REPORT_PERIODS, REPORT_PERIOD_LABELS, reportPeriodRange, type ReportPeriod } from '@garden/core';
import type { EmulatorAccount } from '../test-support/auth-emulator';
import { openE2eSession, screenshotPath, type E2eSession } from '../test-support/e2e-session';
import { postFiles, waitForJob } from '../test-support/statement-uploads';
import { drawOcbcAccountStatement, ocbcAccountMonth } from '../test-support/statement-pdfs/layouts/ocbc-account.layout';
import { requestJson, type TestServer } from '../test-support/test-server';

jest.setTimeout(240_000);

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('Financial Growth Reports in Chromium', () => {
  let session: E2eSession | undefined;
  let api: TestServer;
  let page: Page;
  let rin: EmulatorAccount;
  const now = new Date();
  const range = (period: ReportPeriod) => reportPeriodRange(period, now);

  const shot = async (name: string) => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: screenshotPath(name), fullPage: true });
  };
  /** One card, as it is on screen (the page's sticky header stays out of it). */
  const cardShot = (name: string, heading: string) =>
    page
      .locator('section', { has: page.getByRole('heading', { name: heading }) })
      .screenshot({ path: screenshotPath(name) });
  const breakdownTotal = async (period: ReportPeriod): Promise<number> => {
    const { startDate, endDate } = range(period);
    const response = await requestJson<{ total_spent: number }>(`${api.baseUrl}/api/v1/reports/category-breakdown`, {
      method: 'POST',
      token: rin.idToken,
      body: { start_date: startDate, end_date: endDate },
    });
    return response.body.total_spent;
  };
  const dollars = (value: number) =>
    `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  const choosePeriod = async (period: ReportPeriod) => {
    await page.getByRole('combobox', { name: 'Growing Season' }).click();
    await page.getByRole('option', { name: REPORT_PERIOD_LABELS[period], exact: true }).click();
  };
  const tile = (name: string) => page.getByRole('group', { name, exact: true });

  beforeAll(async () => {
    session = await openE2eSession({
      account: { label: 'e2e.reports', name: 'Rin Koh' },
      viewport: { width: 1366, height: 900 },
      seed: async ({ api, account: rin, call }) => {
        // Seed through the real app: last month's OCBC 360 statement, imported ...
        const lastMonth = range('last-month');
        const { pdf } = await drawOcbcAccountStatement(ocbcAccountMonth(3, lastMonth.endDate, 14));
        const upload = await postFiles<{ job_id: string }>(
          `${api.baseUrl}/api/v1/bank-statements/upload-async`,
          rin.idToken,
          [{ name: 'ocbc-360-last-month.pdf', bytes: pdf }],
        );
        expect(upload.status).toBe(202);
        const summary = await waitForJob(api.baseUrl, rin.idToken, upload.body.job_id, 90_000);
        expect(summary.total_transactions_added).toBeGreaterThan(10);

        // ... and transactions entered by hand this month, five months back and last year.
        const { transactionAccounts } = await call<{ transactionAccounts: { id: string }[] }>(
          '{ transactionAccounts { id } }',
        );
        const accountId = transactionAccounts[0]?.id;
        const thisMonth = range('this-month');
        const sixMonths = range('last-6-months');
        const lastYear = range('last-year');
        const seeds: [string, string, boolean, string][] = [
          [thisMonth.startDate, '12.34', false, 'YA KUN KAYA TOAST'],
          [thisMonth.startDate, '3200.00', true, 'SALARY ACME PTE LTD'],
          [thisMonth.endDate, '45.60', false, 'NTUC FAIRPRICE'],
          [thisMonth.endDate, '100.00', false, 'UNIQLO ION ORCHARD'],
          [addDays(sixMonths.startDate, 9), '88.80', false, 'SINGTEL BILL PAYMENT'],
          [addDays(lastYear.startDate, 73), '250.00', false, 'SINGAPORE AIRLINES'],
          [addDays(lastYear.startDate, 219), '60.00', false, 'GRAB RIDES'],
          [addDays(lastYear.startDate, 89), '4000.00', true, 'SALARY ACME PTE LTD'],
        ];
        for (const [date, amount, isIncome, description] of seeds) {
          await call('mutation ($input: TransactionInput!) { createTransaction(input: $input) { id } }', {
            input: { accountId, date, amount, isIncome, description },
          });
        }
      },
    });
    ({ api, page, account: rin } = session);
  });

  afterAll(() => session?.close());

  it('opens on this month with the breakdown, the detail panel and a daily trend', async () => {
    await page.getByRole('link', { name: 'Reports' }).first().click();
    await page.getByRole('heading', { name: 'Financial Growth Reports' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Growing Season' }).textContent()).toBe('This Month');
    // 12.34 + 45.60 + 100.00, entered by hand this month (the statement ends last month).
    await tile('Total Spent').getByText('$157.94').waitFor();
    expect(await tile('Active Accounts').textContent()).toContain('1 of 1');
    const categories = page.getByRole('list', { name: 'Categories' });
    await categories.getByRole('button').first().waitFor();
    expect(await categories.getByRole('button').count()).toBe(3);
    await page.getByTestId('category-doughnut').locator('svg path').first().waitFor();
    // The biggest category is selected: its top expenses in the detail panel.
    await page
      .getByRole('list', { name: /^Top expenses in / })
      .getByText('-$100.00')
      .waitFor();
    await tile('Total').getByText('$157.94').waitFor();
    const marks = await page.getByTestId('trend-chart').locator('.MuiLineChart-mark').count();
    expect(marks).toBe(Number(range('this-month').endDate.slice(8, 10)));
    await page.waitForTimeout(600); // let the chart animations settle for the picture
    await shot('50-reports-this-month');
  });

  it('drills into a point of the trend: its top transactions, none for Net Cash Flow', async () => {
    const today = Number(range('this-month').endDate.slice(8, 10));
    const chart = page.getByTestId('trend-chart');
    const mark = chart.locator('.MuiLineChart-mark').nth(today - 1);
    await mark.scrollIntoViewIfNeeded();
    await mark.click({ force: true });
    const details = page.getByRole('region', { name: 'Point details' });
    await details.waitFor();
    const rows = details.getByTestId('top-transaction');
    await rows.first().waitFor();
    expect(await rows.allTextContents()).toEqual([
      expect.stringContaining('-$100.00'),
      expect.stringContaining('-$45.60'),
    ]);
    await page.waitForTimeout(400);
    await cardShot('51-reports-drill-down', '📈 Spending Trends');

    await page.getByRole('tab', { name: 'Income' }).click();
    await tile('Total').getByText('$3,200.00').waitFor();
    await page.getByRole('tab', { name: 'Net Cash Flow' }).click();
    await tile('Total').getByText('$3,042.06').waitFor();
    await page.getByText('Net Cash Flow has no drill-down.').waitFor();
    expect(await page.getByRole('region', { name: 'Point details' }).count()).toBe(0);
    await page.waitForTimeout(600);
    await shot('52-reports-net-cash-flow');
  });

  it('visits each of the six growing seasons with the right granularity and totals', async () => {
    const expectations: Record<ReportPeriod, { points: (start: string, end: string) => number }> = {
      'this-month': { points: (start, end) => Number(end.slice(8)) - Number(start.slice(8)) + 1 },
      'last-month': { points: (start, end) => Number(end.slice(8)) - Number(start.slice(8)) + 1 },
      'last-3-months': { points: weeks },
      'last-6-months': { points: weeks },
      'this-year': { points: (start, end) => Number(end.slice(5, 7)) - Number(start.slice(5, 7)) + 1 },
      'last-year': { points: () => 12 },
    };
    await page.getByRole('tab', { name: 'Expenses' }).click();
    for (const [index, period] of REPORT_PERIODS.entries()) {
      await choosePeriod(period);
      const total = await breakdownTotal(period);
      await tile('Total Spent').getByText(dollars(total)).waitFor();
      await tile('Total').getByText(dollars(total)).waitFor();
      const { startDate, endDate } = range(period);
      const labels = page.getByTestId('trend-chart').locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel');
      await labels.first().waitFor();
      const expected = expectations[period].points(startDate, endDate);
      const marks = await page.getByTestId('trend-chart').locator('.MuiLineChart-mark').count();
      if (expected <= 40) expect(marks).toBe(expected);
      await page.waitForTimeout(600);
      await shot(`5${3 + index}-reports-${period}`);
    }
    // Last year: 250.00 + 60.00 entered by hand, monthly.
    expect(await breakdownTotal('last-year')).toBe(310);
    await tile('Total Spent').getByText('$310.00').waitFor();

    // The season is remembered across a reload.
    await page.reload();
    await page.getByRole('heading', { name: 'Financial Growth Reports' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Growing Season' }).textContent()).toBe('Last Year');
  });
});

/** ISO weeks (Monday to Sunday) touched by a range. */
function weeks(start: string, end: string): number {
  const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
  const monday = (value: number) => value - ((new Date(value * 86_400_000).getUTCDay() + 6) % 7);
  return (monday(day(end)) - monday(day(start))) / 7 + 1;
}
