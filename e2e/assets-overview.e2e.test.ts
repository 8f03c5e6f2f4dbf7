import type { Page } from 'playwright-core';
import { openE2eSession, type E2eSession } from '../test-support/e2e-session';
import { OCBC_EXAMPLE, fileFrom, postFiles, waitForJob } from '../test-support/statement-uploads';

jest.setTimeout(240_000);

/**
 * Assets overview: a person with the example OCBC card statement (it owes $702.10) and SGD 3,520 of DBS shares
 * sees the shares in "Total assets", the card counted and what it owes, and the net worth, on the dashboard's
 * count and on "Your Assets Garden" alike.
 */
describe('the Assets overview in Chromium', () => {
  let session: E2eSession | undefined;
  let page: Page;
  let shot: E2eSession['shot'];

  beforeAll(async () => {
    session = await openE2eSession({
      account: { label: 'e2e.assets', name: 'Asha Tan' },
      path: '/dashboard',
      seed: async ({ api, account, call }) => {
        const upload = await postFiles<{ job_id: string }>(
          `${api.baseUrl}/api/v1/bank-statements/upload-bulk-async`,
          account.idToken,
          [fileFrom(OCBC_EXAMPLE)],
          { use_ocr: 'false', passwords: JSON.stringify(['']) },
        );
        const summary = await waitForJob(api.baseUrl, account.idToken, upload.body.job_id);
        expect(summary.successful_files).toBe(1);
        const { createStocksAccount } = await call<{ createStocksAccount: { id: string } }>(
          'mutation { createStocksAccount { id } }',
        );
        const { searchStocks } = await call<{ searchStocks: { id: string; symbol: string; currency: string }[] }>(
          'query ($q: String!) { searchStocks(q: $q) { id symbol currency } }',
          { q: 'D05' },
        );
        const dbs = searchStocks.find((stock) => stock.symbol === 'D05.SI');
        expect(dbs?.currency).toBe('SGD');
        await call('mutation ($input: AddStockHoldingInput!) { addStockHolding(input: $input) { id } }', {
          input: { stocksAccountId: createStocksAccount.id, stockId: dbs?.id, quantity: '100', averageCost: '35.20' },
        });
      },
    });
    ({ page, shot } = session);
  });

  afterAll(() => session?.close());

  it('counts the card on the dashboard, and the shares, the card and the net worth on the assets overview', async () => {
    await page.getByRole('heading', { name: '🌳 Your Accounts' }).waitFor();
    expect(await page.getByTestId('account-count').textContent()).toBe('1 account');

    await page.goto(page.url().replace('/dashboard', '/assets'));
    await page.getByTestId('total-assets').waitFor();
    expect(await page.getByTestId('total-assets').textContent()).toBe('$3,520.00');
    expect(await page.getByText('Investments (1)').isVisible()).toBe(true);
    expect(await page.getByTestId('investments-total').textContent()).toBe('$3,520.00');
    expect(await page.getByText('1 holding at what you paid until a market price arrives').isVisible()).toBe(true);
    expect(await page.getByText('Bank Accounts (0)').isVisible()).toBe(true);
    expect(await page.getByText('Credit Cards (1)').isVisible()).toBe(true);
    expect(await page.getByTestId('cards-owed').textContent()).toBe('-$702.10');
    // 3,520.00 - 702.10
    expect(await page.getByTestId('assets-net-worth').textContent()).toBe('$2,817.90');
    expect(await page.getByTestId('assets-pie').getAttribute('aria-label')).toBe(
      'Pie chart: bank accounts $0.00, cpf accounts $0.00, investments $3,520.00',
    );
    await page.waitForTimeout(1_000); // the pie grows in
    await shot('140-assets-overview-shares-and-card');
  });
});
