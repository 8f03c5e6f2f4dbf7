import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloProvider } from '@apollo/client/react';
import { GraphQLFailure, stubServer, type Handler } from '../../test/stub-server';
import { Outage } from '../../test/outage';
import { InvestmentsTab } from './InvestmentsTab';
import {
  accountTotals,
  batchPartialMessage,
  formatPortfolioMoney,
  formatPercent,
  formatQuantity,
  marketIsGreen,
  marketText,
  overallFreshnessLabel,
  priceAgeLabel,
  priceFreshness,
  sectorSlices,
  validAverageCost,
  validEditQuantity,
  validShares,
  type InvestmentHolding,
  type InvestmentStock,
} from './investments-model';

// ---------- the charts draw SVG from measured sizes jsdom does not have: stand-ins that expose their data ----------

interface BarProps {
  xAxis: { data: string[] }[];
  series: { data: number[] }[];
}
jest.mock('@mui/x-charts/PieChart', () =>
  jest
    .requireActual<typeof import('../../test/chart-stand-ins')>('../../test/chart-stand-ins')
    .pieChartModule((value) => value.toFixed(2)),
);
jest.mock('@mui/x-charts/BarChart', () => {
  const React = jest.requireActual<typeof import('react')>('react');
  return {
    BarChart: ({ xAxis, series }: BarProps) =>
      React.createElement(
        'ul',
        { 'data-testid': 'bars' },
        (xAxis[0]?.data ?? []).map((label, index) =>
          React.createElement('li', { key: label }, `${label}: ${series[0]?.data[index]}`),
        ),
      ),
  };
});

function renderTab(handlers: Record<string, Handler>) {
  const server = stubServer(handlers);
  const view = render(
    <ApolloProvider client={server.client}>
      <InvestmentsTab />
    </ApolloProvider>,
  );
  return { ...server, view };
}

// ---------- fixtures ----------

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function stock(symbol: string, patch: Partial<InvestmentStock> = {}): InvestmentStock & { __typename: string } {
  return {
    __typename: 'Stock',
    id: `stock-${symbol}`,
    symbol,
    name: `${symbol} Inc.`,
    exchange: 'NASDAQ',
    sector: 'Technology',
    currency: 'USD',
    lastPrice: null,
    lastPriceUpdated: null,
    ...patch,
  };
}

function holding(
  id: string,
  symbol: string,
  patch: Partial<InvestmentHolding> = {},
  stockPatch: Partial<InvestmentStock> = {},
): InvestmentHolding & { __typename: string } {
  return {
    __typename: 'StockHolding',
    id,
    stocksAccountId: 'acct-1',
    stockId: `stock-${symbol}`,
    quantity: '10.0000',
    averageCost: '100.00',
    totalCost: '1000.00',
    currency: 'USD',
    currentPrice: null,
    currentValue: null,
    unrealizedPnl: null,
    unrealizedPnlPercent: null,
    stock: stock(symbol, stockPatch),
    ...patch,
  };
}

const ACCOUNT = {
  __typename: 'StocksAccount',
  id: 'acct-1',
  name: 'Investment Portfolio',
  broker: 'GENERAL',
  accountType: 'investment',
  currency: 'USD',
  cashBalance: '0.00',
  totalValue: '0.00',
  isActive: true,
  createdAt: '2025-01-01T00:00:00.000Z',
};

const AAPL = holding(
  'h-aapl',
  'AAPL',
  {
    quantity: '10.5000',
    averageCost: '150.00',
    totalCost: '1575.00',
    currentPrice: '200.00',
    currentValue: '2100.00',
    unrealizedPnl: '525.00',
    unrealizedPnlPercent: '33.33',
  },
  { lastPrice: '200.00', lastPriceUpdated: minutesAgo(5) },
);
const XOM = holding(
  'h-xom',
  'XOM',
  {
    quantity: '4.0000',
    averageCost: '120.00',
    totalCost: '480.00',
    currentPrice: '108.00',
    currentValue: '432.00',
    unrealizedPnl: '-48.00',
    unrealizedPnlPercent: '-10.00',
  },
  { sector: 'Energy', exchange: 'NYSE', lastPrice: '108.00', lastPriceUpdated: minutesAgo(3 * 24 * 60) },
);
const D05 = holding(
  'h-d05',
  'D05',
  { quantity: '100.0000', averageCost: '35.50', totalCost: '3550.00', currency: 'SGD' },
  { name: 'DBS Group Holdings', sector: 'Financials', exchange: 'SGX', currency: 'SGD' },
);

const SUMMARY = {
  __typename: 'PortfolioSummary',
  totalValue: '12345.6',
  totalCost: '11111.10',
  profitLoss: '1234.50',
  profitLossPercentage: '11.11',
  totalPositions: 3,
  accountsCount: 1,
  pricedPositions: 2,
  currency: 'USD',
  byCurrency: [
    {
      __typename: 'CurrencyPortfolioTotals',
      currency: 'USD',
      totalValue: '12345.6',
      totalCost: '11111.10',
      profitLoss: '1234.50',
      profitLossPercentage: '11.11',
      positions: 2,
    },
    {
      __typename: 'CurrencyPortfolioTotals',
      currency: 'SGD',
      totalValue: '3550.00',
      totalCost: '3550.00',
      profitLoss: '0.00',
      profitLossPercentage: '0.00',
      positions: 1,
    },
  ],
};

const market = (shouldUpdate: boolean, open: string[]) => ({
  marketStatus: {
    __typename: 'MarketStatus',
    shouldUpdate,
    timestamp: new Date().toISOString(),
    exchanges: ['NYSE', 'NASDAQ', 'SGX', 'HKEX', 'LSE'].map((exchange) => ({
      __typename: 'ExchangeStatus',
      exchange,
      isOpen: open.includes(exchange),
      session: open.includes(exchange) ? 'open' : 'closed',
      timeZone: 'UTC',
      localTime: '10:00',
    })),
  },
});

const staleness = (
  freshnessPercentage: number,
  freshCount = 0,
  totalStocks = 3,
  neverUpdated = 1,
  pricesAvailable = true,
) => ({
  priceStaleness: {
    __typename: 'PriceStaleness',
    freshnessPercentage,
    freshCount,
    totalStocks,
    neverUpdated,
    level: 'stale',
    pricesAvailable,
  },
});

const PRICES_UNAVAILABLE =
  'Prices are not available yet: Money Garden is not connected to a market-data service, so your holdings count at what you paid.';

const SEARCH = [
  stock('AAPL', { name: 'Apple Inc.', lastPrice: null }),
  stock('MSFT', { name: 'Microsoft Corporation', lastPrice: '410.25', lastPriceUpdated: minutesAgo(10) }),
  stock('NVDA', { name: 'NVIDIA Corporation', lastPrice: '120.00', lastPriceUpdated: minutesAgo(10) }),
];

/** A portfolio with the given holdings; every handler can be overridden. */
function portfolio(holdings: InvestmentHolding[], overrides: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    InvestmentsAccounts: () => ({ stocksAccounts: [ACCOUNT] }),
    InvestmentsHoldings: () => ({ stockHoldings: holdings }),
    InvestmentsPortfolioSummary: () => ({ portfolioSummary: SUMMARY }),
    InvestmentsMarketStatus: () => market(true, ['NYSE', 'NASDAQ']),
    InvestmentsPriceStaleness: () => staleness(66, 2, 3, 1),
    InvestmentsSearchStocks: (variables) => ({
      searchStocks: SEARCH.filter((row) => row.symbol.startsWith(String(variables.q).toUpperCase())),
    }),
    ...overrides,
  };
}

afterEach(() => jest.restoreAllMocks());

// ---------- the model ----------

describe('investments model', () => {
  const now = new Date('2025-03-20T10:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it('labels price ages and buckets them at 4 hours and 1 day', () => {
    expect(priceAgeLabel(null, now)).toBe('Never updated');
    expect(priceAgeLabel(ago(59_999), now)).toBe('Just now');
    expect(priceAgeLabel(ago(60_000), now)).toBe('1m ago');
    expect(priceAgeLabel(ago(59 * 60_000), now)).toBe('59m ago');
    expect(priceAgeLabel(ago(3_600_000), now)).toBe('1h ago');
    expect(priceAgeLabel(ago(23 * 3_600_000), now)).toBe('23h ago');
    expect(priceAgeLabel(ago(2 * 86_400_000), now)).toBe('2d ago');
    expect(priceFreshness(undefined, now)).toBe('never');
    expect(priceFreshness(ago(4 * 3_600_000), now)).toBe('fresh');
    expect(priceFreshness(ago(4 * 3_600_000 + 1), now)).toBe('moderate');
    expect(priceFreshness(ago(86_400_000 - 1), now)).toBe('moderate');
    expect(priceFreshness(ago(86_400_000), now)).toBe('stale');
  });

  it('names the overall freshness at 80 and 60 percent and lists open markets', () => {
    expect([100, 80, 79, 60, 59, 0].map(overallFreshnessLabel)).toEqual([
      'Fresh Data',
      'Fresh Data',
      'Moderate',
      'Moderate',
      'Stale',
      'Stale',
    ]);
    const exchanges = (open: string[]) =>
      ['NYSE', 'SGX', 'LSE'].map((exchange) => ({ exchange, isOpen: open.includes(exchange), session: 'x' }));
    expect(marketText({ shouldUpdate: true, exchanges: exchanges(['NYSE', 'LSE']) })).toBe('NYSE, LSE markets growing');
    expect(marketText({ shouldUpdate: false, exchanges: exchanges([]) })).toBe('Markets resting');
    // Only the exchanges of the stocks held: NYSE being open says nothing about an SGX stock.
    const nyseOpen = { shouldUpdate: true, exchanges: exchanges(['NYSE']) };
    expect(marketText(nyseOpen, ['SGX'])).toBe('Markets resting');
    expect(marketIsGreen(nyseOpen, ['SGX'])).toBe(false);
    expect(marketText(nyseOpen, ['SGX', 'NYSE'])).toBe('NYSE markets growing');
    expect(marketIsGreen(nyseOpen, ['SGX', 'NYSE'])).toBe(true);
    expect(marketIsGreen(nyseOpen)).toBe(true);
  });

  it('formats money en-SG with 2 decimals (US$ for US dollars), signed percents and quantities to 4 decimals', () => {
    expect(formatPortfolioMoney('1234.5', 'USD')).toBe('US$1,234.50');
    expect(formatPortfolioMoney('-0.05', 'USD')).toBe('-US$0.05');
    expect(formatPortfolioMoney('99999999.99', 'SGD')).toBe('$99,999,999.99');
    expect(formatPortfolioMoney('12.5', 'MYR')).toBe('MYR 12.50');
    expect(formatPercent('33.333')).toBe('+33.33%');
    expect(formatPercent('-10')).toBe('-10.00%');
    expect(formatPercent('0')).toBe('0.00%');
    expect(formatQuantity('10.0000')).toBe('10');
    expect(formatQuantity('1234.5670')).toBe('1,234.567');
    expect(formatQuantity('0.0001')).toBe('0.0001');
  });

  it('validates shares, average cost and edited quantity by the spec limits', () => {
    expect(['1', '25', ' 3 '].map(validShares)).toEqual([true, true, true]);
    expect(['0', '1.5', '-1', '', 'abc'].map(validShares)).toEqual([false, false, false, false, false]);
    expect(['0.01', '999999.99', '12.3456'].map(validAverageCost)).toEqual([true, true, true]);
    expect(['0', '1000000', '999999.991', '', '-5'].map(validAverageCost)).toEqual([false, false, false, false, false]);
    expect(['0.0001', '2.5', '10'].map(validEditQuantity)).toEqual([true, true, true]);
    expect(['0', '0.00001', '', '-1'].map(validEditQuantity)).toEqual([false, false, false, false]);
  });

  it('totals an account exactly per currency (unpriced holdings at cost, P&L 0) and groups sectors', () => {
    const cents = [
      holding('a', 'A', { currentValue: '0.10', unrealizedPnl: '0.10' }),
      holding('b', 'B', { currentValue: '0.20', unrealizedPnl: '-0.30' }),
      holding('c', 'C', { totalCost: '1000.01' }),
      holding('d', 'D', { currency: 'SGD', totalCost: '5.55' }),
    ];
    expect(accountTotals(cents)).toEqual([
      { currency: 'USD', value: '1000.31', pnl: '-0.20' },
      { currency: 'SGD', value: '5.55', pnl: '0.00' },
    ]);
    expect(sectorSlices([AAPL, XOM, D05, holding('z', 'Z', { totalCost: '1.00' }, { sector: 'Weird' })])).toEqual([
      { id: 'Technology', label: 'Technology', value: 2100, color: '#3B82F6' },
      { id: 'Energy', label: 'Energy', value: 432, color: '#F97316' },
      { id: 'Financials', label: 'Financials', value: 3550, color: '#10B981' },
      { id: 'Other', label: 'Other', value: 1, color: '#6B7280' },
    ]);
    expect(batchPartialMessage(2, ['MSFT', 'NVDA'])).toBe('Added 2 stocks. Failed to add: MSFT, NVDA');
  });
});

// ---------- the tab ----------

describe('InvestmentsTab', () => {
  it('offers "Create Investment Account" without an account, creates the default one and shows the empty portfolio', async () => {
    let accounts: (typeof ACCOUNT)[] = [];
    const { named } = renderTab(
      portfolio([], {
        InvestmentsAccounts: () => ({ stocksAccounts: accounts }),
        InvestmentsCreateAccount: () => {
          accounts = [ACCOUNT];
          return { createStocksAccount: { __typename: 'StocksAccount', id: 'acct-1' } };
        },
        InvestmentsPortfolioSummary: () => ({
          portfolioSummary: {
            ...SUMMARY,
            totalValue: '0',
            totalCost: '0',
            profitLoss: '0',
            profitLossPercentage: '0',
            totalPositions: 0,
            pricedPositions: 0,
            byCurrency: [],
          },
        }),
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Plant Your Investment Seeds' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create Investment Account' }));
    const card = within(await screen.findByRole('article', { name: 'Investment Portfolio' }));
    expect(named('InvestmentsCreateAccount')).toEqual([{ name: 'InvestmentsCreateAccount', variables: {} }]);
    expect(card.getByText('No stocks planted yet')).toBeInTheDocument();
    expect(card.getByText('Plant your first stock')).toBeInTheDocument();
    expect(card.getByRole('button', { name: '+ Add Stock' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: '+ Add Multiple' })).toBeInTheDocument();
    expect(await screen.findByText('No Investment Data')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Allocation' })).not.toBeInTheDocument();
    expect(await screen.findByTestId('portfolio-value')).toHaveTextContent('$0.00');
  });

  it('shows open markets with a green light, the summary exactly and how many holdings have no price', async () => {
    renderTab(portfolio([AAPL, XOM, D05]));
    expect(await screen.findByTestId('market-text')).toHaveTextContent('NYSE, NASDAQ markets growing');
    expect(screen.getByTestId('market-indicator')).toHaveAttribute('data-state', 'green');
    expect(await screen.findByTestId('freshness-level')).toHaveTextContent('Moderate');
    expect(screen.getByTestId('freshness-detail')).toHaveTextContent('66% fresh · 2 of 3 prices · 1 never updated');
    expect(await screen.findByTestId('portfolio-value')).toHaveTextContent('$12,345.60');
    expect(screen.getByTestId('portfolio-cost')).toHaveTextContent('$11,111.10');
    expect(screen.getByTestId('portfolio-pnl')).toHaveTextContent('+US$1,234.50 (+11.11%)');
    expect(screen.getByTestId('portfolio-positions')).toHaveTextContent('3');
    // Other currencies are shown beside the top-level numbers, never converted into them.
    expect(screen.getByTestId('portfolio-value-other').textContent).toBe('$3,550.00');
    expect(screen.getByTestId('portfolio-cost-other').textContent).toBe('$3,550.00');
    expect(screen.getByTestId('portfolio-pnl-other').textContent).toBe('$0.00 (0.00%)');
    expect(screen.getAllByText('Also in')).toHaveLength(3);
    expect(screen.getByTestId('unpriced-note')).toHaveTextContent('1 holding has no price yet and is valued at cost.');

    const card = within(screen.getByRole('article', { name: 'Investment Portfolio' }));
    // Labelled by the currencies it holds, not the account's default USD alone.
    expect(card.getByText('General account · holdings in USD, SGD')).toBeInTheDocument();
    expect(card.getByTestId('account-stocks')).toHaveTextContent('3');
    expect(card.getByTestId('account-value')).toHaveTextContent('US$2,532.00 · $3,550.00');
    expect(card.getByTestId('account-pnl')).toHaveTextContent('+US$477.00 · $0.00');
  });

  it('speaks of the exchanges of the stocks held: an SGX stock while only NYSE trades is resting', async () => {
    renderTab(portfolio([D05], { InvestmentsMarketStatus: () => market(true, ['NYSE', 'NASDAQ']) }));
    expect(await screen.findByTestId('market-text')).toHaveTextContent('Markets resting');
    expect(screen.getByTestId('market-indicator')).toHaveAttribute('data-state', 'red');
    const card = within(screen.getByRole('article', { name: 'Investment Portfolio' }));
    expect(card.getByText('General account · holdings in SGD')).toBeInTheDocument();
  });

  it('says up front when prices are not available and why, and claims no freshness before any stock', async () => {
    const first = renderTab(portfolio([D05], { InvestmentsPriceStaleness: () => staleness(0, 0, 1, 1, false) }));
    expect(await screen.findByTestId('prices-unavailable')).toHaveTextContent(PRICES_UNAVAILABLE);
    expect(screen.queryByRole('button', { name: 'Update prices' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('freshness-level')).not.toBeInTheDocument();
    expect(screen.queryByText(/provider/i)).not.toBeInTheDocument();
    first.view.unmount();

    renderTab(portfolio([], { InvestmentsPriceStaleness: () => staleness(100, 0, 0, 0) }));
    expect(await screen.findByTestId('freshness-detail')).toHaveTextContent(
      'No prices to track yet: plant a stock to see how fresh its price is.',
    );
    expect(screen.queryByText('Fresh Data')).not.toBeInTheDocument();
    expect(screen.queryByText(/0 of 0/)).not.toBeInTheDocument();
  });

  it('shows resting markets with a red light, and the market errors', async () => {
    renderTab(
      portfolio([AAPL], {
        InvestmentsMarketStatus: () => market(false, []),
        InvestmentsPriceStaleness: () => staleness(85, 17, 20, 0),
      }),
    );
    expect(await screen.findByTestId('market-text')).toHaveTextContent('Markets resting');
    expect(screen.getByTestId('market-indicator')).toHaveAttribute('data-state', 'red');
    expect(await screen.findByTestId('freshness-level')).toHaveTextContent('Fresh Data');
  });

  it('says the market data failed when the status call fails', async () => {
    renderTab(
      portfolio([AAPL], {
        InvestmentsMarketStatus: () => {
          throw new Error('down');
        },
        InvestmentsPriceStaleness: () => staleness(10, 1, 10, 9),
      }),
    );
    expect(await screen.findByText('Failed to fetch market data')).toBeInTheDocument();
    expect(screen.getByTestId('market-text')).toHaveTextContent('Market data unavailable');
    expect(await screen.findByTestId('freshness-level')).toHaveTextContent('Stale');
  });

  it('updates prices: the server message when nothing was updated, a refetch of staleness after success', async () => {
    let answer: unknown = { success: false, updatedCount: 0, message: PRICES_UNAVAILABLE };
    const { named } = renderTab(
      portfolio([AAPL], {
        InvestmentsUpdatePrices: () => ({
          updateStockPrices: { __typename: 'PriceUpdateResult', ...(answer as object) },
        }),
      }),
    );
    await screen.findByTestId('freshness-level');
    const before = named('InvestmentsPriceStaleness').length;
    await userEvent.click(screen.getByRole('button', { name: 'Update prices' }));
    expect(await screen.findByTestId('price-update-notice')).toHaveTextContent(PRICES_UNAVAILABLE);
    expect(named('InvestmentsPriceStaleness')).toHaveLength(before);

    answer = { success: false, updatedCount: 0, message: '' };
    await userEvent.click(screen.getByRole('button', { name: 'Update prices' }));
    await waitFor(() => expect(screen.getByTestId('price-update-notice')).toHaveTextContent('Failed to update prices'));

    answer = { success: true, updatedCount: 1, message: 'Updated 1 price' };
    await userEvent.click(screen.getByRole('button', { name: 'Update prices' }));
    await waitFor(() => expect(screen.getByTestId('price-update-notice')).toHaveTextContent('Updated 1 price'));
    await waitFor(() => expect(named('InvestmentsPriceStaleness').length).toBeGreaterThan(before));
    expect(named('InvestmentsUpdatePrices')[0]?.variables).toEqual({});
  });

  it('draws allocation as a doughnut, performance for priced stocks only and sectors in the spec colours', async () => {
    renderTab(portfolio([AAPL, XOM, D05]));
    const allocation = await screen.findByTestId('pie');
    expect(Number(allocation.getAttribute('data-inner-radius'))).toBeGreaterThan(0);
    expect(
      within(allocation)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['AAPL: 2100.00', 'XOM: 432.00']);
    // Value charts stay in the summary's currency: the SGD holding is not added to US dollars.
    expect(screen.getByTestId('chart-currency-note')).toHaveTextContent(
      'Values in USD; 1 holding in other currencies is not included, since currencies are not converted.',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Performance' }));
    expect(
      within(screen.getByTestId('bars'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['AAPL: 33.33', 'XOM: -10']);

    await userEvent.click(screen.getByRole('button', { name: 'Sectors' }));
    const sectors = screen.getByTestId('pie');
    expect(sectors.getAttribute('data-inner-radius')).toBe('0');
    expect(
      within(sectors)
        .getAllByRole('listitem')
        .map((item) => `${item.textContent} ${item.getAttribute('data-color')}`),
    ).toEqual(['Technology: 2100.00 #3B82F6', 'Energy: 432.00 #F97316']);
  });

  it('draws every sector of a one-currency portfolio in its spec colour', async () => {
    const sgd = (id: string, sector: string, value: string) =>
      holding(id, id.toUpperCase(), { currency: 'SGD', totalCost: value }, { sector, currency: 'SGD' });
    renderTab(
      portfolio([sgd('a', 'Financials', '10.10'), sgd('b', 'Real Estate', '5.05'), sgd('c', 'Financials', '0.20')], {
        InvestmentsPortfolioSummary: () => ({ portfolioSummary: { ...SUMMARY, currency: 'SGD', byCurrency: [] } }),
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Sectors' }));
    expect(
      within(screen.getByTestId('pie'))
        .getAllByRole('listitem')
        .map((item) => `${item.textContent} ${item.getAttribute('data-color')}`),
    ).toEqual(['Financials: 10.30 #10B981', 'Real Estate: 5.05 #8B5CF6']);
    expect(screen.queryByTestId('chart-currency-note')).not.toBeInTheDocument();
  });

  it('asks for the market status and staleness again every 5 minutes, and clears a price notice after 5 s', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const { named } = renderTab(
        portfolio([AAPL], {
          InvestmentsUpdatePrices: () => ({
            updateStockPrices: {
              __typename: 'PriceUpdateResult',
              success: false,
              updatedCount: 0,
              message: PRICES_UNAVAILABLE,
            },
          }),
        }),
      );
      await act(() => jest.advanceTimersByTimeAsync(50));
      expect(named('InvestmentsMarketStatus')).toHaveLength(1);
      await act(() => jest.advanceTimersByTimeAsync(299_000));
      expect(named('InvestmentsMarketStatus')).toHaveLength(1);
      await act(() => jest.advanceTimersByTimeAsync(1_100));
      expect(named('InvestmentsMarketStatus')).toHaveLength(2);
      expect(named('InvestmentsPriceStaleness')).toHaveLength(2);

      fireEvent.click(screen.getByRole('button', { name: 'Update prices' }));
      await act(() => jest.advanceTimersByTimeAsync(50));
      expect(screen.getByTestId('price-update-notice')).toHaveTextContent(PRICES_UNAVAILABLE);
      await act(() => jest.advanceTimersByTimeAsync(4_900));
      expect(screen.getByTestId('price-update-notice')).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(100));
      expect(screen.queryByTestId('price-update-notice')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('says there is no performance yet when no holding has a price', async () => {
    renderTab(portfolio([D05]));
    await userEvent.click(await screen.findByRole('button', { name: 'Performance' }));
    expect(screen.getByTestId('performance-empty')).toHaveTextContent('No prices yet');
    expect(screen.queryByTestId('bars')).not.toBeInTheDocument();
  });

  it('lists the seeds with freshness labels and never invents a price', async () => {
    const MU = holding(
      'h-mu',
      'MU',
      { currentPrice: '90.00', currentValue: '900.00', unrealizedPnl: '-100.00' },
      {
        lastPrice: '90.00',
        lastPriceUpdated: minutesAgo(5 * 60),
      },
    );
    renderTab(portfolio([AAPL, XOM, D05, MU]));
    const table = within(await screen.findByRole('table', { name: 'All Your Investment Seeds' }));
    const row = (symbol: string) => within(table.getByRole('row', { name: symbol }));
    expect(row('AAPL').getByTestId('holding-shares')).toHaveTextContent('10.5');
    expect(row('AAPL').getByTestId('holding-cost')).toHaveTextContent('$150.00');
    expect(row('AAPL').getByTestId('holding-current-price')).toHaveTextContent(/^US\$200\.00$/);
    expect(row('AAPL').getByTestId('price-age')).toHaveTextContent(/^5m ago$/);
    expect(row('AAPL').getByTestId('price-freshness')).toHaveAttribute('data-bucket', 'fresh');
    // The colour is said in words too: hidden text for screen readers and a hover title.
    expect(row('AAPL').getByTestId('price-freshness-text')).toHaveTextContent('Fresh price,');
    expect(row('AAPL').getByTestId('price-freshness')).toHaveAttribute('title', 'Fresh · 5m ago');
    expect(row('AAPL').getByTestId('holding-value')).toHaveTextContent('$2,100.00');
    expect(row('AAPL').getByTestId('holding-pnl')).toHaveTextContent('+US$525.00+33.33%');
    expect(row('XOM').getByTestId('holding-current-price')).toHaveTextContent(/^US\$108\.00$/);
    expect(row('XOM').getByTestId('price-age')).toHaveTextContent(/^3d ago$/);
    expect(row('XOM').getByTestId('price-freshness')).toHaveAttribute('data-bucket', 'stale');
    expect(row('XOM').getByTestId('price-freshness')).toHaveAttribute('title', 'Stale · 3d ago');
    expect(row('MU').getByTestId('price-age')).toHaveTextContent(/^5h ago$/);
    expect(row('MU').getByTestId('price-freshness')).toHaveAttribute('data-bucket', 'moderate');
    expect(row('MU').getByTestId('price-freshness')).toHaveAttribute('title', 'Moderate · 5h ago');
    expect(row('XOM').getByTestId('holding-pnl')).toHaveTextContent('-US$48.00-10.00%');
    expect(row('D05').getByTestId('holding-price')).toHaveTextContent(/^Never updated$/);
    expect(row('D05').queryByTestId('holding-current-price')).not.toBeInTheDocument();
    expect(row('D05').getByTestId('price-freshness')).toHaveAttribute('data-bucket', 'never');
    expect(row('D05').getByTestId('holding-value')).toHaveTextContent('—');
    expect(row('D05').getByTestId('holding-pnl')).toHaveTextContent('—');
    expect(row('D05').getByTestId('holding-cost')).toHaveTextContent(/^\$35\.50$/);
  });

  it('plants a stock: search first (Enter, never blank), then whole shares and a cost, then reads the portfolio again', async () => {
    let holdings: InvestmentHolding[] = [];
    const { named } = renderTab(
      portfolio([], {
        InvestmentsHoldings: () => ({ stockHoldings: holdings }),
        InvestmentsAddHolding: () => {
          holdings = [AAPL];
          return { addStockHolding: { __typename: 'StockHolding', id: 'h-aapl' } };
        },
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: '+ Add Stock' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Plant a New Stock' }));
    const search = dialog.getByRole('textbox', { name: 'Search stock symbol' });
    await userEvent.type(search, '   {Enter}');
    expect(named('InvestmentsSearchStocks')).toHaveLength(0);
    await userEvent.clear(search);
    await userEvent.type(search, 'aap{Enter}');
    await userEvent.click(await dialog.findByRole('button', { name: 'AAPL Apple Inc.' }));
    expect(named('InvestmentsSearchStocks')[0]?.variables).toEqual({ q: 'aap', limit: 20 });
    expect(dialog.getByTestId('selected-stock')).toHaveTextContent('AAPL');

    const shares = dialog.getByRole('spinbutton', { name: 'Number of Shares' });
    const cost = dialog.getByRole('spinbutton', { name: 'Average Cost per Share (USD)' });
    await userEvent.type(shares, '1.5');
    await userEvent.type(cost, '150');
    await userEvent.click(dialog.getByRole('button', { name: 'Plant Stock' }));
    expect(dialog.getByText('Please fill in all required fields with valid values.')).toBeInTheDocument();
    expect(named('InvestmentsAddHolding')).toHaveLength(0);
    await userEvent.clear(shares);
    await userEvent.type(shares, '10');
    await userEvent.clear(cost);
    await userEvent.type(cost, '1000000');
    await userEvent.click(dialog.getByRole('button', { name: 'Plant Stock' }));
    expect(named('InvestmentsAddHolding')).toHaveLength(0);
    await userEvent.clear(cost);
    await userEvent.type(cost, '150.25');
    const summaries = named('InvestmentsPortfolioSummary').length;
    await userEvent.click(dialog.getByRole('button', { name: 'Plant Stock' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(named('InvestmentsAddHolding')[0]?.variables).toEqual({
      input: {
        stocksAccountId: 'acct-1',
        stockId: 'stock-AAPL',
        quantity: '10',
        averageCost: '150.25',
        currency: 'USD',
      },
    });
    expect(await screen.findByRole('row', { name: 'AAPL' })).toBeInTheDocument();
    expect(named('InvestmentsPortfolioSummary').length).toBeGreaterThan(summaries);
  });

  it('tells the user when the search or the add fails', async () => {
    renderTab(
      portfolio([], {
        InvestmentsSearchStocks: (variables) => {
          if (variables.q === 'boom') throw new Error('search down');
          return { searchStocks: SEARCH };
        },
        InvestmentsAddHolding: () => {
          throw new Error('add down');
        },
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: '+ Add Stock' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Plant a New Stock' }));
    const search = dialog.getByRole('textbox', { name: 'Search stock symbol' });
    await userEvent.type(search, 'boom{Enter}');
    expect(await dialog.findByText('Failed to search stocks. Please try again.')).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'm');
    await userEvent.click(dialog.getByRole('button', { name: 'Search' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'MSFT Microsoft Corporation' }));
    // The cost starts at the stock's last price.
    expect(dialog.getByRole('spinbutton', { name: 'Average Cost per Share (USD)' })).toHaveValue(410.25);
    await userEvent.type(dialog.getByRole('spinbutton', { name: 'Number of Shares' }), '2');
    await userEvent.click(dialog.getByRole('button', { name: 'Plant Stock' }));
    expect(await dialog.findByText('Failed to add stock to portfolio. Please try again.')).toBeInTheDocument();
  });

  it('plants several stocks at once: rows with Change and Remove, only complete rows, the exact partial-failure message', async () => {
    const { named } = renderTab(
      portfolio([], {
        InvestmentsAddHolding: (variables) => {
          const input = variables.input as { stockId: string };
          if (input.stockId === 'stock-MSFT') throw new Error('duplicate');
          return { addStockHolding: { __typename: 'StockHolding', id: `h-${input.stockId}` } };
        },
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: '+ Add Multiple' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Plant Multiple Stocks' }));
    expect(dialog.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Plant Stocks' }));
    expect(dialog.getByText('Please complete at least one stock entry with valid values.')).toBeInTheDocument();

    const row = (n: number) => within(dialog.getByRole('group', { name: `Stock entry ${n}` }));
    const pick = async (n: number, query: string, result: string) => {
      await userEvent.type(row(n).getByRole('textbox', { name: 'Search stock symbol' }), `${query}{Enter}`);
      await userEvent.click(await row(n).findByRole('button', { name: result }));
    };
    await pick(1, 'aapl', 'AAPL Apple Inc.');
    expect(row(1).getByRole('spinbutton', { name: 'Shares' })).toHaveValue(1);
    // Apple has no price yet, so its cost stays empty until typed.
    expect(row(1).getByRole('spinbutton', { name: 'Average Cost' })).toHaveValue(null);
    await userEvent.type(row(1).getByRole('spinbutton', { name: 'Average Cost' }), '190');

    await userEvent.click(dialog.getByRole('button', { name: '+ Add Another Stock' }));
    expect(dialog.getAllByRole('button', { name: 'Remove' })).toHaveLength(2);
    await pick(2, 'nv', 'NVDA NVIDIA Corporation');
    await userEvent.click(row(2).getByRole('button', { name: 'Change' }));
    await pick(2, 'ms', 'MSFT Microsoft Corporation');
    expect(row(2).getByRole('spinbutton', { name: 'Average Cost' })).toHaveValue(410.25);
    await userEvent.clear(row(2).getByRole('spinbutton', { name: 'Shares' }));
    await userEvent.type(row(2).getByRole('spinbutton', { name: 'Shares' }), '3');

    // A third row that is never completed does not count.
    await userEvent.click(dialog.getByRole('button', { name: '+ Add Another Stock' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Plant Stocks' }));
    expect(
      await dialog.findByText(
        (text) => text === batchPartialMessage(1, ['MSFT']) && text === 'Added 1 stocks. Failed to add: MSFT',
      ),
    ).toBeInTheDocument();
    expect(named('InvestmentsAddHolding').map((call) => call.variables.input)).toEqual([
      { stocksAccountId: 'acct-1', stockId: 'stock-AAPL', quantity: '1', averageCost: '190', currency: 'USD' },
      { stocksAccountId: 'acct-1', stockId: 'stock-MSFT', quantity: '3', averageCost: '410.25', currency: 'USD' },
    ]);
    // What failed stays for another try; Apple is gone.
    expect(dialog.getAllByTestId('batch-selected').map((element) => element.textContent)).toEqual([
      expect.stringContaining('MSFT'),
    ]);
  });

  it('closes the batch modal and refreshes when every row is added', async () => {
    const { named } = renderTab(
      portfolio([], {
        InvestmentsAddHolding: () => ({ addStockHolding: { __typename: 'StockHolding', id: 'h-new' } }),
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: '+ Add Multiple' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Plant Multiple Stocks' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Search stock symbol' }), 'nv{Enter}');
    await userEvent.click(await dialog.findByRole('button', { name: 'NVDA NVIDIA Corporation' }));
    const holdingsReads = named('InvestmentsHoldings').length;
    await userEvent.click(dialog.getByRole('button', { name: 'Plant Stocks' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(named('InvestmentsAddHolding')[0]?.variables.input).toEqual({
      stocksAccountId: 'acct-1',
      stockId: 'stock-NVDA',
      quantity: '1',
      averageCost: '120.00',
      currency: 'USD',
    });
    await waitFor(() => expect(named('InvestmentsHoldings').length).toBeGreaterThan(holdingsReads));
  });

  it('edits a holding: Update only when changed and valid, the spec messages, Escape closes', async () => {
    let fail = false;
    const { named } = renderTab(
      portfolio([AAPL], {
        InvestmentsUpdateHolding: () => {
          if (fail) throw new Error('down');
          return { updateStockHolding: { __typename: 'StockHolding', id: 'h-aapl' } };
        },
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Edit AAPL' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Your Investment' }));
    const update = dialog.getByRole('button', { name: 'Update Investment' });
    const quantity = dialog.getByRole('spinbutton', { name: 'Quantity' });
    const cost = dialog.getByRole('spinbutton', { name: 'Average Cost (USD)' });
    expect(quantity).toHaveAttribute('step', '0.0001');
    expect(quantity).toHaveAttribute('min', '0.0001');
    expect(update).toBeDisabled();

    await userEvent.clear(quantity);
    expect(update).toBeDisabled();
    expect(dialog.getByText('Please enter valid values for quantity and average cost.')).toBeInTheDocument();
    await userEvent.type(quantity, '0.00001');
    await userEvent.tab();
    expect(quantity).toHaveValue(0.0001);
    expect(update).toBeEnabled();
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '10.5');
    expect(update).toBeDisabled(); // back to the saved quantity: nothing changed

    await userEvent.clear(cost);
    await userEvent.type(cost, '0');
    expect(update).toBeDisabled();
    await userEvent.clear(cost);
    await userEvent.type(cost, '1000000');
    expect(update).toBeDisabled();
    await userEvent.clear(cost);
    await userEvent.type(cost, '155.5');
    expect(update).toBeEnabled();
    expect(dialog.queryByText('Please enter valid values for quantity and average cost.')).not.toBeInTheDocument();

    fail = true;
    await userEvent.click(update);
    expect(await dialog.findByText('Failed to update stock holding. Please try again.')).toBeInTheDocument();
    fail = false;
    const summaries = named('InvestmentsPortfolioSummary').length;
    await userEvent.click(dialog.getByRole('button', { name: 'Update Investment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(named('InvestmentsUpdateHolding').at(-1)?.variables).toEqual({
      id: 'h-aapl',
      input: { quantity: '10.5', averageCost: '155.5' },
    });
    expect(named('InvestmentsPortfolioSummary').length).toBeGreaterThan(summaries);

    await userEvent.click(screen.getByRole('button', { name: 'Edit AAPL' }));
    await screen.findByRole('dialog', { name: 'Edit Your Investment' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('removes a stock only after "Remove Stock"; "Keep Stock" keeps it', async () => {
    let holdings = [AAPL, XOM];
    const { named } = renderTab(
      portfolio([], {
        InvestmentsHoldings: () => ({ stockHoldings: holdings }),
        InvestmentsDeleteHolding: (variables) => {
          holdings = holdings.filter((row) => row.id !== variables.id);
          return { deleteStockHolding: true };
        },
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete XOM' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Remove Stock from Portfolio?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Keep Stock' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(named('InvestmentsDeleteHolding')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Delete XOM' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Remove Stock from Portfolio?' })).getByRole('button', {
        name: 'Remove Stock',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('row', { name: 'XOM' })).not.toBeInTheDocument());
    expect(named('InvestmentsDeleteHolding')[0]?.variables).toEqual({ id: 'h-xom' });
    expect(screen.getByRole('row', { name: 'AAPL' })).toBeInTheDocument();
  });
});

describe('InvestmentsTab failures, resets and guards', () => {
  const openAdd = async () => {
    await userEvent.click(await screen.findByRole('button', { name: '+ Add Stock' }));
    return within(screen.getByRole('dialog', { name: 'Plant a New Stock' }));
  };

  it('shows the server detail when the stock is already held, else the spec message', async () => {
    let answer: unknown = new GraphQLFailure(
      'MSFT is already in this portfolio. Edit the holding to change it.',
      'CONFLICT',
    );
    renderTab(
      portfolio([], {
        InvestmentsAddHolding: () => (answer instanceof Error ? Promise.reject(answer) : answer),
      }),
    );
    const dialog = await openAdd();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Search stock symbol' }), 'ms{Enter}');
    await userEvent.click(await dialog.findByRole('button', { name: 'MSFT Microsoft Corporation' }));
    await userEvent.type(dialog.getByRole('spinbutton', { name: 'Number of Shares' }), '2');
    await userEvent.click(dialog.getByRole('button', { name: 'Plant Stock' }));
    expect(
      await dialog.findByText('MSFT is already in this portfolio. Edit the holding to change it.'),
    ).toBeInTheDocument();
    answer = new Error('socket hang up');
    await userEvent.click(dialog.getByRole('button', { name: 'Plant Stock' }));
    expect(await dialog.findByText('Failed to add stock to portfolio. Please try again.')).toBeInTheDocument();
  });

  it('resets the cost after "Change" when the new stock has no price, in both add modals', async () => {
    renderTab(portfolio([]));
    const dialog = await openAdd();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Search stock symbol' }), 'ms{Enter}');
    await userEvent.click(await dialog.findByRole('button', { name: 'MSFT Microsoft Corporation' }));
    expect(dialog.getByRole('spinbutton', { name: 'Average Cost per Share (USD)' })).toHaveValue(410.25);
    await userEvent.click(dialog.getByRole('button', { name: 'Change' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Search stock symbol' }), 'aa{Enter}');
    await userEvent.click(await dialog.findByRole('button', { name: 'AAPL Apple Inc.' }));
    expect(dialog.getByRole('spinbutton', { name: 'Average Cost per Share (USD)' })).toHaveValue(null);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: '+ Add Multiple' }));
    const batch = within(screen.getByRole('dialog', { name: 'Plant Multiple Stocks' }));
    await userEvent.type(batch.getByRole('textbox', { name: 'Search stock symbol' }), 'ms{Enter}');
    await userEvent.click(await batch.findByRole('button', { name: 'MSFT Microsoft Corporation' }));
    expect(batch.getByRole('spinbutton', { name: 'Average Cost' })).toHaveValue(410.25);
    await userEvent.click(batch.getByRole('button', { name: 'Change' }));
    await userEvent.type(batch.getByRole('textbox', { name: 'Search stock symbol' }), 'aa{Enter}');
    await userEvent.click(await batch.findByRole('button', { name: 'AAPL Apple Inc.' }));
    expect(batch.getByRole('spinbutton', { name: 'Average Cost' })).toHaveValue(null);
  });

  it('removes a batch row with "Remove"', async () => {
    renderTab(portfolio([]));
    await userEvent.click(await screen.findByRole('button', { name: '+ Add Multiple' }));
    const batch = within(screen.getByRole('dialog', { name: 'Plant Multiple Stocks' }));
    await userEvent.click(batch.getByRole('button', { name: '+ Add Another Stock' }));
    await userEvent.click(batch.getByRole('button', { name: '+ Add Another Stock' }));
    expect(batch.getAllByRole('group')).toHaveLength(3);
    const second = within(batch.getByRole('group', { name: 'Stock entry 2' }));
    await userEvent.type(second.getByRole('textbox', { name: 'Search stock symbol' }), 'nv{Enter}');
    await userEvent.click(await second.findByRole('button', { name: 'NVDA NVIDIA Corporation' }));
    await userEvent.click(second.getByRole('button', { name: 'Remove' }));
    expect(batch.getAllByRole('group')).toHaveLength(2);
    expect(batch.queryByTestId('batch-selected')).not.toBeInTheDocument();
  });

  it('cannot be closed while the add is on its way', async () => {
    let release: () => void = () => undefined;
    const { named } = renderTab(
      portfolio([], {
        InvestmentsAddHolding: () =>
          new Promise((resolve) => {
            release = () => resolve({ addStockHolding: { __typename: 'StockHolding', id: 'h-new' } });
          }),
      }),
    );
    const dialog = await openAdd();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Search stock symbol' }), 'nv{Enter}');
    await userEvent.click(await dialog.findByRole('button', { name: 'NVDA NVIDIA Corporation' }));
    await userEvent.type(dialog.getByRole('spinbutton', { name: 'Number of Shares' }), '1');
    await userEvent.click(dialog.getByRole('button', { name: 'Plant Stock' }));
    await waitFor(() => expect(named('InvestmentsAddHolding')).toHaveLength(1));
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Plant a New Stock' })).toBeInTheDocument();
    act(() => release());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('updates with a quantity below the minimum floored, straight from the field to the button', async () => {
    const { named } = renderTab(
      portfolio([AAPL], {
        InvestmentsUpdateHolding: () => ({ updateStockHolding: { __typename: 'StockHolding', id: 'h-aapl' } }),
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Edit AAPL' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Your Investment' }));
    await userEvent.clear(dialog.getByRole('spinbutton', { name: 'Quantity' }));
    await userEvent.type(dialog.getByRole('spinbutton', { name: 'Quantity' }), '0.00001');
    expect(dialog.getByRole('button', { name: 'Update Investment' })).toBeEnabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Update Investment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(named('InvestmentsUpdateHolding')[0]?.variables).toEqual({
      id: 'h-aapl',
      input: { quantity: '0.0001', averageCost: '150.00' },
    });
  });

  it('closes the edit modal with no save error when the update saved but reading the portfolio again fails', async () => {
    let failReads = false;
    const { named } = renderTab(
      portfolio([AAPL], {
        InvestmentsHoldings: () => {
          if (failReads) throw new Error('offline');
          return { stockHoldings: [AAPL] };
        },
        InvestmentsUpdateHolding: () => ({ updateStockHolding: { __typename: 'StockHolding', id: 'h-aapl' } }),
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Edit AAPL' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Your Investment' }));
    await userEvent.clear(dialog.getByRole('spinbutton', { name: 'Quantity' }));
    await userEvent.type(dialog.getByRole('spinbutton', { name: 'Quantity' }), '12');
    failReads = true;
    await userEvent.click(dialog.getByRole('button', { name: 'Update Investment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Failed to update stock holding. Please try again.')).not.toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch stock holdings')).toBeInTheDocument();
    expect(named('InvestmentsUpdateHolding')).toHaveLength(1);
    // What was shown stays on screen.
    expect(screen.getByRole('row', { name: 'AAPL' })).toBeInTheDocument();
  });

  it('keeps the success notice when prices were updated but reading them again fails', async () => {
    let failReads = false;
    renderTab(
      portfolio([AAPL], {
        InvestmentsUpdatePrices: () => {
          failReads = true;
          return {
            updateStockPrices: {
              __typename: 'PriceUpdateResult',
              success: true,
              updatedCount: 1,
              message: 'Updated 1 price',
            },
          };
        },
        InvestmentsHoldings: () => {
          if (failReads) throw new Error('offline');
          return { stockHoldings: [AAPL] };
        },
      }),
    );
    await screen.findByRole('row', { name: 'AAPL' });
    await userEvent.click(screen.getByRole('button', { name: 'Update prices' }));
    expect(await screen.findByText('Failed to fetch stock holdings')).toBeInTheDocument();
    expect(screen.getByTestId('price-update-notice')).toHaveTextContent('Updated 1 price');
  });

  it('only logs a failed delete and closes the modal', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { named } = renderTab(
      portfolio([AAPL], {
        InvestmentsDeleteHolding: () => {
          throw new Error('down');
        },
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete AAPL' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Remove Stock from Portfolio?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Remove Stock' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(named('InvestmentsDeleteHolding')).toHaveLength(1);
    expect(logged).toHaveBeenCalledWith('Failed to delete stock holding', expect.anything());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'AAPL' })).toBeInTheDocument();
  });

  it('only logs a failed account creation and keeps the button', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { named } = renderTab(
      portfolio([], {
        InvestmentsAccounts: () => ({ stocksAccounts: [] }),
        InvestmentsCreateAccount: () => {
          throw new Error('down');
        },
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Create Investment Account' }));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Failed to create investment account', expect.anything()));
    expect(named('InvestmentsCreateAccount')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Create Investment Account' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers Try Again when the accounts, the holdings, the summary or the freshness cannot load', async () => {
    const loadFailed = "We couldn't load your investments. Please check your internet connection and try again.";
    const outage = new Outage();
    const base = portfolio([AAPL]);
    const first = renderTab({ ...base, InvestmentsAccounts: outage.cut(base.InvestmentsAccounts!) });
    await outage.tryAgainAfter(loadFailed);
    expect(await screen.findByRole('article', { name: 'Investment Portfolio' })).toBeInTheDocument();
    first.view.unmount();

    outage.begin();
    renderTab({
      ...base,
      InvestmentsHoldings: outage.cut(base.InvestmentsHoldings!),
      InvestmentsPortfolioSummary: outage.cut(base.InvestmentsPortfolioSummary!),
      InvestmentsPriceStaleness: outage.cut(base.InvestmentsPriceStaleness!),
    });
    expect(await screen.findByText(loadFailed)).toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch portfolio summary')).toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch price freshness')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Try Again' })).toHaveLength(3);
    outage.end();
    for (const button of screen.getAllByRole('button', { name: 'Try Again' })) await userEvent.click(button);
    expect(await screen.findByRole('row', { name: 'AAPL' })).toBeInTheDocument();
    expect(await screen.findByTestId('portfolio-value')).toHaveTextContent('$12,345.60');
    expect(await screen.findByTestId('freshness-level')).toHaveTextContent('Moderate');
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  });

  it('ignores a search answer that arrives after a newer search', async () => {
    const answers: Record<string, (value: unknown) => void> = {};
    renderTab(
      portfolio([], {
        InvestmentsSearchStocks: (variables) =>
          new Promise((resolve) => {
            answers[String(variables.q)] = resolve;
          }),
      }),
    );
    const dialog = await openAdd();
    const search = dialog.getByRole('textbox', { name: 'Search stock symbol' });
    await userEvent.type(search, 'ms{Enter}');
    await userEvent.clear(search);
    await userEvent.type(search, 'nv{Enter}');
    await waitFor(() => expect(Object.keys(answers)).toEqual(['ms', 'nv']));
    act(() => answers.nv?.({ searchStocks: [SEARCH[2]] }));
    expect(await dialog.findByRole('button', { name: 'NVDA NVIDIA Corporation' })).toBeInTheDocument();
    act(() => answers.ms?.({ searchStocks: [SEARCH[1]] }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(dialog.queryByRole('button', { name: 'MSFT Microsoft Corporation' })).not.toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'NVDA NVIDIA Corporation' })).toBeInTheDocument();
  });
});
