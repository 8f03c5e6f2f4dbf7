import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ApolloProvider } from '@apollo/client/react';
import { stubServer, type Handler } from '../../test/stub-server';
import { filtersFromLink, toFilterInput } from '../transactions/transactions-model';
import { AskGnomePanel } from './AskGnomePanel';
import { GnomeTipsCard } from './GnomeTipsCard';
import { RecurringPage } from './RecurringPage';
import { DISMISSED_TIPS_KEY, GNOME_MESSAGES } from './gnome-model';

const tip = (id: string, headline: string, link = '/transactions?search=X') => ({
  __typename: 'Insight',
  id,
  kind: 'duplicate_charge',
  headline,
  figures: [],
  transactionIds: [],
  link,
  date: null,
});

const TIPS = [
  tip(
    'duplicate_charge:a:b',
    'Possible double charge: Courts S$259.00 twice',
    '/transactions?search=COURTS&start=2026-06-10&end=2026-06-12',
  ),
  tip('budget_overrun:b1:2026-06-01', 'At this pace your monthly Groceries budget runs out on 24 Jun 2026'),
  tip('price_increase:s1:2026-05-15', 'Spotify went up from S$10.98 to S$11.98'),
  tip('new_recurring:s2', 'New monthly payment: Anytime Fitness'),
];

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderWith(handlers: Record<string, Handler>, element: React.ReactNode, path = '/dashboard') {
  const server = stubServer(handlers);
  render(
    <ApolloProvider client={server.client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </ApolloProvider>,
  );
  return server;
}

afterEach(() => localStorage.clear());

describe('Garden Gnome Tips card', () => {
  it('shows a loading state, then the top three tips, each linking to its transactions', async () => {
    renderWith({ GnomeInsights: () => ({ insights: TIPS }) }, <GnomeTipsCard />);
    expect(screen.getByLabelText('Loading tips')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Tips' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Possible double charge'),
      expect.stringContaining('Groceries budget'),
      expect.stringContaining('Spotify went up'),
    ]);
    await userEvent.click(within(list).getAllByRole('link', { name: 'See details' })[0] as HTMLElement);
    expect(screen.getByTestId('where')).toHaveTextContent(
      '/transactions?search=COURTS&start=2026-06-10&end=2026-06-12',
    );
  });

  it('dismisses a tip, brings up the next one and remembers it', async () => {
    renderWith({ GnomeInsights: () => ({ insights: TIPS }) }, <GnomeTipsCard />);
    await userEvent.click(await screen.findByRole('button', { name: /Dismiss tip: Possible double charge/ }));
    expect(screen.queryByText(/Possible double charge/)).not.toBeInTheDocument();
    expect(screen.getByText('New monthly payment: Anytime Fitness')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(DISMISSED_TIPS_KEY) ?? '[]')).toEqual(['duplicate_charge:a:b']);
  });

  it('says when there is nothing to tell, and when tips could not be fetched', async () => {
    renderWith({ GnomeInsights: () => ({ insights: [] }) }, <GnomeTipsCard />);
    expect(await screen.findByText(GNOME_MESSAGES.noTips)).toBeInTheDocument();
  });

  it('offers to try again when the tips fail to load', async () => {
    let calls = 0;
    renderWith(
      {
        GnomeInsights: () => {
          calls += 1;
          if (calls === 1) throw new Error('offline');
          return { insights: TIPS.slice(0, 1) };
        },
      },
      <GnomeTipsCard />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(GNOME_MESSAGES.tipsFailed);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Possible double charge/)).toBeInTheDocument();
  });
});

describe('Ask the Gnome panel', () => {
  it('asks a suggested question and shows the answer, its figures and a link to the transactions', async () => {
    const onClose = jest.fn();
    const server = renderWith(
      {
        AskGnome: (variables) => ({
          askGnome: {
            __typename: 'ChatAnswer',
            answer: `You spent S$412.50 on Food & Dining last month (31 transactions). [${String(variables.message)}]`,
            figures: [{ __typename: 'AssistantFigure', label: 'Spent last month', amount: '412.50', currency: 'SGD' }],
            query: {
              __typename: 'ChatQuery',
              intent: 'spending',
              period: { __typename: 'ChatPeriod', label: 'last month', startDate: '2026-05-01', endDate: '2026-05-31' },
            },
            link: '/transactions?category=food&start=2026-05-01&end=2026-05-31&type=expenses',
            examples: [],
          },
        }),
      },
      <AskGnomePanel open onClose={onClose} />,
    );
    const panel = screen.getByRole('region', { name: 'Ask the Gnome' });
    await userEvent.click(within(panel).getByRole('button', { name: 'How much did I spend on food last month?' }));
    const answer = await screen.findByTestId('gnome-answer');
    expect(answer).toHaveTextContent('You spent S$412.50 on Food & Dining last month (31 transactions).');
    expect(within(answer).getByText('Spent last month')).toBeInTheDocument();
    expect(within(answer).getByText('$412.50')).toBeInTheDocument();
    expect(server.named('AskGnome')[0]?.variables).toEqual({ message: 'How much did I spend on food last month?' });
    await userEvent.click(within(answer).getByRole('link', { name: 'See these transactions' }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByTestId('where')).toHaveTextContent(
      '/transactions?category=food&start=2026-05-01&end=2026-05-31&type=expenses',
    );
  });

  it('sends a typed question and shows the fallback with no link', async () => {
    const server = renderWith(
      {
        AskGnome: () => ({
          askGnome: {
            __typename: 'ChatAnswer',
            answer: "I can't answer that yet. Try one of these: ...",
            figures: [],
            query: null,
            link: null,
            examples: ['What is my net worth?'],
          },
        }),
      },
      <AskGnomePanel open onClose={() => undefined} />,
    );
    const ask = screen.getByRole('button', { name: 'Ask' });
    expect(ask).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Your question'), 'Tell me a joke');
    await userEvent.click(ask);
    expect(await screen.findByTestId('gnome-answer')).toHaveTextContent("I can't answer that yet.");
    expect(screen.queryByRole('link', { name: 'See these transactions' })).not.toBeInTheDocument();
    expect(server.named('AskGnome')[0]?.variables).toEqual({ message: 'Tell me a joke' });
  });
});

const series = (id: string, merchant: string, status: string, yearlyCost: string) => ({
  __typename: 'RecurringSeries',
  id,
  merchant,
  category: 'Entertainment',
  cadence: 'monthly',
  typicalAmount: '17.98',
  currency: 'SGD',
  lastDate: '2026-06-13',
  nextExpectedDate: '2026-07-13',
  yearlyCost,
  monthlyCost: '17.98',
  occurrences: 6,
  isSubscription: true,
  status,
  priceChanges: [{ __typename: 'RecurringPriceChange', date: '2026-04-15', from: '15.98', to: '17.98' }],
});

describe('Recurring payments page', () => {
  it('lists the series with monthly and yearly totals and confirms one', async () => {
    const server = renderWith(
      {
        RecurringPayments: () => ({
          recurringPayments: {
            __typename: 'RecurringPayments',
            series: [series('s1', 'Netflix', 'detected', '215.76')],
            totals: [{ __typename: 'RecurringTotal', currency: 'SGD', monthlyCost: '17.98', yearlyCost: '215.76' }],
          },
        }),
        SetRecurringStatus: (variables) => ({
          setRecurringStatus: series(String(variables.id), 'Netflix', String(variables.status), '215.76'),
        }),
      },
      <RecurringPage />,
      '/recurring',
    );
    const netflix = await screen.findByRole('article', { name: 'Netflix' });
    expect(screen.getByTestId('monthly-SGD')).toHaveTextContent('$17.98');
    expect(screen.getByTestId('yearly-SGD')).toHaveTextContent('$215.76 a year');
    expect(within(netflix).getByText('Found')).toBeInTheDocument();
    expect(within(netflix).getByText(/Price went up from \$15.98 to \$17.98 on 15 Apr 2026/)).toBeInTheDocument();
    await userEvent.click(within(netflix).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(within(netflix).getByText('Confirmed')).toBeInTheDocument());
    expect(server.named('SetRecurringStatus')[0]?.variables).toEqual({ id: 's1', status: 'confirmed' });
    expect(within(netflix).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  });

  it('says when nothing recurring has been found', async () => {
    renderWith(
      { RecurringPayments: () => ({ recurringPayments: { __typename: 'RecurringPayments', series: [], totals: [] } }) },
      <RecurringPage />,
      '/recurring',
    );
    expect(await screen.findByText(GNOME_MESSAGES.noRecurring)).toBeInTheDocument();
  });
});

describe('links into the Transaction Garden', () => {
  it('read the category, account, search, days and type a link sets, and ignore malformed days', () => {
    const filters = filtersFromLink(
      new URLSearchParams('category=c1&account=a1&search=GRAB&start=2026-05-01&end=2026-05-31&type=expenses'),
    );
    expect(toFilterInput(filters)).toEqual({
      datePreset: 'all',
      type: 'expenses',
      categoryId: 'c1',
      accountId: 'a1',
      search: 'GRAB',
      startDate: '2026-05-01',
      endDate: '2026-05-31',
    });
    expect(toFilterInput(filtersFromLink(new URLSearchParams('start=yesterday&type=bogus')))).toEqual({
      datePreset: 'all',
      type: 'all',
    });
  });
});
