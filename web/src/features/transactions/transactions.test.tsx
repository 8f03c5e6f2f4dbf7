import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ApolloProvider } from '@apollo/client/react';
import { stubServer, type Handler, type Variables } from '../../test/stub-server';
import { TransactionsPage } from './TransactionsPage';
import { ToastProvider } from '../../shared/Toast';
import {
  displayAmount,
  formatDateHeading,
  groupByDate,
  hasMoreAfter,
  shortenNotes,
  similarityLabel,
  type TransactionItem,
} from './transactions-model';
import { SCROLL_OPTIONS } from './useInfiniteScroll';

const CATEGORIES = [
  { __typename: 'Category', id: 'cat-food', name: 'Food & Dining', icon: '🍜', color: '#F97316' },
  { __typename: 'Category', id: 'cat-transport', name: 'Transport', icon: '🚇', color: '#3B82F6' },
  { __typename: 'Category', id: 'cat-salary', name: 'Salary & Income', icon: '💰', color: '#22C55E' },
];
const ACCOUNTS = [
  {
    __typename: 'TransactionAccount',
    id: 'acc-1',
    name: 'OCBC 365 Credit Card',
    institution: 'OCBC',
    accountType: 'credit',
    last4: '1234',
  },
];

function txn(index: number, patch: Partial<TransactionItem> = {}): TransactionItem & { __typename: string } {
  const day = 28 - (index % 28);
  return {
    __typename: 'Transaction',
    id: `t-${index}`,
    date: `2024-03-${String(day).padStart(2, '0')}`,
    description: `KOPI STALL ${index}`,
    merchantName: `KOPI STALL ${index}`,
    amount: `-${index + 1}.05`,
    isIncome: false,
    currency: 'SGD',
    notes: null,
    categoryId: 'cat-food',
    categoryName: 'Food & Dining',
    categoryIcon: '🍜',
    categoryColor: '#F97316',
    categorySource: 'knowledge_base',
    categoryConfidence: 1,
    accountId: 'acc-1',
    accountName: 'OCBC 365 Credit Card',
    ...patch,
  };
}

// ---------- IntersectionObserver stand-in: tests decide when the end of the list is in view ----------

const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; active: boolean }[] = [];
class FakeIntersectionObserver {
  private readonly entry: (typeof observers)[number];
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.entry = { callback, options, active: true };
    observers.push(this.entry);
  }
  observe() {}
  unobserve() {}
  disconnect() {
    this.entry.active = false;
  }
  takeRecords() {
    return [];
  }
}
const scrollToEnd = () =>
  act(() => {
    for (const observer of observers.filter((candidate) => candidate.active))
      observer.callback(
        [{ isIntersecting: true } as IntersectionObserverEntry],
        observer as unknown as IntersectionObserver,
      );
  });

beforeAll(() => Object.assign(globalThis, { IntersectionObserver: FakeIntersectionObserver }));
beforeEach(() => {
  observers.length = 0;
});

function SettingsProbe() {
  const location = useLocation();
  return <div data-testid="settings-state">{JSON.stringify(location.state)}</div>;
}

function renderPage(handlers: Record<string, Handler>) {
  const server = stubServer({
    TransactionCategories: () => ({ categories: CATEGORIES }),
    TransactionFilterOptions: () => ({ transactionAccounts: ACCOUNTS }),
    ...handlers,
  });
  render(
    <ApolloProvider client={server.client}>
      <ToastProvider>
        <MemoryRouter initialEntries={['/transactions']}>
          <Routes>
            <Route path="/transactions" element={<TransactionsPage />} />
            <Route path="/settings" element={<SettingsProbe />} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </ApolloProvider>,
  );
  return server;
}

const pageOf = (variables: Variables, all: TransactionItem[]) => {
  const skip = Number(variables.skip);
  const limit = Number(variables.limit);
  return { transactions: all.slice(skip, skip + limit) };
};

// ---------- pure rules ----------

describe('list rules', () => {
  it('groups by formatted calendar date, newest first, keeping the order within a day', () => {
    const groups = groupByDate([
      txn(1, { date: '2023-07-03' }),
      txn(2, { date: '2023-08-01' }),
      txn(3, { date: '2023-07-03' }),
    ]);
    expect(groups.map((group) => group.label)).toEqual(['Tuesday, 1 August 2023', 'Monday, 3 July 2023']);
    expect(groups[1]?.items.map((item) => item.id)).toEqual(['t-1', 't-3']);
    expect(formatDateHeading('2024-02-29')).toBe('Thursday, 29 February 2024');
  });

  it('shortens notes over 30 characters with an ellipsis and leaves 30 alone', () => {
    expect(shortenNotes('a'.repeat(30))).toBe('a'.repeat(30));
    expect(shortenNotes('Dinner with the gardening club at Tiong Bahru')).toBe('Dinner with the gardening club…');
  });

  it('formats amounts exactly from the decimal strings, money out as expense', () => {
    expect(displayAmount({ amount: '-1234567.89', currency: 'SGD', isIncome: false })).toEqual({
      text: '-$1,234,567.89',
      expense: true,
    });
    expect(displayAmount({ amount: '0.30', currency: 'SGD', isIncome: true })).toEqual({
      text: '+$0.30',
      expense: false,
    });
    expect(displayAmount({ amount: '-0.1', currency: 'USD', isIncome: false }).text).toBe('-US$0.10');
  });

  it('stops paging after a page shorter than 20 and labels similar items', () => {
    expect(hasMoreAfter(20)).toBe(true);
    expect(hasMoreAfter(19)).toBe(false);
    expect(similarityLabel({ reason: 'merchant_match', score: 100 })).toBe('Same Merchant');
    expect(similarityLabel({ reason: 'text_similarity', score: 87 })).toBe('87% similar');
  });
});

// ---------- the page ----------

describe('Transaction Garden list', () => {
  it('loads 20 at a time on scroll (100px margin, 0.1 threshold) and stops after a short page', async () => {
    const all = Array.from({ length: 25 }, (_, index) => txn(index));
    const server = renderPage({ TransactionsPage: (variables) => pageOf(variables, all) });
    expect(await screen.findByText('KOPI STALL 0')).toBeInTheDocument();
    expect(screen.getAllByTestId('transaction-row')).toHaveLength(20);
    expect(server.named('TransactionsPage')[0]?.variables).toMatchObject({ skip: 0, limit: 20 });
    expect(observers.at(-1)?.options).toEqual(SCROLL_OPTIONS);
    expect(SCROLL_OPTIONS).toEqual({ rootMargin: '100px', threshold: 0.1 });

    scrollToEnd();
    expect(await screen.findByText('KOPI STALL 24')).toBeInTheDocument();
    expect(server.named('TransactionsPage')[1]?.variables).toMatchObject({ skip: 20, limit: 20 });
    expect(screen.getAllByTestId('transaction-row')).toHaveLength(25);
    expect(screen.getByText(/every transaction in this patch/)).toBeInTheDocument();

    scrollToEnd();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.named('TransactionsPage')).toHaveLength(2);
  });

  it('shows date headings newest first, shortened notes and signed amounts', async () => {
    renderPage({
      TransactionsPage: () => ({
        transactions: [
          txn(1, { date: '2024-03-05', notes: 'Team lunch after the big garden clean-up day' }),
          txn(2, { date: '2024-03-04', amount: '5000.00', isIncome: true, description: 'SALARY MARCH' }),
        ],
      }),
    });
    const first = await screen.findByRole('region', { name: 'Tuesday, 5 March 2024' });
    expect(within(first).getByText('📝 Team lunch after the big garde…')).toBeInTheDocument();
    expect(within(first).getByText('-$2.05')).toBeInTheDocument();
    const second = screen.getByRole('region', { name: 'Monday, 4 March 2024' });
    expect(within(second).getByText('+$5,000.00')).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['🌿 Tuesday, 5 March 2024', '🌿 Monday, 4 March 2024']);
  });

  it('reloads from the first page on a filter change and searches on Enter or the Search button', async () => {
    const user = userEvent.setup();
    const all = Array.from({ length: 30 }, (_, index) => txn(index));
    const server = renderPage({ TransactionsPage: (variables) => pageOf(variables, all) });
    await screen.findByText('KOPI STALL 0');
    scrollToEnd();
    await screen.findByText('KOPI STALL 29');

    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Expenses' }));
    await waitFor(() => expect(server.named('TransactionsPage')).toHaveLength(3));
    expect(server.named('TransactionsPage')[2]?.variables).toEqual({
      filter: { datePreset: 'all', type: 'expenses' },
      skip: 0,
      limit: 20,
    });

    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: '🚇 Transport' }));
    await waitFor(() => expect(server.named('TransactionsPage')).toHaveLength(4));
    expect(server.named('TransactionsPage')[3]?.variables).toMatchObject({
      filter: { type: 'expenses', categoryId: 'cat-transport' },
      skip: 0,
    });

    const search = screen.getByRole('textbox', { name: 'Search transactions' });
    await user.type(search, 'kopi');
    expect(server.named('TransactionsPage')).toHaveLength(4);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(server.named('TransactionsPage')).toHaveLength(5));
    expect(server.named('TransactionsPage')[4]?.variables).toMatchObject({ filter: { search: 'kopi' }, skip: 0 });

    await user.clear(search);
    await user.type(search, 'grab');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(server.named('TransactionsPage')).toHaveLength(6));
    expect(server.named('TransactionsPage')[5]?.variables).toMatchObject({ filter: { search: 'grab' } });
  });

  it('says No Matching Transactions Found when filters are active and nothing matches', async () => {
    const user = userEvent.setup();
    renderPage({
      TransactionsPage: (variables) =>
        (variables.filter as { accountId?: string }).accountId ? { transactions: [] } : { transactions: [txn(1)] },
    });
    await screen.findByText('KOPI STALL 1');
    await user.click(screen.getByRole('combobox', { name: 'Account' }));
    await user.click(await screen.findByRole('option', { name: 'OCBC 365 Credit Card ••1234' }));
    expect(await screen.findByText('No Matching Transactions Found')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear Filters' })[0]!);
    expect(await screen.findByText('KOPI STALL 1')).toBeInTheDocument();
  });

  it('invites a first upload without filters, opening the Bank Statements upload in settings', async () => {
    const user = userEvent.setup();
    renderPage({ TransactionsPage: () => ({ transactions: [] }) });
    await user.click(await screen.findByRole('button', { name: 'Plant Your First Statements' }));
    expect(JSON.parse(screen.getByTestId('settings-state').textContent ?? '')).toEqual({
      tab: 'bank_statements',
      showPdfUpload: true,
    });
  });

  it('shows the error state and tries again on Try Watering Again', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderPage({
      TransactionsPage: () => {
        if (fail) throw new Error('network down');
        return { transactions: [txn(3)] };
      },
    });
    expect(await screen.findByText('Failed to load data. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Garden' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Watering Again' }));
    expect(await screen.findByText('KOPI STALL 3')).toBeInTheDocument();
  });
});

// ---------- dialogs ----------

const openRowAction = async (description: string, action: string) => {
  const row = await screen.findByRole('listitem', { name: description });
  fireEvent.click(within(row).getByRole('button', { name: action }));
};

const similarAnswer = (original: TransactionItem) => ({
  similarTransactions: {
    __typename: 'SimilarTransactions',
    original: { ...original, __typename: 'Transaction' },
    items: [
      {
        __typename: 'SimilarTransaction',
        score: 100,
        reason: 'merchant_match',
        transaction: txn(5, { date: '2024-02-02' }),
      },
      {
        __typename: 'SimilarTransaction',
        score: 85,
        reason: 'text_similarity',
        transaction: txn(6, { date: '2024-01-15' }),
      },
    ],
  },
});

describe('delete dialog', () => {
  it('goes options -> loading -> preview, validates the selection and deletes the chosen ones', async () => {
    const user = userEvent.setup();
    const original = txn(1);
    let answerSimilar = () => {};
    const gate = new Promise<void>((resolve) => {
      answerSimilar = resolve;
    });
    const server = renderPage({
      TransactionsPage: () => ({ transactions: [original] }),
      SimilarTransactions: () => gate.then(() => similarAnswer(original)),
      DeleteTransactionsUndoable: (variables) => ({
        deleteTransactionsUndoable: {
          __typename: 'DeleteOutcome',
          deletedCount: (variables.ids as string[]).length,
          undoToken: 'undo-1',
        },
      }),
      UndoDeleteTransactions: () => ({ undoDeleteTransactions: 2 }),
    });
    await openRowAction('KOPI STALL 1', 'Delete transaction');
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Find Similar Transactions' }));
    expect(within(dialog).getByText('Looking for similar transactions…')).toBeInTheDocument();
    answerSimilar();
    expect(await within(dialog).findByText('Same Merchant')).toBeInTheDocument();
    expect(within(dialog).getByText('85% similar')).toBeInTheDocument();
    expect(server.named('SimilarTransactions')[0]?.variables).toEqual({ id: 't-1', threshold: 80 });

    // Back returns to the options; the preview can be reached again.
    await user.click(within(dialog).getByRole('button', { name: 'Back to Options' }));
    expect(within(dialog).getByRole('button', { name: 'Delete This Transaction' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Find Similar Transactions' }));
    await within(dialog).findByText('Same Merchant');

    for (const box of within(dialog).getAllByRole('checkbox')) await user.click(box);
    await user.click(within(dialog).getByRole('button', { name: 'Delete 0 Selected' }));
    expect(within(dialog).getByText('Please select at least one transaction to delete.')).toBeInTheDocument();
    expect(server.named('DeleteTransactionsUndoable')).toHaveLength(0);

    await user.click(within(dialog).getByRole('checkbox', { name: 'Select KOPI STALL 1 on 2024-03-27' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Select KOPI STALL 6 on 2024-01-15' }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete 2 Selected' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.named('DeleteTransactionsUndoable')[0]?.variables).toEqual({ ids: ['t-1', 't-6'] });
    // Success refreshes the list from the first page.
    expect(server.named('TransactionsPage').length).toBeGreaterThanOrEqual(2);
    // A toast says what went, with Undo: it brings them back and says so.
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Deleted 2 transactions');
    const reads = server.named('TransactionsPage').length;
    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Restored 2 transactions')).toBeInTheDocument();
    expect(server.named('UndoDeleteTransactions')[0]?.variables).toEqual({ undoToken: 'undo-1' });
    expect(server.named('TransactionsPage').length).toBeGreaterThan(reads);
  });

  it('reports failures in the spec words', async () => {
    const user = userEvent.setup();
    renderPage({
      TransactionsPage: () => ({ transactions: [txn(1)] }),
      SimilarTransactions: () => {
        throw new Error('down');
      },
      DeleteTransactionsUndoable: () => {
        throw new Error('down');
      },
    });
    await openRowAction('KOPI STALL 1', 'Delete transaction');
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Find Similar Transactions' }));
    expect(
      await within(dialog).findByText('Failed to find similar transactions. Please try again.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete This Transaction' }));
    expect(await within(dialog).findByText('Failed to delete transaction. Please try again.')).toBeInTheDocument();
  });
});

describe('recategorize dialog', () => {
  it('needs a different category, validates the selection and recategorizes the chosen ones', async () => {
    const user = userEvent.setup();
    const original = txn(1);
    const server = renderPage({
      TransactionsPage: () => ({ transactions: [original] }),
      SimilarTransactions: () => similarAnswer(original),
      RecategorizeTransactionsUndoable: () => {
        throw new Error('down');
      },
    });
    await openRowAction('KOPI STALL 1', 'Recategorize transaction');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Recategorize' })).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: 'New Category' }));
    expect(await screen.findByRole('option', { name: '🍜 Food & Dining' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('option', { name: '🚇 Transport' }));
    await user.click(within(dialog).getByRole('button', { name: 'Find Similar Transactions' }));
    await within(dialog).findByText('Same Merchant');
    for (const box of within(dialog).getAllByRole('checkbox')) await user.click(box);
    await user.click(within(dialog).getByRole('button', { name: 'Recategorize 0 Selected' }));
    expect(within(dialog).getByText('Please select at least one transaction to recategorize.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Select KOPI STALL 5 on 2024-02-02' }));
    await user.click(within(dialog).getByRole('button', { name: 'Recategorize 1 Selected' }));
    expect(
      await within(dialog).findByText('Failed to recategorize transactions. Please try again.'),
    ).toBeInTheDocument();
    expect(server.named('RecategorizeTransactionsUndoable')[0]?.variables).toEqual({
      ids: ['t-5'],
      categoryId: 'cat-transport',
    });
  });

  it('applies to all from the merchant through recategorizeMerchant and closes on success', async () => {
    const user = userEvent.setup();
    const server = renderPage({
      TransactionsPage: () => ({ transactions: [txn(1)] }),
      RecategorizeMerchantUndoable: () => ({
        recategorizeMerchantUndoable: {
          __typename: 'RecategorizeOutcome',
          updatedCount: 3,
          previous: [
            {
              __typename: 'PreviousCategory',
              id: 't-1',
              categoryId: 'cat-food',
              categorySource: 'knowledge_base',
              categoryConfidence: 0.87,
              categoryLocked: false,
            },
            {
              __typename: 'PreviousCategory',
              id: 't-2',
              categoryId: null,
              categorySource: 'default',
              categoryConfidence: null,
              categoryLocked: false,
            },
            {
              __typename: 'PreviousCategory',
              id: 't-3',
              categoryId: 'cat-food',
              categorySource: 'user',
              categoryConfidence: null,
              categoryLocked: true,
            },
          ],
          merchantRule: { __typename: 'MerchantRuleChange', merchantKey: 'kopi stall', previousCategoryId: null },
        },
      }),
      UndoRecategorize: () => ({ undoRecategorize: 3 }),
    });
    await openRowAction('KOPI STALL 1', 'Recategorize transaction');
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'New Category' }));
    await user.click(await screen.findByRole('option', { name: '🚇 Transport' }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Apply to all from this merchant/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Recategorize All from Merchant' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent(
      'Moved 3 transactions to 🚇 Transport, and will file this merchant there from now on',
    );
    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Category change undone')).toBeInTheDocument();
    expect(server.named('UndoRecategorize')[0]?.variables).toEqual({
      input: {
        previous: [
          {
            id: 't-1',
            categoryId: 'cat-food',
            categorySource: 'knowledge_base',
            categoryConfidence: 0.87,
            categoryLocked: false,
          },
          { id: 't-2', categoryId: null, categorySource: 'default', categoryConfidence: null, categoryLocked: false },
          { id: 't-3', categoryId: 'cat-food', categorySource: 'user', categoryConfidence: null, categoryLocked: true },
        ],
        merchantRule: { merchantKey: 'kopi stall', previousCategoryId: null },
      },
    });
    expect(server.named('RecategorizeMerchantUndoable')[0]?.variables).toEqual({
      transactionId: 't-1',
      categoryId: 'cat-transport',
      applyToAllFromMerchant: true,
    });
  });
});

describe('edit dialog', () => {
  it('loads the details, locks the account and saves the edited fields', async () => {
    const user = userEvent.setup();
    const original = txn(1, { notes: 'old note' });
    const server = renderPage({
      TransactionsPage: () => ({ transactions: [original] }),
      TransactionDetails: () => ({ transaction: original }),
      UpdateTransaction: () => ({ updateTransaction: original }),
    });
    await openRowAction('KOPI STALL 1', 'Edit transaction');
    const dialog = await screen.findByRole('dialog');
    const amount = await within(dialog).findByRole('spinbutton', { name: 'Amount' });
    expect(amount).toHaveValue(2.05);
    expect(amount).toHaveAttribute('min', '0');
    expect(amount).toHaveAttribute('step', '0.01');
    expect(within(dialog).getByRole('textbox', { name: 'Account' })).toBeDisabled();
    expect(within(dialog).getByText('Account cannot be changed after transaction creation')).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '12.5');
    await user.click(within(dialog).getByRole('button', { name: '🌱 Income' }));
    await user.clear(within(dialog).getByRole('textbox', { name: 'Description' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(within(dialog).getByText('Description is required')).toBeInTheDocument();
    expect(server.named('UpdateTransaction')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Kopi refund');
    await user.click(within(dialog).getByRole('combobox', { name: 'Category (optional)' }));
    await user.click(await screen.findByRole('option', { name: '💰 Salary & Income' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByTestId('toast')).toHaveTextContent('Transaction saved');
    expect(within(screen.getByTestId('toast')).queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    expect(server.named('UpdateTransaction')[0]?.variables).toEqual({
      id: 't-1',
      input: {
        date: original.date,
        description: 'Kopi refund',
        amount: '12.5',
        isIncome: true,
        notes: 'old note',
        categoryId: 'cat-salary',
      },
    });
  });

  it('shows the load and save messages', async () => {
    const user = userEvent.setup();
    let loadFails = true;
    renderPage({
      TransactionsPage: () => ({ transactions: [txn(1)] }),
      TransactionDetails: () => {
        if (loadFails) throw new Error('down');
        return { transaction: txn(1) };
      },
      UpdateTransaction: () => {
        throw new Error('down');
      },
    });
    await openRowAction('KOPI STALL 1', 'Edit transaction');
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(
        "We couldn't load your transaction details. Please check your internet connection and try again.",
      ),
    ).toBeInTheDocument();
    loadFails = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Save Changes' }));
    expect(
      await within(dialog).findByText(
        "We couldn't save your changes. Please check your internet connection and try again.",
      ),
    ).toBeInTheDocument();
  });
});
