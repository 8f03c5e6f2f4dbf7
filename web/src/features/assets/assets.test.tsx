import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { ApolloProvider } from '@apollo/client/react';
import { centsToDecimal, decimalToCents } from '@garden/core';
import { GraphQLFailure, failingWhile, stubServer, type Handler } from '../../test/stub-server';
import { Outage } from '../../test/outage';
import { AssetsPage } from './AssetsPage';
import {
  checkContributionAmount,
  formatCpfTotal,
  parseContributionDay,
  orderCpfAccounts,
  ordinal,
  validateBalanceUpdate,
  type BalanceForm,
  type RetirementAccountView,
} from './assets-model';

// The Investments tab is another feature with its own tests and calls; here only that the tab shows it matters.
jest.mock('../investments/InvestmentsTab', () => ({
  InvestmentsTab: () => <p>Investments tab content</p>,
}));

// jsdom cannot draw the charts; the stand-in shows each slice with its label and value.
jest.mock('@mui/x-charts/PieChart', () =>
  jest.requireActual<typeof import('../../test/chart-stand-ins')>('../../test/chart-stand-ins').pieChartModule(String),
);

// ---------- an in-memory CPF back end that follows the agreed contract ----------

interface StubAccount extends RetirementAccountView {
  __typename: 'RetirementAccount';
  updatedAt: string;
}

function cpfAccount(accountType: string, patch: Partial<StubAccount> = {}): StubAccount {
  return {
    __typename: 'RetirementAccount',
    id: `ra-${accountType}`,
    accountType,
    balance: '0.00',
    currency: 'SGD',
    isAutoContributionEnabled: false,
    contributionDay: null,
    contributionAmount: null,
    nextContributionDate: null,
    updatedAt: '2026-11-23T00:00:00.000Z',
    ...patch,
  };
}

function activityItem(index: number, patch: Record<string, unknown> = {}) {
  return {
    __typename: 'CpfActivityItem',
    id: `act-${index}`,
    date: '2026-11-15',
    description: `CPF-OA contribution ${index}`,
    amount: '100.00',
    accountType: 'CPF-OA',
    isIncome: true,
    notes: null,
    source: 'manual',
    transactionId: `t-${index}`,
    ...patch,
  };
}

function cpfBackend(initial: StubAccount[] = [], activity: ReturnType<typeof activityItem>[] = []) {
  const state = {
    accounts: initial,
    activity,
    failUpdates: false,
    failDeletes: false,
    recording: { __typename: 'CpfRecordingAccount', id: 'b1', name: 'POSB Everyday', institution: 'DBS' } as Record<
      string,
      string
    > | null,
  };
  const find = (id: unknown) => {
    const account = state.accounts.find((item) => item.id === id);
    if (!account) throw new Error('not found');
    return account;
  };
  const handlers: Record<string, Handler> = {
    RetirementAccounts: () => ({ retirementAccounts: state.accounts }),
    CpfRecordingAccount: () => ({ cpfRecordingAccount: state.recording }),
    CpfActivity: (variables) => ({ cpfActivity: state.activity.slice(0, Number(variables.limit)) }),
    CreateCpfAccounts: () => {
      for (const type of ['CPF-OA', 'CPF-SA', 'CPF-MA'])
        if (!state.accounts.some((item) => item.accountType === type)) state.accounts.push(cpfAccount(type));
      return { createCpfAccounts: state.accounts };
    },
    UpdateRetirementAccount: (variables) => {
      if (state.failUpdates) throw new Error('network down');
      const account = find(variables.id);
      const input = variables.input as Partial<StubAccount>;
      Object.assign(account, input);
      if (input.isAutoContributionEnabled === false)
        Object.assign(account, { contributionDay: null, contributionAmount: null, nextContributionDate: null });
      return { updateRetirementAccount: account };
    },
    UpdateCpfBalance: (variables) => {
      const input = variables.input as {
        accountId: string;
        newBalance?: string;
        amount?: string;
        transactionType?: string;
      };
      const account = find(input.accountId);
      const before = decimalToCents(account.balance);
      const sign = input.transactionType === 'withdrawal' ? -1 : 1;
      const after = input.newBalance
        ? decimalToCents(input.newBalance)
        : before + sign * decimalToCents(input.amount ?? '0');
      account.balance = centsToDecimal(after);
      state.activity.unshift(
        activityItem(99, {
          description: `${account.accountType} ${after >= before ? 'contribution' : 'withdrawal'}`,
          accountType: account.accountType,
          amount: centsToDecimal(after - before),
          isIncome: after >= before,
        }),
      );
      return { updateCpfBalance: { __typename: 'CpfBalanceUpdateResult', transactionId: 't-99', account } };
    },
    DeleteRetirementAccount: (variables) => {
      if (state.failDeletes) throw new Error('network down');
      find(variables.id);
      state.accounts = state.accounts.filter((item) => item.id !== variables.id);
      return { deleteRetirementAccount: true };
    },
    AssetsBreakdown: () => ({
      assetsBreakdown: {
        __typename: 'AssetsBreakdown',
        totalAssets: '58234.56',
        currency: 'SGD',
        bankAccounts: {
          __typename: 'BankAssets',
          total: '12345.06',
          accounts: [
            {
              __typename: 'AssetBankAccount',
              id: 'b1',
              name: 'POSB Everyday',
              institution: 'DBS',
              accountType: 'savings',
              balance: '12345.06',
              currency: 'SGD',
            },
          ],
        },
        retirementAccounts: {
          __typename: 'RetirementAssets',
          total: '45889.50',
          breakdown: [
            { __typename: 'RetirementAssetShare', accountType: 'CPF-MA', balance: '10000.00' },
            { __typename: 'RetirementAssetShare', accountType: 'CPF-OA', balance: '30000.25' },
            { __typename: 'RetirementAssetShare', accountType: 'CPF-SA', balance: '5889.25' },
          ],
        },
        investments: {
          __typename: 'InvestmentAssets',
          total: '3520.00',
          positions: 2,
          byCurrency: [
            {
              __typename: 'InvestmentCurrencyAssets',
              currency: 'SGD',
              value: '3520.00',
              positions: 1,
              pricedPositions: 0,
            },
            {
              __typename: 'InvestmentCurrencyAssets',
              currency: 'USD',
              value: '600.00',
              positions: 1,
              pricedPositions: 1,
            },
          ],
        },
        creditCards: {
          __typename: 'CreditCardDebts',
          owed: '702.10',
          accounts: [
            {
              __typename: 'AssetBankAccount',
              id: 'c1',
              name: 'OCBC 365 Card',
              balance: '-702.10',
              currency: 'SGD',
            },
          ],
        },
        netWorth: '61052.46',
      },
    }),
  };
  return { state, handlers };
}

function Where() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p data-testid="where">{`${location.pathname}${location.search}`}</p>
      <button type="button" onClick={() => void navigate(-1)}>
        Go back
      </button>
    </>
  );
}

function renderAssets(handlers: Record<string, Handler>, url = '/assets') {
  const server = stubServer(handlers);
  const view = render(
    <ApolloProvider client={server.client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path="/assets"
            element={
              <>
                <AssetsPage />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </ApolloProvider>,
  );
  return { ...server, view };
}

const THREE = () => [
  cpfAccount('CPF-MA', { balance: '10000.00' }),
  cpfAccount('CPF-OA', {
    balance: '30000.25',
    isAutoContributionEnabled: true,
    contributionDay: 15,
    contributionAmount: '100.00',
    nextContributionDate: '2026-12-15',
  }),
  cpfAccount('CPF-SA', { balance: '5889.25' }),
];

const card = (name: string) => within(screen.getByRole('article', { name }));

const fakeTimers = () => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });

afterEach(() => {
  jest.useRealTimers();
});

describe('assets model', () => {
  it('formats the CPF total en-SG with no decimals, rounding the cents half up', () => {
    expect(formatCpfTotal('45889.50')).toBe('$45,890');
    expect(formatCpfTotal('45889.49')).toBe('$45,889');
    expect(formatCpfTotal('0.00')).toBe('$0');
    expect(formatCpfTotal('9999999.99')).toBe('$10,000,000');
  });

  it('clamps the contribution day to an integer in 1..31 and checks the amount', () => {
    expect(['0', '1', '15', '31', '32', '45', '-3', '2.7', 'abc', ''].map(parseContributionDay)).toEqual([
      1, 1, 15, 31, 31, 31, 1, 2, 1, 1,
    ]);
    const notPositive = { warning: 'Contribution amount must be greater than $0.00', reset: '1' };
    expect(['0', '0.00', '-5', '', 'abc', '0.004'].map(checkContributionAmount)).toEqual(
      Array.from({ length: 6 }, () => notPositive),
    );
    expect(checkContributionAmount('0.005')).toEqual({ amount: '0.01' });
    expect(checkContributionAmount('12.345')).toEqual({ amount: '12.35' });
    expect(checkContributionAmount('999999.99')).toEqual({ amount: '999999.99' });
    expect(checkContributionAmount('999999.994')).toEqual({ amount: '999999.99' });
    expect(checkContributionAmount('1000000')).toEqual({
      warning: 'Contribution amount must be at most $999,999.99',
      reset: '999999.99',
    });
  });

  it('names the contribution day', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 30, 31].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '30th',
      '31st',
    ]);
  });

  it('orders the cards OA, SA, MA', () => {
    expect(orderCpfAccounts(THREE()).map((account) => account.accountType)).toEqual(['CPF-OA', 'CPF-SA', 'CPF-MA']);
  });

  it('checks a balance update with every specified message and rounds to cents', () => {
    const account = { id: 'a1', balance: '100.00' };
    const form = (patch: Partial<BalanceForm>): BalanceForm => ({
      mode: 'set_balance',
      newBalance: '',
      amount: '',
      transactionType: 'contribution',
      notes: 'March',
      ...patch,
    });
    const error = (patch: Partial<BalanceForm>) => {
      const outcome = validateBalanceUpdate(account, form(patch));
      return 'error' in outcome ? outcome.error : null;
    };
    expect(error({ newBalance: '' })).toBe('Please enter a valid new balance');
    expect(error({ newBalance: '-1' })).toBe('Please enter a valid new balance');
    expect(error({ newBalance: '100' })).toBe('New balance must be different from current balance');
    expect(error({ newBalance: '100.004' })).toBe('New balance must be different from current balance');
    expect(error({ mode: 'add_transaction', amount: '0' })).toBe('Please enter a valid amount');
    expect(error({ mode: 'add_transaction', amount: '' })).toBe('Please enter a valid amount');
    expect(error({ newBalance: '120', notes: '   ' })).toBe('Please add notes describing this transaction');
    expect(error({ mode: 'add_transaction', amount: '100.01', transactionType: 'withdrawal' })).toBe(
      'Transaction would result in negative balance',
    );
    expect(error({ newBalance: '10000000' })).toBe('Balance must be at most $9,999,999.99');
    expect(error({ mode: 'add_transaction', amount: '9999900' })).toBe('Balance must be at most $9,999,999.99');

    expect(validateBalanceUpdate(account, form({ newBalance: '250.555', notes: ' Yearly statement ' }))).toEqual({
      input: { accountId: 'a1', mode: 'set_balance', newBalance: '250.56', notes: 'Yearly statement' },
      resulting: '250.56',
    });
    expect(
      validateBalanceUpdate(
        account,
        form({ mode: 'add_transaction', amount: '100', transactionType: 'withdrawal', notes: 'Housing' }),
      ),
    ).toEqual({
      input: {
        accountId: 'a1',
        mode: 'add_transaction',
        amount: '100.00',
        transactionType: 'withdrawal',
        notes: 'Housing',
      },
      resulting: '0.00',
    });
  });
});

describe('AssetsPage tabs', () => {
  it('opens on the overview and keeps the chosen tab in the URL, so back returns to the previous one', async () => {
    const { handlers } = cpfBackend(THREE());
    renderAssets(handlers);
    expect(screen.getByRole('heading', { name: 'Your Assets Garden' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByTestId('cpf-total')).toHaveTextContent('$45,890');

    // The CPF and Investments tabs' code loads on first opening: the URL moves once the tab can show.
    await userEvent.click(screen.getByRole('tab', { name: 'CPF Accounts' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/assets?tab=cpf'));
    expect(await screen.findByRole('article', { name: 'Ordinary Account' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Investments' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/assets?tab=stocks'));
    expect(await screen.findByText('Investments tab content')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/assets?tab=cpf');
    expect(screen.getByRole('tab', { name: 'CPF Accounts' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(screen.getByTestId('where').textContent).toBe('/assets');
  });

  it('opens the tab named in the URL, and the overview for an unknown one', async () => {
    const { handlers } = cpfBackend(THREE());
    const first = renderAssets(handlers, '/assets?tab=stocks');
    expect(screen.getByRole('tab', { name: 'Investments' })).toHaveAttribute('aria-selected', 'true');
    first.view.unmount();
    renderAssets(handlers, '/assets?tab=weeds');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByTestId('total-assets')).toBeInTheDocument();
  });
});

describe('overview', () => {
  it('shows skeletons while loading, then the totals exactly and the CPF Total en-SG with no decimals', async () => {
    const { handlers } = cpfBackend();
    renderAssets(handlers);
    expect(screen.getByTestId('cpf-total-skeleton')).toBeInTheDocument();
    expect(screen.getByTestId('breakdown-skeleton')).toBeInTheDocument();
    expect(await screen.findByTestId('total-assets')).toHaveTextContent('$58,234.56');
    expect(screen.getByTestId('bank-accounts-total')).toHaveTextContent('$12,345.06');
    expect(screen.getByTestId('cpf-accounts-total')).toHaveTextContent('$45,889.50');
    expect(screen.getByTestId('investments-total')).toHaveTextContent('$3,520.00');
    expect(screen.getByText('Investments (2)')).toBeInTheDocument();
    expect(screen.getByText('1 holding at what you paid until a market price arrives')).toBeInTheDocument();
    expect(screen.getByText('Credit Cards (1)')).toBeInTheDocument();
    expect(screen.getByTestId('cards-owed')).toHaveTextContent('-$702.10');
    expect(screen.getByTestId('assets-net-worth')).toHaveTextContent('$61,052.46');
    expect(screen.getByTestId('other-currencies')).toHaveTextContent(
      'Not in these SGD totals, as there is no exchange rate to convert them: 1 holding worth US$600.00.',
    );
    expect(screen.getByTestId('cpf-total')).toHaveTextContent('$45,890');
    expect(screen.getByText('Bank Accounts (1)')).toBeInTheDocument();
    expect(screen.getByTestId('assets-pie')).toHaveAttribute(
      'aria-label',
      'Pie chart: bank accounts $12,345.06, cpf accounts $45,889.50, investments $3,520.00',
    );
    expect(screen.queryByTestId('cpf-total-skeleton')).not.toBeInTheDocument();
    expect(
      within(screen.getByTestId('pie'))
        .getAllByRole('listitem')
        .map((slice) => slice.textContent),
    ).toEqual(['Bank Accounts: 12345.06', 'CPF Accounts: 45889.5', 'Investments: 3520']);
    expect(screen.getByRole('region', { name: /CPF Total/ })).toHaveTextContent(
      /Ordinary Account\$30,000\.25Special Account\$5,889\.25MediSave Account\$10,000\.00/,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Manage CPF Accounts' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/assets?tab=cpf');
  });

  it('shows "Error" and the store message when the breakdown fails, and tries again', async () => {
    const { handlers } = cpfBackend();
    let fail = true;
    const answer = handlers.AssetsBreakdown!;
    renderAssets({
      ...handlers,
      AssetsBreakdown: (variables) => {
        if (fail) throw new Error('boom');
        return answer(variables);
      },
    });
    const cpfTotal = within(await screen.findByRole('region', { name: /CPF Total/ }));
    expect(await cpfTotal.findByText('Error')).toBeInTheDocument();
    expect(cpfTotal.getByText('Failed to fetch assets breakdown')).toBeInTheDocument();
    // One retry for the page, none inside the card.
    expect(cpfTotal.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Try Again' })).toHaveLength(1);
    expect(screen.getAllByText('Failed to fetch assets breakdown')).toHaveLength(2);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByTestId('cpf-total')).toHaveTextContent('$45,890');
  });
});

describe('CPF tab', () => {
  it('offers "Set Up Your CPF Accounts" without accounts and creates the three', async () => {
    const { handlers } = cpfBackend();
    const { named } = renderAssets(handlers, '/assets?tab=cpf');
    expect(await screen.findByRole('heading', { name: 'Set Up Your CPF Accounts' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create CPF Accounts' }));
    expect(await screen.findByRole('article', { name: 'Ordinary Account' })).toBeInTheDocument();
    expect(named('CreateCpfAccounts')).toHaveLength(1);
    expect(screen.getAllByTestId('cpf-account-card').map((item) => item.getAttribute('aria-labelledby'))).toEqual([
      'cpf-card-CPF-OA',
      'cpf-card-CPF-SA',
      'cpf-card-CPF-MA',
    ]);
    expect(screen.getByTestId('cpf-summary-total')).toHaveTextContent('$0.00');
    expect(screen.getByText('No CPF activity in the last 6 months yet.')).toBeInTheDocument();
  });

  it('shows balances, the summary total and the activity with signs', async () => {
    const { handlers } = cpfBackend(THREE(), [
      activityItem(1, { description: 'CPF-OA scheduled contribution', source: 'scheduled' }),
      activityItem(2, {
        description: 'CPF-MA withdrawal',
        amount: '-20.50',
        isIncome: false,
        accountType: 'CPF-MA',
        notes: 'Clinic',
      }),
    ]);
    const { named } = renderAssets(handlers, '/assets?tab=cpf');
    await screen.findByRole('article', { name: 'Ordinary Account' });
    expect(card('Ordinary Account').getByTestId('cpf-balance')).toHaveTextContent('$30,000.25');
    expect(card('Special Account').getByTestId('cpf-balance')).toHaveTextContent('$5,889.25');
    expect(card('MediSave Account').getByTestId('cpf-balance')).toHaveTextContent('$10,000.00');
    expect(card('Ordinary Account').getByTestId('contribution-day-value')).toHaveTextContent(/^15th$/);
    expect(card('Ordinary Account').getByTestId('contribution-amount-value')).toHaveTextContent('$100.00');
    expect(card('Ordinary Account').getByTestId('next-contribution')).toHaveTextContent('15 Dec 2026');
    expect(screen.getByTestId('cpf-summary-total')).toHaveTextContent('$45,889.50');
    expect(await screen.findAllByTestId('cpf-activity-amount')).toHaveLength(2);
    expect(screen.getAllByTestId('cpf-activity-amount').map((cell) => cell.textContent)).toEqual([
      '+$100.00',
      '-$20.50',
    ]);
    expect(screen.getByText('Scheduled')).toBeInTheDocument();
    expect(screen.getByText('Clinic')).toBeInTheDocument();
    expect(named('CpfActivity')[0]?.variables).toEqual({ limit: 20 });
    expect(screen.queryByTestId('cpf-activity-note')).not.toBeInTheDocument();
  });

  it('notes when the 20 most recent rows are shown', async () => {
    const rows = Array.from({ length: 25 }, (_item, index) => activityItem(index));
    const { handlers } = cpfBackend(THREE(), rows);
    renderAssets(handlers, '/assets?tab=cpf');
    expect(await screen.findByTestId('cpf-activity-note')).toHaveTextContent('Showing the 20 most recent transactions');
    expect(screen.getAllByTestId('cpf-activity-row')).toHaveLength(20);
  });

  it('asks for day 15 and $100 when switched on, and sends only the switch when off (the server clears both)', async () => {
    const { handlers } = cpfBackend(THREE());
    const { named } = renderAssets(handlers, '/assets?tab=cpf');
    await screen.findByRole('article', { name: 'Special Account' });
    await userEvent.click(screen.getByRole('switch', { name: 'Monthly auto-contribution for Special Account' }));
    await waitFor(() => expect(card('Special Account').getByTestId('contribution-day-value')).toBeInTheDocument());
    expect(named('UpdateRetirementAccount').at(-1)?.variables).toEqual({
      id: 'ra-CPF-SA',
      input: { isAutoContributionEnabled: true, contributionDay: 15, contributionAmount: '100.00' },
    });
    expect(card('Special Account').getByTestId('contribution-day-value')).toHaveTextContent(/^15th$/);
    expect(card('Special Account').getByTestId('contribution-amount-value')).toHaveTextContent('$100.00');

    await userEvent.click(screen.getByRole('switch', { name: 'Monthly auto-contribution for Ordinary Account' }));
    await waitFor(() =>
      expect(card('Ordinary Account').queryByTestId('contribution-day-value')).not.toBeInTheDocument(),
    );
    expect(named('UpdateRetirementAccount').at(-1)?.variables).toEqual({
      id: 'ra-CPF-OA',
      input: { isAutoContributionEnabled: false },
    });
    expect(screen.getByRole('switch', { name: 'Monthly auto-contribution for Ordinary Account' })).not.toBeChecked();
  });

  it('edits the day inline: Enter commits clamped, Escape and Cancel discard, Save commits', async () => {
    const { handlers } = cpfBackend(THREE());
    const { named } = renderAssets(handlers, '/assets?tab=cpf');
    await screen.findByRole('article', { name: 'Ordinary Account' });
    const oa = card('Ordinary Account');

    await userEvent.click(oa.getByRole('button', { name: 'Edit contribution day' }));
    await userEvent.clear(oa.getByRole('spinbutton', { name: 'Contribution day' }));
    await userEvent.type(oa.getByRole('spinbutton', { name: 'Contribution day' }), '20{Escape}');
    expect(oa.queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(oa.getByTestId('contribution-day-value')).toHaveTextContent(/^15th$/);

    await userEvent.click(oa.getByRole('button', { name: 'Edit contribution day' }));
    await userEvent.clear(oa.getByRole('spinbutton', { name: 'Contribution day' }));
    await userEvent.type(oa.getByRole('spinbutton', { name: 'Contribution day' }), '21');
    await userEvent.click(oa.getByRole('button', { name: 'Cancel' }));
    expect(named('UpdateRetirementAccount')).toHaveLength(0);

    await userEvent.click(oa.getByRole('button', { name: 'Edit contribution day' }));
    await userEvent.clear(oa.getByRole('spinbutton', { name: 'Contribution day' }));
    await userEvent.type(oa.getByRole('spinbutton', { name: 'Contribution day' }), '45{Enter}');
    await waitFor(() => expect(oa.getByTestId('contribution-day-value')).toHaveTextContent(/^31st$/));
    expect(named('UpdateRetirementAccount').at(-1)?.variables).toEqual({
      id: 'ra-CPF-OA',
      input: { contributionDay: 31 },
    });

    await userEvent.click(oa.getByRole('button', { name: 'Edit contribution day' }));
    await userEvent.clear(oa.getByRole('spinbutton', { name: 'Contribution day' }));
    await userEvent.type(oa.getByRole('spinbutton', { name: 'Contribution day' }), '0');
    await userEvent.click(oa.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(oa.getByTestId('contribution-day-value')).toHaveTextContent(/^1st$/));
    expect(named('UpdateRetirementAccount').at(-1)?.variables).toEqual({
      id: 'ra-CPF-OA',
      input: { contributionDay: 1 },
    });
    expect(named('UpdateRetirementAccount')).toHaveLength(2);
  });

  it('edits the amount inline, rounds to cents, and warns for 3 s and resets to 1 when not above $0.00', async () => {
    const { handlers } = cpfBackend(THREE());
    fakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const { named } = renderAssets(handlers, '/assets?tab=cpf');
    await act(() => jest.advanceTimersByTimeAsync(10));
    const oa = card('Ordinary Account');

    await user.click(oa.getByRole('button', { name: 'Edit contribution amount' }));
    const input = oa.getByRole('spinbutton', { name: 'Contribution amount' });
    await user.clear(input);
    await user.type(input, '0{Enter}');
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(oa.getByRole('alert')).toHaveTextContent('Contribution amount must be greater than $0.00');
    expect(oa.getByRole('spinbutton', { name: 'Contribution amount' })).toHaveValue(1);
    expect(named('UpdateRetirementAccount')).toHaveLength(0);

    await act(() => jest.advanceTimersByTimeAsync(2_900));
    expect(oa.getByRole('alert')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(200));
    expect(oa.queryByRole('alert')).not.toBeInTheDocument();

    await user.clear(oa.getByRole('spinbutton', { name: 'Contribution amount' }));
    await user.type(oa.getByRole('spinbutton', { name: 'Contribution amount' }), '250.555{Enter}');
    await act(() => jest.advanceTimersByTimeAsync(10));
    expect(named('UpdateRetirementAccount').at(-1)?.variables).toEqual({
      id: 'ra-CPF-OA',
      input: { contributionAmount: '250.56' },
    });
    await act(() => jest.advanceTimersByTimeAsync(10));
    expect(oa.getByTestId('contribution-amount-value')).toHaveTextContent('$250.56');
  });

  it('shows "Failed to update retirement account" when a change fails, clearing it after 5 s', async () => {
    const { handlers, state } = cpfBackend(THREE());
    state.failUpdates = true;
    fakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderAssets(handlers, '/assets?tab=cpf');
    await act(() => jest.advanceTimersByTimeAsync(10));
    await user.click(screen.getByRole('switch', { name: 'Monthly auto-contribution for Special Account' }));
    await act(() => jest.advanceTimersByTimeAsync(10));
    expect(screen.getByText('Failed to update retirement account')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Monthly auto-contribution for Special Account' })).not.toBeChecked();
    await act(() => jest.advanceTimersByTimeAsync(4_900));
    expect(screen.getByText('Failed to update retirement account')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(200));
    expect(screen.queryByText('Failed to update retirement account')).not.toBeInTheDocument();
  });

  it('deletes an account from its card after a confirmation, and keeps it when not confirmed', async () => {
    const { handlers, state } = cpfBackend(THREE());
    const { named } = renderAssets(handlers, '/assets?tab=cpf');
    await screen.findByRole('article', { name: 'Special Account' });
    await userEvent.click(card('Special Account').getByRole('button', { name: 'Delete account: Special Account' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete Special Account?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Keep Account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(named('DeleteRetirementAccount')).toHaveLength(0);

    await userEvent.click(card('Special Account').getByRole('button', { name: 'Delete account: Special Account' }));
    const again = within(await screen.findByRole('dialog', { name: 'Delete Special Account?' }));
    await userEvent.click(again.getByRole('button', { name: 'Delete Account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Special Account' })).not.toBeInTheDocument());
    expect(named('DeleteRetirementAccount').map((call) => call.variables)).toEqual([{ id: 'ra-CPF-SA' }]);
    expect(state.accounts.map((item) => item.accountType).sort()).toEqual(['CPF-MA', 'CPF-OA']);
    expect(screen.getByRole('article', { name: 'Ordinary Account' })).toBeInTheDocument();
    expect(await screen.findByText('Not yet tracked: Special Account.')).toBeInTheDocument();
  });

  it('shows "Failed to delete retirement account" when deleting fails, keeping the card', async () => {
    const { handlers, state } = cpfBackend(THREE());
    state.failDeletes = true;
    renderAssets(handlers, '/assets?tab=cpf');
    await screen.findByRole('article', { name: 'MediSave Account' });
    await userEvent.click(card('MediSave Account').getByRole('button', { name: 'Delete account: MediSave Account' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete MediSave Account?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Delete Account' }));
    expect(await screen.findByText('Failed to delete retirement account')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'MediSave Account' })).toBeInTheDocument();
    expect(state.accounts).toHaveLength(3);
  });

  it('shows the tab message when the CPF accounts cannot load', async () => {
    const { handlers } = cpfBackend(THREE());
    const outage = new Outage();
    renderAssets({ ...handlers, RetirementAccounts: outage.cut(handlers.RetirementAccounts!) }, '/assets?tab=cpf');
    await outage.tryAgainAfter(
      "We couldn't load your CPF information. Please check your internet connection and try again.",
    );
    expect(await screen.findByRole('article', { name: 'Ordinary Account' })).toBeInTheDocument();
  });

  it('shows "Failed to create retirement account" when creating fails, clearing it after 5 s', async () => {
    const { handlers } = cpfBackend();
    fakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const { named } = renderAssets(
      {
        ...handlers,
        CreateCpfAccounts: () => {
          throw new Error('offline');
        },
      },
      '/assets?tab=cpf',
    );
    await act(() => jest.advanceTimersByTimeAsync(10));
    await user.click(screen.getByRole('button', { name: 'Create CPF Accounts' }));
    await act(() => jest.advanceTimersByTimeAsync(10));
    expect(named('CreateCpfAccounts')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to create retirement account');
    // The set-up card stays for another try.
    expect(screen.getByRole('button', { name: 'Create CPF Accounts' })).toBeEnabled();
    await act(() => jest.advanceTimersByTimeAsync(4_900));
    expect(screen.getByText('Failed to create retirement account')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(200));
    expect(screen.queryByText('Failed to create retirement account')).not.toBeInTheDocument();
  });

  it('holds an amount above $999,999.99 at the maximum with a warning, saving nothing', async () => {
    const { handlers } = cpfBackend(THREE());
    const { named } = renderAssets(handlers, '/assets?tab=cpf');
    await screen.findByRole('article', { name: 'Ordinary Account' });
    const oa = card('Ordinary Account');
    await userEvent.click(oa.getByRole('button', { name: 'Edit contribution amount' }));
    await userEvent.clear(oa.getByRole('spinbutton', { name: 'Contribution amount' }));
    await userEvent.type(oa.getByRole('spinbutton', { name: 'Contribution amount' }), '1000000{Enter}');
    expect(await oa.findByRole('alert')).toHaveTextContent('Contribution amount must be at most $999,999.99');
    expect(oa.getByRole('spinbutton', { name: 'Contribution amount' })).toHaveValue(999999.99);
    expect(named('UpdateRetirementAccount')).toHaveLength(0);
    // Enter again saves the maximum the field now shows.
    await userEvent.type(oa.getByRole('spinbutton', { name: 'Contribution amount' }), '{Enter}');
    await waitFor(() => expect(oa.getByTestId('contribution-amount-value')).toHaveTextContent('$999,999.99'));
    expect(named('UpdateRetirementAccount').at(-1)?.variables).toEqual({
      id: 'ra-CPF-OA',
      input: { contributionAmount: '999999.99' },
    });
  });

  it('sends one update for a second Enter while saving, and puts focus back on the pencil', async () => {
    const { handlers } = cpfBackend(THREE());
    let release: () => void = () => undefined;
    const { named } = renderAssets(
      {
        ...handlers,
        UpdateRetirementAccount: async (variables) => {
          await new Promise<void>((resolve) => {
            release = resolve;
          });
          return handlers.UpdateRetirementAccount!(variables);
        },
      },
      '/assets?tab=cpf',
    );
    await screen.findByRole('article', { name: 'Ordinary Account' });
    const oa = card('Ordinary Account');
    await userEvent.click(oa.getByRole('button', { name: 'Edit contribution day' }));
    await userEvent.keyboard('{Escape}');
    expect(oa.getByRole('button', { name: 'Edit contribution day' })).toHaveFocus();

    await userEvent.click(oa.getByRole('button', { name: 'Edit contribution day' }));
    const day = oa.getByRole('spinbutton', { name: 'Contribution day' });
    await userEvent.clear(day);
    await userEvent.type(day, '20{Enter}{Enter}');
    await waitFor(() => expect(named('UpdateRetirementAccount')).toHaveLength(1));
    expect(oa.getByRole('button', { name: 'Save' })).toBeDisabled();
    act(() => release());
    await waitFor(() => expect(oa.getByTestId('contribution-day-value')).toHaveTextContent(/^20th$/));
    expect(oa.getByRole('button', { name: 'Edit contribution day' })).toHaveFocus();
    expect(named('UpdateRetirementAccount')).toHaveLength(1);
  });

  it('keeps the accounts on screen and shows "Failed to fetch retirement accounts" when reading them again fails', async () => {
    const { handlers } = cpfBackend(THREE());
    let fail = false;
    renderAssets(
      {
        ...handlers,
        RetirementAccounts: failingWhile(() => fail, handlers.RetirementAccounts!),
      },
      '/assets?tab=cpf',
    );
    await screen.findByRole('article', { name: 'MediSave Account' });
    fail = true;
    await userEvent.click(card('MediSave Account').getByRole('button', { name: 'Update Balance' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Update MediSave Account Balance' }));
    await userEvent.type(dialog.getByRole('spinbutton', { name: 'New Balance' }), '10500');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Notes' }), 'Statement');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Failed to fetch retirement accounts')).toBeInTheDocument();
    expect(card('MediSave Account').getByTestId('cpf-balance')).toHaveTextContent('$10,500.00');
    expect(screen.queryByText(/couldn't load your CPF information/)).not.toBeInTheDocument();
  });

  it('says so when the activity cannot load, and tries again', async () => {
    const { handlers } = cpfBackend(THREE(), [activityItem(1)]);
    const outage = new Outage();
    renderAssets({ ...handlers, CpfActivity: outage.cut(handlers.CpfActivity!) }, '/assets?tab=cpf');
    await outage.tryAgainAfter('Failed to load CPF transaction history');
    expect(await screen.findByRole('listitem', { name: 'CPF-OA contribution 1' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load CPF transaction history')).not.toBeInTheDocument();
  });
});

describe('balance update modal', () => {
  const openModal = async (name: string) => {
    await userEvent.click(card(name).getByRole('button', { name: 'Update Balance' }));
    return within(await screen.findByRole('dialog', { name: `Update ${name} Balance` }));
  };

  it('shows each validation message before calling, then adds a contribution and refreshes the card and activity', async () => {
    const { handlers } = cpfBackend(THREE());
    const { named } = renderAssets(handlers, '/assets?tab=cpf');
    await screen.findByRole('article', { name: 'Special Account' });
    const dialog = await openModal('Special Account');
    expect(dialog.getByTestId('balance-dialog-current')).toHaveTextContent('$5,889.25');
    const save = () => userEvent.click(dialog.getByRole('button', { name: 'Save' }));

    await save();
    expect(dialog.getByRole('alert')).toHaveTextContent('Please enter a valid new balance');
    await userEvent.type(dialog.getByRole('spinbutton', { name: 'New Balance' }), '5889.25');
    await save();
    expect(dialog.getByRole('alert')).toHaveTextContent('New balance must be different from current balance');
    await userEvent.clear(dialog.getByRole('spinbutton', { name: 'New Balance' }));
    await userEvent.type(dialog.getByRole('spinbutton', { name: 'New Balance' }), '6000');
    await save();
    expect(dialog.getByRole('alert')).toHaveTextContent('Please add notes describing this transaction');

    await userEvent.click(dialog.getByRole('button', { name: 'Add transaction' }));
    await save();
    expect(dialog.getByRole('alert')).toHaveTextContent('Please enter a valid amount');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Notes' }), 'Top-up');
    fireEvent.mouseDown(dialog.getByRole('combobox', { name: 'Transaction Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Withdrawal (expense)' }));
    await userEvent.type(dialog.getByRole('spinbutton', { name: 'Amount' }), '6000');
    await save();
    expect(dialog.getByRole('alert')).toHaveTextContent('Transaction would result in negative balance');
    expect(named('UpdateCpfBalance')).toHaveLength(0);

    fireEvent.mouseDown(dialog.getByRole('combobox', { name: 'Transaction Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Contribution (income)' }));
    await userEvent.clear(dialog.getByRole('spinbutton', { name: 'Amount' }));
    await userEvent.type(dialog.getByRole('spinbutton', { name: 'Amount' }), '110.754');
    expect(dialog.getByTestId('balance-preview')).toHaveTextContent('$6,000.00');
    await save();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(named('UpdateCpfBalance')).toEqual([
      {
        name: 'UpdateCpfBalance',
        variables: {
          input: {
            accountId: 'ra-CPF-SA',
            mode: 'add_transaction',
            amount: '110.75',
            transactionType: 'contribution',
            notes: 'Top-up',
          },
        },
      },
    ]);
    await waitFor(() => expect(card('Special Account').getByTestId('cpf-balance')).toHaveTextContent('$6,000.00'));
    expect(await screen.findByRole('listitem', { name: 'CPF-SA contribution' })).toBeInTheDocument();
    expect(named('CpfActivity').length).toBeGreaterThanOrEqual(2);
    expect(named('RetirementAccounts').length).toBeGreaterThanOrEqual(2);
  });

  it('closes with no save error when the save succeeded but reading the activity again fails', async () => {
    const { handlers } = cpfBackend(THREE(), [activityItem(1)]);
    let failActivity = false;
    const { named } = renderAssets(
      {
        ...handlers,
        CpfActivity: (variables) => {
          if (failActivity) throw new Error('offline');
          return handlers.CpfActivity!(variables);
        },
      },
      '/assets?tab=cpf',
    );
    await screen.findByRole('listitem', { name: 'CPF-OA contribution 1' });
    failActivity = true;
    const dialog = await openModal('Special Account');
    await userEvent.click(dialog.getByRole('button', { name: 'Add transaction' }));
    await userEvent.type(dialog.getByRole('spinbutton', { name: 'Amount' }), '500');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Notes' }), 'Employer');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Failed to save transaction')).not.toBeInTheDocument();
    expect(named('UpdateCpfBalance')).toHaveLength(1);
    expect(card('Special Account').getByTestId('cpf-balance')).toHaveTextContent('$6,389.25');
    // The read failure is said where it happened, with a retry.
    expect(await screen.findByText('Failed to load CPF transaction history')).toBeInTheDocument();
    failActivity = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('listitem', { name: 'CPF-SA contribution' })).toBeInTheDocument();
  });

  it('says up front, on the tab, the cards and the dialog, that balance updates need a bank account', async () => {
    const { state, handlers } = cpfBackend(THREE());
    state.recording = null;
    const { named } = renderAssets(handlers, '/assets?tab=cpf');
    await screen.findByRole('article', { name: 'MediSave Account' });
    expect(
      await screen.findByText(/recorded as transactions in a Singapore-dollar bank or savings account/),
    ).toBeInTheDocument();
    expect(
      card('MediSave Account').getByText('Balance updates need a bank or savings account first.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Upload a statement' })[0]).toHaveAttribute('href', '/settings');
    const dialog = await openModal('MediSave Account');
    expect(dialog.getByText(/you have\s+none yet/)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(named('UpdateCpfBalance')).toHaveLength(0);
  });

  it('says "Failed to load account data" when the bank account it records in cannot be read, and reads it again', async () => {
    const { handlers } = cpfBackend(THREE());
    let fail = true;
    renderAssets(
      {
        ...handlers,
        CpfRecordingAccount: failingWhile(() => fail, handlers.CpfRecordingAccount!),
      },
      '/assets?tab=cpf',
    );
    await screen.findByRole('article', { name: 'MediSave Account' });
    const dialog = await openModal('MediSave Account');
    expect(await dialog.findByText('Failed to load account data')).toBeInTheDocument();
    fail = false;
    await userEvent.click(dialog.getByRole('button', { name: 'Try Again' }));
    expect(await dialog.findByText('Recorded as a transaction in POSB Everyday.')).toBeInTheDocument();
    expect(dialog.queryByText('Failed to load account data')).not.toBeInTheDocument();
  });

  it('names the bank account a balance update is recorded in', async () => {
    const { handlers } = cpfBackend(THREE());
    renderAssets(handlers, '/assets?tab=cpf');
    await screen.findByRole('article', { name: 'MediSave Account' });
    const dialog = await openModal('MediSave Account');
    expect(await dialog.findByText('Recorded as a transaction in POSB Everyday.')).toBeInTheDocument();
    expect(screen.queryByText(/you have\s+none yet/)).not.toBeInTheDocument();
  });

  it('sets a new balance, and shows the server detail or "Failed to save transaction" when saving fails', async () => {
    const { handlers } = cpfBackend(THREE());
    let answer: unknown = new GraphQLFailure('No bank account found to record transaction', 'BAD_USER_INPUT');
    const { named } = renderAssets(
      { ...handlers, UpdateCpfBalance: () => (answer instanceof Error ? Promise.reject(answer) : answer) },
      '/assets?tab=cpf',
    );
    await screen.findByRole('article', { name: 'MediSave Account' });
    const dialog = await openModal('MediSave Account');
    await userEvent.type(dialog.getByRole('spinbutton', { name: 'New Balance' }), '12000.5');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Notes' }), 'Annual statement');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('No bank account found to record transaction');
    expect(named('UpdateCpfBalance').at(-1)?.variables).toEqual({
      input: { accountId: 'ra-CPF-MA', mode: 'set_balance', newBalance: '12000.50', notes: 'Annual statement' },
    });

    answer = new Error('socket hang up');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent('Failed to save transaction'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
