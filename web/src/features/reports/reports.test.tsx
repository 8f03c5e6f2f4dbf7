import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ApolloProvider } from '@apollo/client/react';
import { stubServer, type Handler } from '../../test/stub-server';
import { reportPeriodRange } from '@garden/core';
import { ReportsPage } from './ReportsPage';
import {
  PREFERENCES_KEY,
  REPORT_ERROR,
  SELECTED_CATEGORY_KEY,
  TREND_ERROR,
  chartColour,
  money,
  monthTick,
  percentText,
  latestSeasonWithData,
  seasonGranularity,
  seasonRange,
  shortDate,
  storeSeason,
  storedSeason,
  trendHasHistory,
} from './reports-model';

// ---------- the charts draw SVG from measured sizes jsdom does not have: stand-ins that expose the clicks ----------

interface PieProps {
  series: { data: { id: string; label: string; color: string }[]; innerRadius?: number }[];
  onItemClick?: (event: unknown, item: { type: 'pie'; seriesId: string; dataIndex: number }) => void;
}
interface LineProps {
  xAxis: { data: string[] }[];
  series: { id: string; data: number[] }[];
  onAxisClick?: (event: unknown, data: { dataIndex: number; axisValue: string; seriesValues: object }) => void;
}
jest.mock('@mui/x-charts/PieChart', () => {
  const React = jest.requireActual<typeof import('react')>('react');
  return {
    PieChart: ({ series, onItemClick }: PieProps) =>
      React.createElement(
        'div',
        { 'data-testid': 'pie', 'data-inner-radius': series[0]?.innerRadius },
        (series[0]?.data ?? []).map((slice, index) =>
          React.createElement(
            'button',
            {
              key: slice.id,
              'data-color': slice.color,
              onClick: (event: unknown) => onItemClick?.(event, { type: 'pie', seriesId: 's', dataIndex: index }),
            },
            `slice ${slice.label}`,
          ),
        ),
      ),
  };
});
jest.mock('@mui/x-charts/LineChart', () => {
  const React = jest.requireActual<typeof import('react')>('react');
  return {
    LineChart: ({ xAxis, series, onAxisClick }: LineProps) =>
      React.createElement(
        'div',
        { 'data-testid': 'line', 'data-series': series[0]?.id, 'data-values': JSON.stringify(series[0]?.data) },
        (xAxis[0]?.data ?? []).map((label, index) =>
          React.createElement(
            'button',
            {
              key: label,
              onClick: (event: unknown) =>
                onAxisClick?.(event, { dataIndex: index, axisValue: label, seriesValues: {} }),
            },
            `point ${label}`,
          ),
        ),
      ),
  };
});

const CATEGORIES = [
  ['cat-shop', 'Shopping', '🛍️', '100.00', 53.28, 1],
  ['cat-groc', 'Groceries', '🛒', '46.59', 24.82, 2],
  ['cat-food', 'Food & Dining', '🍜', '32.35', 17.23, 2],
  ['cat-unc', 'Uncategorized', '🌾', '5.55', 2.96, 1],
  ['cat-tran', 'Transport', '🚇', '3.21', 1.71, 1],
] as const;

const history = (firstDate: string | null = '2025-09-30', lastDate: string | null = '2025-11-02') => ({
  reportHistory: {
    __typename: 'ReportSummary',
    transactionCount: firstDate ? 12 : 0,
    firstTransactionDate: firstDate,
    lastTransactionDate: lastDate,
  },
});

const overview = (options: { transactionCount?: number } = {}) => ({
  reportSummary: {
    __typename: 'ReportSummary',
    accounts: 3,
    activeAccounts: 2,
    transactionCount: options.transactionCount ?? 9,
  },
  categoryBreakdown: {
    __typename: 'CategoryBreakdown',
    totalSpent: options.transactionCount === 0 ? '0.00' : '187.70',
    categories:
      options.transactionCount === 0
        ? []
        : CATEGORIES.map(([categoryId, categoryName, categoryIcon, spent, percentage, transactionCount]) => ({
            __typename: 'CategorySpending',
            categoryId,
            categoryName,
            categoryIcon,
            categoryColor: '#999999',
            spent,
            percentage,
            transactionCount,
          })),
  },
});

const point = (label: string, date: string, endDate: string, expenses: string, income: string, net: string) => ({
  __typename: 'SpendingTrendPoint',
  periodLabel: label,
  date,
  endDate,
  expenses,
  income,
  net,
  expenseTrxCount: expenses === '0.00' ? 0 : 2,
  incomeTrxCount: income === '0.00' ? 0 : 1,
});

const TREND = {
  spendingTrend: {
    __typename: 'SpendingTrend',
    aggregationLevel: 'weekly',
    dataPoints: [
      point('1–5 Oct', '2025-10-01', '2025-10-05', '57.94', '5000.00', '4942.06'),
      point('6–12 Oct', '2025-10-06', '2025-10-12', '3.21', '0.00', '-3.21'),
      point('13–19 Oct', '2025-10-13', '2025-10-19', '20.01', '0.00', '-20.01'),
      point('20–26 Oct', '2025-10-20', '2025-10-26', '5.55', '0.00', '-5.55'),
      point('27 Oct – 2 Nov', '2025-10-27', '2025-11-02', '110.76', '15.50', '-95.26'),
    ],
    summary: {
      __typename: 'SpendingTrendSummary',
      totalExpenses: '197.47',
      totalIncome: '5015.50',
      totalNet: '4818.03',
      avgExpenses: '39.49',
      avgIncome: '1003.10',
      avgNet: '963.61',
      maxExpenses: '110.76',
      maxIncome: '5000.00',
      maxNet: '4942.06',
      trend: 'increasing',
      trendPercentage: 63.03,
      incomeTrend: { __typename: 'SeriesTrend', trend: 'decreasing', percentage: -99.73 },
      netTrend: { __typename: 'SeriesTrend', trend: 'decreasing', percentage: -101.75 },
    },
  },
};

const tx = (id: string, description: string, amount: string) => ({
  __typename: 'Transaction',
  id,
  date: '2025-10-29',
  description,
  merchantName: description,
  amount,
  isIncome: !amount.startsWith('-'),
  currency: 'SGD',
  notes: null,
  categoryId: 'cat-shop',
  categoryName: 'Shopping',
  categoryIcon: '🛍️',
  categoryColor: '#EC4899',
  categorySource: 'knowledge_base',
  categoryConfidence: 1,
  accountId: 'acc-1',
  accountName: 'OCBC 365',
});

function SettingsProbe() {
  const location = useLocation();
  return <div data-testid="settings-state">{JSON.stringify(location.state)}</div>;
}

function renderPage(handlers: Record<string, Handler> = {}) {
  const server = stubServer({
    ReportHistory: () => history(),
    ReportOverview: () => overview(),
    ReportSpendingTrend: () => TREND,
    ReportTopTransactions: (variables) => ({
      reportTransactions: [tx(`t-${String(variables.categoryId)}`, `TOP OF ${String(variables.categoryId)}`, '-9.99')],
    }),
    ...handlers,
  });
  const view = render(
    <ApolloProvider client={server.client}>
      <MemoryRouter initialEntries={['/reports']}>
        <Routes>
          <Route path="/reports" element={<ReportsPage />} />
          <Route path="/settings" element={<SettingsProbe />} />
        </Routes>
      </MemoryRouter>
    </ApolloProvider>,
  );
  return { ...server, view };
}

beforeEach(() => localStorage.clear());

describe('report rules', () => {
  it('states a trend only with 3 transactions of the kind in the earlier half of the points', () => {
    const at = (expenseTrxCount: number, incomeTrxCount: number) => ({
      periodLabel: 'x',
      date: '2025-10-01',
      endDate: '2025-10-01',
      expenses: '1.00',
      income: '1.00',
      net: '0.00',
      expenseTrxCount,
      incomeTrxCount,
    });
    // Earlier half: the first two of five points (the middle one counts for neither half).
    const points = [at(1, 0), at(1, 1), at(9, 9), at(5, 5), at(5, 5)];
    expect(trendHasHistory(points, 'expenses')).toBe(false);
    expect(trendHasHistory(points, 'income')).toBe(false);
    expect(trendHasHistory(points, 'net')).toBe(true);
    expect(trendHasHistory([at(2, 0), at(1, 0)], 'expenses')).toBe(false);
    expect(trendHasHistory([at(3, 0), at(0, 0)], 'expenses')).toBe(true);
    expect(trendHasHistory([at(9, 9)], 'net')).toBe(false);
  });

  it('keeps ten palette colours, then generated hues', () => {
    expect(chartColour(0)).toBe('#2f7d3b');
    expect(chartColour(9)).toBe('#0EA5E9');
    expect(chartColour(10)).toMatch(/^hsl\(\d+, 62%, 48%\)$/);
    expect(chartColour(11)).not.toBe(chartColour(10));
  });

  it('formats money and percentages exactly', () => {
    expect(money('1234567.89')).toBe('$1,234,567.89');
    expect(money('-95.26')).toBe('-$95.26');
    expect(percentText(63.03)).toBe('+63.03%');
    expect(percentText(-5)).toBe('-5%');
    expect(percentText(0)).toBe('0%');
    expect(shortDate('2026-11-03')).toBe('3 Nov 2026');
    expect(['Dec 2025', 'Jan 2026', 'Feb 2026'].map(monthTick)).toEqual(['Dec 2025', 'Jan 2026', 'Feb']);
  });

  it('reads a stored season, this-month when absent, unknown or a broken custom range', () => {
    expect(storedSeason()).toEqual({ kind: 'period', period: 'this-month' });
    localStorage.setItem(PREFERENCES_KEY, JSON.stringify({ reportsTimeframe: 'last-year' }));
    expect(storedSeason()).toEqual({ kind: 'period', period: 'last-year' });
    localStorage.setItem(PREFERENCES_KEY, JSON.stringify({ reportsTimeframe: 'forever' }));
    expect(storedSeason()).toEqual({ kind: 'period', period: 'this-month' });
    localStorage.setItem(PREFERENCES_KEY, JSON.stringify({ reportsTimeframe: 'all-time' }));
    expect(storedSeason()).toEqual({ kind: 'all-time' });
    const july = { startDate: '2023-07-01', endDate: '2023-07-31' };
    storeSeason({ kind: 'custom', range: july });
    expect(storedSeason()).toEqual({ kind: 'custom', range: july });
    for (const broken of [
      { startDate: '2023-07-31', endDate: '2023-07-01' },
      { startDate: '2000-01-01', endDate: '2023-07-01' },
      { startDate: '2023-02-30x', endDate: '2023-07-01' },
    ]) {
      localStorage.setItem(PREFERENCES_KEY, JSON.stringify({ reportsTimeframe: 'custom', reportsCustomRange: broken }));
      expect(storedSeason()).toEqual({ kind: 'period', period: 'this-month' });
    }
    localStorage.setItem(PREFERENCES_KEY, JSON.stringify({ theme: 'dark' }));
    storeSeason({ kind: 'custom', range: july });
    storeSeason({ kind: 'period', period: 'last-month' });
    expect(JSON.parse(localStorage.getItem(PREFERENCES_KEY) ?? '{}')).toEqual({
      theme: 'dark',
      reportsTimeframe: 'last-month',
    });
  });

  it('covers All Time from the first transaction to today, at most 3,653 days, with points by length', () => {
    const now = new Date('2026-11-25T04:00:00Z');
    expect(seasonRange({ kind: 'all-time' }, now, null)).toBeNull();
    const allTime = seasonRange({ kind: 'all-time' }, now, { firstDate: '2023-07-01', lastDate: '2023-08-01' });
    expect(allTime).toEqual({ startDate: '2023-07-01', endDate: '2026-11-25' });
    expect(seasonRange({ kind: 'all-time' }, now, { firstDate: '1999-01-01', lastDate: '2023-08-01' })).toEqual({
      startDate: '2016-11-25',
      endDate: '2026-11-25',
    });
    expect(seasonGranularity({ kind: 'all-time' }, allTime ?? { startDate: '', endDate: '' })).toBe('monthly');
    const custom = (startDate: string, endDate: string) =>
      seasonGranularity({ kind: 'custom', range: { startDate, endDate } }, { startDate, endDate });
    expect(custom('2023-07-01', '2023-08-31')).toBe('daily');
    expect(custom('2023-07-01', '2023-09-01')).toBe('weekly');
    expect(custom('2023-01-01', '2023-12-31')).toBe('monthly');
  });

  it('jumps from an empty season to the shortest period holding the latest transaction, else its month', () => {
    const now = new Date('2026-11-25T04:00:00Z');
    expect(latestSeasonWithData('2026-11-02', now)).toEqual({
      season: { kind: 'period', period: 'this-month' },
      label: 'This Month',
    });
    expect(latestSeasonWithData('2025-12-31', now)).toEqual({
      season: { kind: 'period', period: 'last-year' },
      label: 'Last Year',
    });
    expect(latestSeasonWithData('2023-08-01', now)).toEqual({
      season: { kind: 'custom', range: { startDate: '2023-08-01', endDate: '2023-08-31' } },
      label: 'Aug 2023',
    });
    expect(latestSeasonWithData('2024-12-15', now).season).toEqual({
      kind: 'custom',
      range: { startDate: '2024-12-01', endDate: '2024-12-31' },
    });
    expect(latestSeasonWithData('2024-02-10', now).season).toEqual({
      kind: 'custom',
      range: { startDate: '2024-02-01', endDate: '2024-02-29' },
    });
  });
});

describe('Financial Growth Reports', () => {
  it('opens on this month, daily, and remembers the Growing Season picked', async () => {
    const user = userEvent.setup();
    const server = renderPage();
    expect(screen.getByRole('heading', { name: 'Financial Growth Reports' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: /Category Breakdown/ });
    const thisMonth = reportPeriodRange('this-month', new Date());
    expect(server.named('ReportOverview')[0]?.variables).toEqual(thisMonth);
    await waitFor(() =>
      expect(server.named('ReportSpendingTrend')[0]?.variables).toEqual({ ...thisMonth, aggregationLevel: 'daily' }),
    );

    await user.click(screen.getByRole('combobox', { name: 'Growing Season' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'This Month',
      'Last Month',
      'Last 3 Months',
      'Last 6 Months',
      'This Year',
      'Last Year',
      'All Time',
      'Custom Range',
    ]);
    await user.click(screen.getByRole('option', { name: 'Last 6 Months' }));
    expect(JSON.parse(localStorage.getItem(PREFERENCES_KEY) ?? '{}')).toEqual({ reportsTimeframe: 'last-6-months' });
    await waitFor(() =>
      expect(server.named('ReportSpendingTrend').at(-1)?.variables).toEqual({
        ...reportPeriodRange('last-6-months', new Date()),
        aggregationLevel: 'weekly',
      }),
    );
    await user.click(screen.getByRole('combobox', { name: 'Growing Season' }));
    await user.click(screen.getByRole('option', { name: 'This Year' }));
    await waitFor(() => expect(server.named('ReportSpendingTrend').at(-1)?.variables.aggregationLevel).toBe('monthly'));

    server.view.unmount();
    const again = renderPage();
    await screen.findByRole('heading', { name: /Category Breakdown/ });
    expect(again.named('ReportOverview')[0]?.variables).toEqual(reportPeriodRange('this-year', new Date()));
  });

  it('shows the doughnut, the category list and the top 10 of the selected category, remembered', async () => {
    const user = userEvent.setup();
    const server = renderPage();
    const list = await screen.findByRole('list', { name: 'Categories' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual([
      'Shopping $100.00 53.28%',
      'Groceries $46.59 24.82%',
      'Food & Dining $32.35 17.23%',
      'Uncategorized $5.55 2.96%',
      'Transport $3.21 1.71%',
    ]);
    expect(screen.getByTestId('pie')).toHaveAttribute('data-inner-radius', '70');
    expect(screen.getByTestId('breakdown-total')).toHaveTextContent('$187.70');
    expect(screen.getByRole('group', { name: 'Active Accounts' })).toHaveTextContent('2 of 3');
    // The biggest category is selected first; its top 10 expenses, biggest first.
    await screen.findByRole('listitem', { name: 'TOP OF cat-shop' });
    expect(server.named('ReportTopTransactions')[0]?.variables).toMatchObject({
      categoryId: 'cat-shop',
      isIncome: false,
      sortOrder: 'asc',
    });

    await user.click(within(list).getByRole('button', { name: /^Food & Dining/ }));
    await screen.findByRole('listitem', { name: 'TOP OF cat-food' });
    expect(localStorage.getItem(SELECTED_CATEGORY_KEY)).toBe('cat-food');
    await user.click(screen.getByRole('button', { name: 'slice 🛒 Groceries' }));
    await screen.findByRole('listitem', { name: 'TOP OF cat-groc' });
    expect(localStorage.getItem(SELECTED_CATEGORY_KEY)).toBe('cat-groc');

    server.view.unmount();
    renderPage();
    await screen.findByRole('listitem', { name: 'TOP OF cat-groc' });
    expect(screen.getByRole('heading', { name: '🛒 Groceries' })).toBeInTheDocument();
  });

  it('shows trend tiles per view and drills into a point, except for Net Cash Flow', async () => {
    const user = userEvent.setup();
    const server = renderPage();
    const tile = async (name: string) => screen.findByRole('group', { name });
    expect(await tile('Total')).toHaveTextContent('$197.47');
    expect(await tile('Average')).toHaveTextContent('$39.49');
    expect(await tile('Highest')).toHaveTextContent('$110.76');
    expect(await tile('Trend')).toHaveTextContent('↗ Increasing+63.03%');
    expect(screen.getByTestId('line')).toHaveAttribute('data-values', '[57.94,3.21,20.01,5.55,110.76]');

    await user.click(screen.getByRole('button', { name: 'point 27 Oct – 2 Nov' }));
    const details = await screen.findByRole('region', { name: 'Point details' });
    expect(details).toHaveTextContent('Top 10 expenses · 27 Oct – 2 Nov');
    await waitFor(() =>
      expect(server.named('ReportTopTransactions').at(-1)?.variables).toEqual({
        startDate: '2025-10-27',
        endDate: '2025-11-02',
        categoryId: null,
        isIncome: false,
        sortOrder: 'asc',
      }),
    );

    await user.click(screen.getByRole('tab', { name: 'Income' }));
    expect(await tile('Total')).toHaveTextContent('$5,015.50');
    // One salary in the first half is too little history: no "-99.73%".
    expect(await tile('Trend')).toHaveTextContent('Too little history');
    expect(await tile('Trend')).not.toHaveTextContent('%');
    await waitFor(() =>
      expect(server.named('ReportTopTransactions').at(-1)?.variables).toMatchObject({
        isIncome: true,
        sortOrder: 'desc',
      }),
    );

    await user.click(screen.getByRole('tab', { name: 'Net Cash Flow' }));
    expect(await tile('Total')).toHaveTextContent('$4,818.03');
    expect(screen.getByTestId('line')).toHaveAttribute('data-series', 'net');
    expect(screen.queryByRole('region', { name: 'Point details' })).not.toBeInTheDocument();
    expect(screen.getByText(/Net Cash Flow has no drill-down/)).toBeInTheDocument();
  });

  it('offers the other periods when the season is empty', async () => {
    const user = userEvent.setup();
    const today = reportPeriodRange('this-month', new Date()).endDate;
    const server = renderPage({
      ReportHistory: () => history('2025-09-30', today),
      ReportOverview: () => overview({ transactionCount: 0 }),
    });
    await screen.findByText('No transactions in This Month');
    // Nothing older to jump to: the latest transaction is not before the season.
    expect(screen.queryByRole('button', { name: /^Show / })).not.toBeInTheDocument();
    const buttons = screen.getAllByRole('button').filter((button) => button.textContent?.startsWith('Last'));
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Last Month',
      'Last 3 Months',
      'Last 6 Months',
      'Last Year',
    ]);
    expect(screen.getByRole('button', { name: 'This Year' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Last Month' }));
    await waitFor(() =>
      expect(server.named('ReportOverview').at(-1)?.variables).toEqual(reportPeriodRange('last-month', new Date())),
    );
  });

  it('invites a first upload when there are no transactions at all', async () => {
    const user = userEvent.setup();
    renderPage({ ReportHistory: () => history(null, null), ReportOverview: () => overview({ transactionCount: 0 }) });
    await user.click(await screen.findByRole('button', { name: 'Upload Bank Statements' }));
    expect(JSON.parse(screen.getByTestId('settings-state').textContent ?? '{}')).toEqual({
      tab: 'bank_statements',
      showPdfUpload: true,
    });
  });

  it('offers the latest season with data when the remembered one is empty, and All Time', async () => {
    const user = userEvent.setup();
    localStorage.setItem(PREFERENCES_KEY, JSON.stringify({ reportsTimeframe: 'last-year' }));
    const august = { startDate: '2023-08-01', endDate: '2023-08-31' };
    const server = renderPage({
      ReportHistory: () => history('2023-07-01', '2023-08-01'),
      ReportOverview: (variables) =>
        overview({
          transactionCount: variables.startDate === '2023-07-01' || variables.startDate === august.startDate ? 9 : 0,
        }),
    });
    await screen.findByText('No transactions in Last Year');
    expect(screen.getByText(/Your latest transaction is from 1 Aug 2023\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show Aug 2023' }));
    await screen.findByRole('heading', { name: /Category Breakdown/ });
    expect(server.named('ReportOverview').at(-1)?.variables).toEqual(august);
    await waitFor(() =>
      expect(server.named('ReportSpendingTrend').at(-1)?.variables).toEqual({ ...august, aggregationLevel: 'daily' }),
    );
    // Remembered as a custom range, shown in the From and To fields.
    expect(JSON.parse(localStorage.getItem(PREFERENCES_KEY) ?? '{}')).toEqual({
      reportsTimeframe: 'custom',
      reportsCustomRange: august,
    });
    expect(screen.getByLabelText('From')).toHaveValue('2023-08-01');
    expect(screen.getByLabelText('To')).toHaveValue('2023-08-31');

    // A new end day applies at once; a start after the end says why and asks for nothing.
    const asked = server.named('ReportOverview').length;
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2023-09-15');
    expect(screen.getByText('Pick a start on or before the end, at most 10 years apart')).toBeInTheDocument();
    expect(
      server
        .named('ReportOverview')
        .slice(asked)
        .every((call) => String(call.variables.startDate) <= String(call.variables.endDate)),
    ).toBe(true);

    await user.click(screen.getByRole('combobox', { name: 'Growing Season' }));
    await user.click(screen.getByRole('option', { name: 'All Time' }));
    const today = reportPeriodRange('this-month', new Date()).endDate;
    await waitFor(() =>
      expect(server.named('ReportOverview').at(-1)?.variables).toEqual({ startDate: '2023-07-01', endDate: today }),
    );
    await waitFor(() => expect(server.named('ReportSpendingTrend').at(-1)?.variables.aggregationLevel).toBe('monthly'));
    expect(storedSeason()).toEqual({ kind: 'all-time' });
  });

  it('says the report failed, offering a reload', async () => {
    renderPage({
      ReportOverview: () => {
        throw new Error('down');
      },
    });
    expect(await screen.findByText(REPORT_ERROR)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
  });

  it('says the trend failed and tries again', async () => {
    const user = userEvent.setup();
    let failures = 1;
    const server = renderPage({
      ReportSpendingTrend: () => {
        if (failures-- > 0) throw new Error('down');
        return TREND;
      },
    });
    expect(await screen.findByText(TREND_ERROR)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('group', { name: 'Total' })).toHaveTextContent('$197.47');
    expect(server.named('ReportSpendingTrend')).toHaveLength(2);
  });
});
