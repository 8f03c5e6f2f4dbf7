import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ApolloProvider } from '@apollo/client/react';
import { stubServer, type Handler, type Variables } from '../../test/stub-server';
import { AuthContext, type AuthContextValue } from '../../auth/auth-context';
import { CURRENT_JOB_KEY } from '../statements/statements-api';
import { DashboardPage } from './DashboardPage';
import {
  accountBadge,
  cardAmount,
  formatTotals,
  isFirstVisit,
  markVisited,
  staleLabel,
  visitedKey,
  type DashboardAccount,
  type DashboardTotals,
  type RecentTransaction,
} from './dashboard-model';
import { defineFetch, jsonResponse, urlOf } from '../../test/network-edge';

defineFetch();

const NOW = new Date('2025-03-20T10:00:00Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

function account(patch: Partial<DashboardAccount>): DashboardAccount & { __typename: string } {
  return {
    __typename: 'Account',
    id: 'acc-x',
    name: 'Account',
    institution: 'DBS',
    accountType: 'savings',
    last4: '',
    currency: 'SGD',
    balance: '0.00',
    creditLimit: null,
    color: null,
    providerType: 'manual',
    connectionStatus: 'active',
    errorMessage: null,
    latestStmtDate: null,
    transactionCount: 0,
    updatedAt: NOW.toISOString(),
    ...patch,
  };
}

const ACCOUNTS = [
  account({
    id: 'acc-card',
    name: 'OCBC 365 Credit Card',
    institution: 'OCBC',
    accountType: 'credit',
    last4: '9473',
    balance: '-412.16',
    creditLimit: '5000.00',
    providerType: 'pdf',
    connectionStatus: 'active',
    latestStmtDate: '2023-08-01',
    transactionCount: 52,
    updatedAt: new Date(Date.now() - 20_000).toISOString(),
  }),
  account({
    id: 'acc-savings',
    name: 'POSB Everyday',
    institution: 'DBS',
    accountType: 'savings',
    last4: '1234',
    balance: '1234.50',
    providerType: 'pdf',
    connectionStatus: 'error',
    errorMessage: 'Statement could not be read',
    transactionCount: 3,
    updatedAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
  }),
  account({
    id: 'acc-cash',
    name: 'Cash Pot',
    institution: 'Home',
    accountType: 'others',
    balance: '0.10',
    updatedAt: new Date(Date.now() - 10 * 86_400_000).toISOString(),
  }),
];
const TOTALS: (DashboardTotals & { __typename: string })[] = [
  {
    __typename: 'AccountTotals',
    currency: 'SGD',
    accountCount: 3,
    totalBalance: '1234.60',
    creditAccountCount: 1,
    totalCreditLimit: '5000.00',
    totalOwed: '412.16',
    netWorth: '822.44',
  },
];

function txn(id: string, patch: Partial<RecentTransaction>): RecentTransaction & { __typename: string } {
  return {
    __typename: 'Transaction',
    id,
    date: '2023-07-30',
    description: 'KOPI STALL',
    amount: '-4.20',
    isIncome: false,
    currency: 'SGD',
    categoryName: 'Food & Dining',
    categoryIcon: '🍜',
    categoryColor: '#F97316',
    accountName: 'OCBC 365 Credit Card',
    ...patch,
  };
}

const EXPENSES = [
  txn('t1', { description: 'GRAB RIDE', amount: '-18.90', categoryName: 'Transport', categoryIcon: '🚇' }),
  txn('t2', { description: 'NTUC FAIRPRICE', amount: '-63.35', date: '2023-07-29' }),
];
const INCOME = [
  txn('t3', { description: 'SALARY MARCH', amount: '6492.54', isIncome: true, categoryName: 'Salary & Income' }),
];

function recentAnswer(variables: Variables) {
  const type = (variables.filter as { type?: string } | undefined)?.type;
  const rows = type === 'income' ? INCOME : type === 'expenses' ? EXPENSES : [...INCOME, ...EXPENSES];
  return { transactions: rows.slice(0, Number(variables.limit)) };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderDashboard(
  handlers: Record<string, Handler>,
  userId = 'user-1',
  profile: { name: string; preferredName: string | null } | null = null,
) {
  const server = stubServer(handlers);
  const auth = {
    status: 'signed-in',
    user: {
      id: userId,
      email: 'rosa@example.com',
      name: 'Rosa Gardener',
      emailVerified: true,
      onboardingCompleted: true,
    },
    profile,
    error: null,
    clearError: () => undefined,
  } as unknown as AuthContextValue;
  const view = render(
    <AuthContext.Provider value={auth}>
      <ApolloProvider client={server.client}>
        <MemoryRouter initialEntries={['/dashboard']}>
          <Routes>
            <Route path="/dashboard" element={<DashboardPage />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </ApolloProvider>
    </AuthContext.Provider>,
  );
  return { ...server, view };
}

const TIP = {
  __typename: 'Insight',
  id: 'duplicate_charge:t1:t2',
  kind: 'duplicate_charge',
  headline: 'Possible double charge: Courts S$259.00 twice on 10 Jun 2026 and 12 Jun 2026',
  figures: [{ __typename: 'AssistantFigure', label: 'Charged twice', amount: '259.00', currency: 'SGD' }],
  transactionIds: ['t1', 't2'],
  link: '/transactions?search=COURTS&start=2026-06-10&end=2026-06-12',
  date: '2026-06-12',
};

const withData = () => ({
  DashboardAccounts: () => ({ accounts: ACCOUNTS, accountTotals: TOTALS }),
  DashboardRecentTransactions: recentAnswer,
  GnomeInsights: () => ({ insights: [TIP] }),
});

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

describe('dashboard model', () => {
  it('labels stale data: just now, minutes, hours, days, weeks under 4, then the Singapore date', () => {
    expect(staleLabel(minutesAgo(0), NOW)).toBe('Just now');
    expect(staleLabel(new Date(NOW.getTime() - 59_999).toISOString(), NOW)).toBe('Just now');
    expect(staleLabel(minutesAgo(1), NOW)).toBe('1 minute ago');
    expect(staleLabel(minutesAgo(59), NOW)).toBe('59 minutes ago');
    expect(staleLabel(minutesAgo(60), NOW)).toBe('1 hour ago');
    expect(staleLabel(minutesAgo(23 * 60 + 59), NOW)).toBe('23 hours ago');
    expect(staleLabel(minutesAgo(24 * 60), NOW)).toBe('1 day ago');
    expect(staleLabel(minutesAgo(6 * 24 * 60), NOW)).toBe('6 days ago');
    expect(staleLabel(minutesAgo(7 * 24 * 60), NOW)).toBe('1 week ago');
    expect(staleLabel(minutesAgo(27 * 24 * 60), NOW)).toBe('3 weeks ago');
    // 28 days is 4 weeks: a date from then on, in Singapore (16:30 UTC on 10 Jan is 11 Jan there).
    expect(staleLabel(minutesAgo(28 * 24 * 60), NOW)).toBe('20 Feb 2025');
    expect(staleLabel('2025-01-10T16:30:00Z', NOW)).toBe('11 Jan 2025');
  });

  it('formats totals exactly per currency and shows a badge for pdf accounts only', () => {
    const rows: DashboardTotals[] = [
      {
        currency: 'SGD',
        accountCount: 3,
        totalBalance: '99998765.73',
        creditAccountCount: 1,
        totalCreditLimit: '0.01',
        totalOwed: '702.10',
        netWorth: '99998063.63',
      },
      {
        currency: 'USD',
        accountCount: 1,
        totalBalance: '-250.05',
        creditAccountCount: 0,
        totalCreditLimit: '0.00',
        totalOwed: '0.00',
        netWorth: '-250.05',
      },
    ];
    expect(formatTotals(rows, 'balance')).toEqual(['$99,998,765.73', '-US$250.05']);
    expect(formatTotals(rows, 'creditLimit')).toEqual(['$0.01']);
    expect(formatTotals(rows, 'owed')).toEqual(['$702.10']);
    expect(formatTotals(rows, 'netWorth')).toEqual(['$99,998,063.63', '-US$250.05']);
    expect(formatTotals([], 'balance')).toEqual(['$0.00']);
    const only = [
      {
        currency: 'SGD',
        accountCount: 1,
        totalBalance: '0.00',
        creditAccountCount: 1,
        totalCreditLimit: '9.99',
        totalOwed: '702.10',
        netWorth: '-702.10',
      },
    ];
    expect(formatTotals(only, 'balance')).toEqual(['$0.00']);
    expect(formatTotals(only, 'netWorth')).toEqual(['-$702.10']);

    const badge = (connectionStatus: string) => accountBadge({ providerType: 'pdf', connectionStatus })?.label;
    // An imported account is not connected to its bank: it says where its data comes from.
    expect(['active', 'pending', 'error', 'inactive', 'disconnected', 'weird'].map(badge)).toEqual([
      'Imported from PDF',
      'Connecting...',
      'Connection error',
      'Inactive',
      'Disconnected',
      'Not connected',
    ]);
    expect(accountBadge({ providerType: 'manual', connectionStatus: 'active' })).toBeNull();
  });

  it('shows what a card owes with its limit, a card in credit as such, and other accounts by balance', () => {
    const card = account({ accountType: 'credit', balance: '-702.10', creditLimit: '22800.00' });
    expect(cardAmount(card)).toEqual({
      label: 'Amount Owed',
      text: '$702.10',
      detail: 'Credit limit $22,800.00',
    });
    expect(cardAmount({ ...card, balance: '0.00', creditLimit: null })).toEqual({
      label: 'Amount Owed',
      text: '$0.00',
      detail: 'Credit limit not stated',
    });
    expect(cardAmount({ ...card, balance: '12.05', currency: 'USD' })).toEqual({
      label: 'In Credit',
      text: 'US$12.05',
      detail: 'Credit limit US$22,800.00',
    });
    expect(cardAmount(account({ balance: '-3.00' }))).toEqual({ label: 'Balance', text: '-$3.00' });
  });

  it('knows a first visit per user from a local flag', () => {
    expect(isFirstVisit('u1')).toBe(true);
    markVisited('u1');
    expect(isFirstVisit('u1')).toBe(false);
    expect(isFirstVisit('u2')).toBe(true);
    expect(localStorage.getItem(visitedKey('u1'))).not.toBeNull();
  });
});

describe('DashboardPage', () => {
  it('shows a skeleton while loading, then the greeting, count, exact totals and the account cards', async () => {
    renderDashboard(withData());
    expect(screen.getByTestId('dashboard-skeleton')).toBeInTheDocument();
    // The name as the person wrote it: the first word is not always a given name.
    expect(
      await screen.findByRole('heading', { name: 'Welcome to your garden, Rosa Gardener! 🌱' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('account-count')).toHaveTextContent('3 accounts');
    expect(screen.getByTestId('total-balance')).toHaveTextContent('$1,234.60');
    expect(screen.getByTestId('total-owed')).toHaveTextContent('$412.16');
    expect(screen.getByTestId('net-worth')).toHaveTextContent('$822.44');
    expect(screen.getByTestId('total-credit-limit')).toHaveTextContent('$5,000.00');
    // The uploader opens right on the dashboard.
    await userEvent.click(screen.getByRole('button', { name: 'Upload Statement' }));
    const uploader = await screen.findByRole('dialog', { name: 'Upload Statements' });
    // The uploader's code loads when the dialog first opens.
    expect(await within(uploader).findByRole('button', { name: 'Plant' })).toBeInTheDocument();
    await userEvent.click(within(uploader).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const card = within(screen.getByRole('article', { name: 'OCBC 365 Credit Card' }));
    expect(card.getByText('Amount Owed')).toBeInTheDocument();
    expect(card.getByTestId('account-amount')).toHaveTextContent('$412.16');
    expect(card.getByTestId('account-amount-detail')).toHaveTextContent('Credit limit $5,000.00');
    expect(card.getByText('Imported from PDF')).toBeInTheDocument();
    expect(card.queryByText('Connected')).not.toBeInTheDocument();
    expect(card.getByLabelText('Account ending in 9473')).toHaveTextContent('•••• 9473');
    expect(card.getByText('SGD')).toBeInTheDocument();
    expect(card.getByText('52 transactions')).toBeInTheDocument();
    expect(card.getByText(/Last updated: Just now · Statement 1 Aug 2023/)).toBeInTheDocument();

    const savings = within(screen.getByRole('article', { name: 'POSB Everyday' }));
    expect(savings.getByText('Balance')).toBeInTheDocument();
    expect(savings.getByTestId('account-amount')).toHaveTextContent('$1,234.50');
    expect(savings.getByText('Connection error')).toBeInTheDocument();
    expect(savings.getByText(/Last updated: 3 hours ago/)).toBeInTheDocument();

    const cash = within(screen.getByRole('article', { name: 'Cash Pot' }));
    expect(cash.getByTestId('account-amount')).toHaveTextContent('$0.10');
    expect(cash.queryByText('Imported from PDF')).not.toBeInTheDocument();
    expect(cash.queryByTestId('account-amount-detail')).not.toBeInTheDocument();
    expect(cash.getByText(/Last updated: 1 week ago/)).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: /Garden Gnome Tips/ })).toBeInTheDocument();
    expect(await screen.findByText(TIP.headline)).toBeInTheDocument();
  });

  it('greets by the name as written (Tan Wei Ming), or by the name chosen in Settings', async () => {
    const first = renderDashboard(withData(), 'user-tan', { name: 'Tan Wei Ming', preferredName: null });
    expect(
      await screen.findByRole('heading', { name: 'Welcome to your garden, Tan Wei Ming! 🌱' }),
    ).toBeInTheDocument();
    first.view.unmount();
    renderDashboard(withData(), 'user-tan-2', { name: 'Tan Wei Ming', preferredName: 'Wei Ming' });
    expect(await screen.findByRole('heading', { name: 'Welcome to your garden, Wei Ming! 🌱' })).toBeInTheDocument();
  });

  it('greets a first visit as one when the person is known only after the page first shows', async () => {
    const server = stubServer(withData());
    const signedIn = {
      status: 'signed-in',
      user: { id: 'user-1', email: 'rosa@example.com', name: 'Rosa Gardener', emailVerified: true },
      profile: null,
      error: null,
      clearError: () => undefined,
    } as unknown as AuthContextValue;
    const page = (auth: AuthContextValue) => (
      <AuthContext.Provider value={auth}>
        <ApolloProvider client={server.client}>
          <MemoryRouter initialEntries={['/dashboard']}>
            <DashboardPage />
          </MemoryRouter>
        </ApolloProvider>
      </AuthContext.Provider>
    );
    // Signed in, the profile (and so the person's id) still loading.
    const view = render(page({ ...signedIn, user: null }));
    view.rerender(page(signedIn));
    expect(
      await screen.findByRole('heading', { name: 'Welcome to your garden, Rosa Gardener! 🌱' }),
    ).toBeInTheDocument();
    expect(localStorage.getItem(visitedKey('user-1'))).not.toBeNull();
  });

  it('greets a returning user with "Welcome back!"', async () => {
    localStorage.setItem(visitedKey('user-1'), '2025-01-01T00:00:00Z');
    renderDashboard(withData());
    expect(await screen.findByRole('heading', { name: 'Welcome back!' })).toBeInTheDocument();
  });

  it('lists the 5 most recent transactions and filters All / Expenses / Income; View All opens /transactions', async () => {
    const { named } = renderDashboard(withData());
    const list = await screen.findAllByTestId('recent-transaction');
    expect(list.map((row) => row.getAttribute('aria-label'))).toEqual(['SALARY MARCH', 'GRAB RIDE', 'NTUC FAIRPRICE']);
    expect(named('DashboardRecentTransactions')[0]?.variables).toEqual({ filter: { type: 'all' }, limit: 5 });
    expect(screen.getAllByTestId('recent-transaction-amount').map((cell) => cell.textContent)).toEqual([
      '+$6,492.54',
      '-$18.90',
      '-$63.35',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Expenses' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('recent-transaction').map((row) => row.getAttribute('aria-label'))).toEqual([
        'GRAB RIDE',
        'NTUC FAIRPRICE',
      ]),
    );
    expect(named('DashboardRecentTransactions').at(-1)?.variables).toEqual({ filter: { type: 'expenses' }, limit: 5 });

    await userEvent.click(screen.getByRole('button', { name: 'Income' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('recent-transaction').map((row) => row.getAttribute('aria-label'))).toEqual([
        'SALARY MARCH',
      ]),
    );
    expect(named('DashboardRecentTransactions').at(-1)?.variables).toEqual({ filter: { type: 'income' }, limit: 5 });

    await userEvent.click(screen.getByRole('link', { name: 'View All' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/transactions');
  });

  it('says so when a filter has nothing', async () => {
    renderDashboard({
      DashboardAccounts: () => ({ accounts: ACCOUNTS, accountTotals: TOTALS }),
      DashboardRecentTransactions: (variables) =>
        (variables.filter as { type: string }).type === 'income' ? { transactions: [] } : recentAnswer(variables),
    });
    await screen.findAllByTestId('recent-transaction');
    await userEvent.click(screen.getByRole('button', { name: 'Income' }));
    expect(await screen.findByText('No income yet.')).toBeInTheDocument();
  });

  it('shows the empty state with "Start Your Journey" for a user without data', async () => {
    renderDashboard({
      DashboardAccounts: () => ({ accounts: [], accountTotals: [] }),
      DashboardRecentTransactions: () => ({ transactions: [] }),
    });
    expect(await screen.findByRole('heading', { name: 'Start Your Journey' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Your Journey' })).toHaveAttribute('href', '/settings');
    expect(screen.getByRole('button', { name: 'Upload Statement' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View Upload Progress' })).not.toBeInTheDocument();
    expect(screen.queryByText('Recent Transactions')).not.toBeInTheDocument();
    expect(screen.queryByTestId('account-count')).not.toBeInTheDocument();
  });

  it('offers "View Upload Progress" while a stored job runs, and reloads accounts and transactions once it completes', async () => {
    localStorage.setItem(CURRENT_JOB_KEY, 'job-7');
    const job = (status: string, progress: number) => ({
      job_id: 'job-7',
      status,
      progress_percentage: progress,
      current_task: null,
      error_message: null,
      tasks: [],
    });
    const statuses = [job('processing', 40)];
    jest.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      const url = urlOf(input);
      if (url.endsWith('/jobs/job-7/status')) return Promise.resolve(jsonResponse(200, statuses[0]));
      if (url.endsWith('/jobs/job-7/summary'))
        return Promise.resolve(
          jsonResponse(200, {
            job_id: 'job-7',
            status: 'completed',
            results: [],
            successful_files: 1,
            failed_files: 0,
            duplicate_files: 0,
            total_transactions_added: 3,
          }),
        );
      return Promise.resolve(jsonResponse(404, { detail: 'Not Found' }));
    });
    let planted = false;
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const { named } = renderDashboard({
        DashboardAccounts: () =>
          planted ? { accounts: ACCOUNTS.slice(0, 1), accountTotals: TOTALS } : { accounts: [], accountTotals: [] },
        DashboardRecentTransactions: (variables) => (planted ? recentAnswer(variables) : { transactions: [] }),
      });
      await act(() => jest.advanceTimersByTimeAsync(10));
      const progress = await screen.findByRole('link', { name: 'View Upload Progress' });
      expect(progress).toHaveAttribute('href', '/upload-queue?jobId=job-7');
      expect(screen.getByText('Your statements are being planted 🌱')).toBeInTheDocument();
      expect(named('DashboardAccounts')).toHaveLength(1);

      // The banner polls every 5 seconds; the next read finds the job completed.
      planted = true;
      statuses[0] = job('completed', 100);
      await act(() => jest.advanceTimersByTimeAsync(5_000));
      await act(() => jest.advanceTimersByTimeAsync(10));
      await waitFor(() => expect(named('DashboardAccounts').length).toBeGreaterThanOrEqual(2));
      await act(() => jest.advanceTimersByTimeAsync(10));
      expect(await screen.findByRole('article', { name: 'OCBC 365 Credit Card' })).toBeInTheDocument();
      expect(screen.getAllByTestId('recent-transaction')).toHaveLength(3);
      expect(localStorage.getItem(CURRENT_JOB_KEY)).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the spec message when the dashboard cannot load, and tries again', async () => {
    let fail = true;
    renderDashboard({
      DashboardAccounts: () => {
        if (fail) throw new Error('boom');
        return { accounts: ACCOUNTS, accountTotals: TOTALS };
      },
      DashboardRecentTransactions: recentAnswer,
    });
    expect(await screen.findByText('Failed to load dashboard data. Please try again later.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByTestId('account-count')).toHaveTextContent('3 accounts');
  });
});
