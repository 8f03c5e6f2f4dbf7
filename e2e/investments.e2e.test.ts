import type { Page } from 'playwright-core';
import { openE2eSession, screenshotPath, type E2eSession } from '../test-support/e2e-session';
import type { TestServer } from '../test-support/test-server';

jest.setTimeout(240_000);

interface HoldingRow {
  quantity: string;
  averageCost: string;
  totalCost: string;
  currentPrice: string | null;
  currentValue: string | null;
  stock: { symbol: string };
}

describe('the Investments tab in Chromium', () => {
  let session: E2eSession | undefined;
  let api: TestServer;
  let page: Page;
  let call: E2eSession['call'];
  let shot: E2eSession['shot'];
  let dialogsSettled: E2eSession['dialogsSettled'];

  const holdings = async () =>
    (
      await call<{ stockHoldings: HoldingRow[] }>(
        '{ stockHoldings { quantity averageCost totalCost currentPrice currentValue stock { symbol } } }',
      )
    ).stockHoldings.sort((a, b) => a.stock.symbol.localeCompare(b.stock.symbol));
  const row = (symbol: string) =>
    page.getByRole('table', { name: 'All Your Investment Seeds' }).getByRole('row', { name: symbol, exact: true });
  /** The charts grow in with an animation; a screenshot waits until it has ended. */
  const chartsSettled = () => page.waitForTimeout(1_200);

  beforeAll(async () => {
    session = await openE2eSession({
      account: { label: 'e2e.investments', name: 'Ivy Investor' },
      path: '/assets?tab=stocks',
    });
    ({ api, page, call, shot, dialogsSettled } = session);
  });

  afterAll(() => session?.close());

  it('shows "Plant Your Investment Seeds" for a new user and creates the default investment account', async () => {
    await page.getByRole('heading', { name: 'Plant Your Investment Seeds' }).waitFor();
    await shot('90-investments-empty');
    await page.getByRole('button', { name: 'Create Investment Account' }).click();
    const card = page.getByRole('article', { name: 'Investment Portfolio' });
    await card.waitFor();
    await card.getByText('No stocks planted yet').waitFor();
    await card.getByText('Plant your first stock').waitFor();
    await page.getByText('No Investment Data').waitFor();
    await page.getByTestId('market-text').waitFor();
    expect(await page.getByTestId('market-text').textContent()).toMatch(/markets growing$|^Markets resting$/);
    // Before any stock no price freshness is claimed ("Fresh Data 100 % · 0 of 0 prices" was).
    expect(await page.getByTestId('freshness-detail').textContent()).toBe(
      'No prices to track yet: plant a stock to see how fresh its price is.',
    );
    expect(await page.getByTestId('freshness-level').count()).toBe(0);
    const accounts = await call<{ stocksAccounts: { name: string; broker: string; currency: string }[] }>(
      '{ stocksAccounts { name broker currency } }',
    );
    expect(accounts.stocksAccounts).toEqual([{ name: 'Investment Portfolio', broker: 'GENERAL', currency: 'USD' }]);
    await shot('91-investments-account');
  });

  it('plants one stock: search, pick, the validation message, then the row says its price was never updated', async () => {
    await page.getByRole('button', { name: '+ Add Stock' }).click();
    const dialog = page.getByRole('dialog', { name: 'Plant a New Stock' });
    await dialog.waitFor();
    await dialog.getByRole('textbox', { name: 'Search stock symbol' }).fill('AAPL');
    await dialog.getByRole('textbox', { name: 'Search stock symbol' }).press('Enter');
    await dialog.getByRole('button', { name: /^AAPL Apple/ }).click();
    await dialog.getByRole('spinbutton', { name: 'Number of Shares' }).fill('1.5');
    await dialog.getByRole('spinbutton', { name: 'Average Cost per Share (USD)' }).fill('150.25');
    await dialog.getByRole('button', { name: 'Plant Stock' }).click();
    await dialog.getByText('Please fill in all required fields with valid values.').waitFor();
    await dialog.getByRole('spinbutton', { name: 'Number of Shares' }).fill('10');
    await dialogsSettled();
    await shot('92-investments-add-stock');
    await dialog.getByRole('button', { name: 'Plant Stock' }).click();
    await dialog.waitFor({ state: 'detached' });

    const aapl = row('AAPL');
    await aapl.waitFor();
    expect(await aapl.getByTestId('holding-shares').textContent()).toBe('10');
    expect(await aapl.getByTestId('holding-cost').textContent()).toBe('US$150.25');
    // No price provider is configured: nothing is invented.
    expect(await aapl.getByTestId('holding-price').textContent()).toBe('Never updated');
    expect(await aapl.getByTestId('holding-value').textContent()).toBe('—');
    expect(await page.getByTestId('portfolio-cost').textContent()).toBe('US$1,502.50');
    expect(await page.getByTestId('portfolio-value').textContent()).toBe('US$1,502.50');
    expect(await page.getByTestId('unpriced-note').textContent()).toBe(
      '1 holding has no price yet and is valued at cost.',
    );
    expect(await holdings()).toEqual([
      {
        quantity: '10',
        averageCost: '150.25',
        totalCost: '1502.50',
        currentPrice: null,
        currentValue: null,
        stock: { symbol: 'AAPL' },
      },
    ]);
    await shot('93-investments-one-stock');
  });

  it('plants several stocks at once with rows, Change and Remove', async () => {
    await page.getByRole('button', { name: '+ Add Multiple' }).click();
    const dialog = page.getByRole('dialog', { name: 'Plant Multiple Stocks' });
    await dialog.waitFor();
    const entry = (n: number) => dialog.getByRole('group', { name: `Stock entry ${n}` });
    const pick = async (n: number, query: string, result: RegExp) => {
      const search = entry(n).getByRole('textbox', { name: 'Search stock symbol' });
      await search.fill(query);
      await search.press('Enter');
      await entry(n).getByRole('button', { name: result }).first().click();
    };

    await pick(1, 'NVDA', /^NVDA /);
    await entry(1).getByRole('button', { name: 'Change' }).click();
    await pick(1, 'MSFT', /^MSFT Microsoft/);
    await entry(1).getByRole('spinbutton', { name: 'Average Cost' }).fill('300');
    await dialog.getByRole('button', { name: '+ Add Another Stock' }).click();
    await pick(2, 'D05', /^D05\.SI /);
    await entry(2).getByRole('spinbutton', { name: 'Shares' }).fill('100');
    await entry(2).getByRole('spinbutton', { name: 'Average Cost' }).fill('35.5');
    await dialog.getByRole('button', { name: '+ Add Another Stock' }).click();
    await pick(3, 'KO', /^KO /);
    await entry(3).getByRole('spinbutton', { name: 'Average Cost' }).fill('60');
    await dialogsSettled();
    await shot('94-investments-add-multiple');
    await entry(3).getByRole('button', { name: 'Remove' }).click();
    expect(await dialog.getByRole('group').count()).toBe(2);
    await dialog.getByRole('button', { name: 'Plant Stocks' }).click();
    await dialog.waitFor({ state: 'detached' });

    await row('MSFT').waitFor();
    await row('D05.SI').waitFor();
    expect(await row('D05.SI').getByTestId('holding-cost').textContent()).toMatch(/^\$35\.50$/);
    expect((await holdings()).map((holding) => [holding.stock.symbol, holding.quantity, holding.totalCost])).toEqual([
      ['AAPL', '10', '1502.50'],
      ['D05.SI', '100', '3550.00'],
      ['MSFT', '1', '300.00'],
    ]);
    expect(await page.getByTestId('portfolio-positions').textContent()).toBe('3');
    // The market status speaks only of the exchanges held (SGX and NASDAQ), and the account of its currencies.
    expect(await page.getByTestId('market-text').textContent()).toMatch(
      /^((SGX|NASDAQ)(, (SGX|NASDAQ))? markets growing|Markets resting)$/,
    );
    expect(
      await page
        .getByRole('article', { name: 'Investment Portfolio' })
        .getByText('General account · holdings in USD, SGD')
        .count(),
    ).toBe(1);
    await shot('95-investments-several');
  });

  it('edits a holding (Update only once changed) and Escape closes the editor', async () => {
    await row('MSFT').getByRole('button', { name: 'Edit MSFT' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Your Investment' });
    await dialog.waitFor();
    const update = dialog.getByRole('button', { name: 'Update Investment' });
    expect(await update.isDisabled()).toBe(true);
    await dialog.getByRole('spinbutton', { name: 'Quantity' }).fill('2.5');
    expect(await update.isEnabled()).toBe(true);
    await dialogsSettled();
    await shot('96-investments-edit');
    await update.click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction(
      () => document.querySelector('[aria-label="MSFT"] [data-testid="holding-shares"]')?.textContent === '2.5',
    );
    expect((await holdings()).find((holding) => holding.stock.symbol === 'MSFT')).toMatchObject({
      quantity: '2.5',
      totalCost: '750.00',
    });

    await row('AAPL').getByRole('button', { name: 'Edit AAPL' }).click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('removes a stock only after confirming', async () => {
    await row('D05.SI').getByRole('button', { name: 'Delete D05.SI' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove Stock from Portfolio?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Keep Stock' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await row('D05.SI').count()).toBe(1);
    await row('D05.SI').getByRole('button', { name: 'Delete D05.SI' }).click();
    await dialogsSettled();
    await shot('97-investments-remove');
    await dialog.getByRole('button', { name: 'Remove Stock' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row('D05.SI').waitFor({ state: 'detached' });
    expect((await holdings()).map((holding) => holding.stock.symbol)).toEqual(['AAPL', 'MSFT']);
    expect(await page.getByTestId('portfolio-cost').textContent()).toBe('US$2,252.50');
    expect(await page.getByTestId('portfolio-pnl').textContent()).toBe('US$0.00 (0.00%)');
  });

  it('says up front, in plain words, that prices are not available yet, and shows each chart view', async () => {
    await page
      .getByTestId('prices-unavailable')
      .getByText(
        'Prices are not available yet: Money Garden is not connected to a market-data service, so your holdings count at what you paid.',
      )
      .waitFor();
    expect(await page.getByRole('button', { name: 'Update prices' }).count()).toBe(0);
    expect(await page.getByText(/provider/i).count()).toBe(0);
    // No price has arrived: no freshness is claimed.
    expect(await page.getByTestId('freshness-level').count()).toBe(0);

    await page.getByTestId('allocation-chart').locator('svg').first().waitFor();
    await chartsSettled();
    await shot('98-investments-allocation');
    await page.getByRole('button', { name: 'Performance' }).click();
    await page.getByTestId('performance-empty').waitFor();
    await shot('99-investments-performance');
    await page.getByRole('button', { name: 'Sectors' }).click();
    await page.getByTestId('sectors-chart').locator('svg').first().waitFor();
    await chartsSettled();
    await shot('99b-investments-sectors');
  });

  it('shows prices, value, P&L, freshness and the performance bars once a price has arrived', async () => {
    // Stands in for a configured price provider: the updater writes exactly these two columns.
    await api.database.orm.em
      .getConnection()
      .execute(
        `update stocks set last_price = case symbol when 'AAPL' then 180.5 else 280 end, last_price_updated = now() - interval '5 minutes' where symbol in ('AAPL', 'MSFT')`,
      );
    await page.reload();
    const aapl = row('AAPL');
    await aapl.waitFor();
    expect(await aapl.getByTestId('holding-current-price').textContent()).toBe('US$180.50');
    expect(await aapl.getByTestId('price-age').textContent()).toBe('5m ago');
    expect(await aapl.getByTestId('price-freshness').getAttribute('data-bucket')).toBe('fresh');
    expect(await aapl.getByTestId('price-freshness').getAttribute('title')).toBe('Fresh · 5m ago');
    expect(await aapl.getByTestId('holding-value').textContent()).toBe('US$1,805.00');
    expect(await aapl.getByTestId('holding-pnl-amount').textContent()).toBe('+US$302.50');
    expect(await aapl.getByTestId('holding-pnl-percent').textContent()).toBe('+20.13%');
    expect(await row('MSFT').getByTestId('holding-value').textContent()).toBe('US$700.00');
    expect(await row('MSFT').getByTestId('holding-pnl-amount').textContent()).toBe('-US$50.00');
    expect(await row('MSFT').getByTestId('holding-pnl-percent').textContent()).toBe('-6.67%');
    expect(await page.getByTestId('portfolio-value').textContent()).toBe('US$2,505.00');
    expect(await page.getByTestId('portfolio-pnl').textContent()).toBe('+US$252.50 (+11.21%)');
    expect(await page.getByTestId('unpriced-note').count()).toBe(0);
    expect(await page.getByTestId('freshness-level').textContent()).toBe('Fresh Data');
    await page.getByRole('button', { name: 'Performance' }).click();
    await page.getByTestId('performance-chart').locator('svg').first().waitFor();
    await chartsSettled();
    await shot('99c-investments-priced-performance');
  });
  it('keeps the stock column in view while a phone scrolls the holdings sideways to value, P&L and actions', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    const aapl = row('AAPL');
    await aapl.waitFor();
    await page.getByTestId('holdings-scroll-hint').waitFor();
    await page.getByTestId('holdings-scroll').evaluate((element) => {
      element.scrollLeft = element.scrollWidth;
    });
    const symbol = await aapl.getByText('AAPL', { exact: true }).boundingBox();
    const remove = await aapl.getByRole('button', { name: 'Delete AAPL' }).boundingBox();
    expect(symbol && symbol.x >= 0 && symbol.x < 390).toBe(true);
    expect(remove && remove.x + remove.width <= 390).toBe(true);
    expect(remove?.height).toBeGreaterThanOrEqual(44);
    await page.getByTestId('holdings-scroll').screenshot({ path: screenshotPath('99d-investments-phone-scrolled') });
    await shot('99e-investments-phone');
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});
