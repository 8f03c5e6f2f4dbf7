import { render, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { BudgetGarden, type BudgetGardenProps } from './BudgetGarden';
import { BudgetDialog } from './BudgetDialog';
import { periodDays, stateText, type BudgetRow } from './budget-model';

const row = (overrides: Partial<BudgetRow> & { categoryName: string }): BudgetRow => ({
  __typename: 'BudgetSpending',
  id: `${overrides.categoryName.toLowerCase().replace(/\W+/g, '-')}-${overrides.period ?? 'monthly'}`,
  categoryId: overrides.categoryName.toLowerCase(),
  categoryIcon: '🍜',
  categoryColor: '#F97316',
  period: 'monthly',
  amount: '100.00',
  currency: 'SGD',
  notificationThreshold: 80,
  startDate: '2026-12-01',
  endDate: '2026-12-31',
  spent: '0.00',
  remaining: '100.00',
  percentage: 0,
  state: 'ok',
  ...overrides,
});

const BUDGETS: BudgetRow[] = [
  row({
    categoryName: 'Food & Dining',
    period: 'weekly',
    startDate: '2026-11-30',
    endDate: '2026-12-06',
    spent: '90.09',
    remaining: '9.91',
    percentage: 90.09,
    state: 'warning',
  }),
  row({
    categoryName: 'Groceries',
    categoryIcon: '🛒',
    amount: '120.00',
    spent: '120.12',
    remaining: '-0.12',
    percentage: 100.1,
    state: 'over',
  }),
  row({
    categoryName: 'Transport',
    categoryIcon: '🚇',
    amount: '250.00',
    spent: '37.50',
    remaining: '212.50',
    percentage: 15,
    state: 'ok',
  }),
];

const CATEGORIES = [
  { id: 'food & dining', name: 'Food & Dining', icon: '🍜', color: '#F97316' },
  { id: 'groceries', name: 'Groceries', icon: '🛒', color: '#84CC16' },
  { id: 'transport', name: 'Transport', icon: '🚇', color: '#3B82F6' },
];

function renderGarden(overrides: Partial<BudgetGardenProps> = {}) {
  const props: BudgetGardenProps = {
    budgets: BUDGETS,
    loading: false,
    failed: false,
    onRetry: jest.fn(),
    categories: CATEGORIES,
    categoriesLoading: false,
    categoriesFailed: false,
    onOpenEditor: jest.fn(),
    onCreate: jest.fn(() => Promise.resolve()),
    onUpdate: jest.fn(() => Promise.resolve()),
    onDelete: jest.fn(() => Promise.resolve()),
    ...overrides,
  };
  render(
    <MemoryRouter>
      <BudgetGarden {...props} />
    </MemoryRouter>,
  );
  return props;
}

const card = (name: string) => screen.getByRole('article', { name });

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: new RegExp(label) }));
  await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

describe('Budget Garden', () => {
  it('draws each budget with spent of amount, a bar and its state in colour and words', () => {
    renderGarden();
    expect(screen.getByRole('heading', { name: 'Budget Garden' })).toBeInTheDocument();
    expect(screen.getByLabelText('Budget summary')).toHaveTextContent(
      '3 budgets:🌱 1 on track🌼 1 warning🥀 1 over budget',
    );

    const food = card('Food & Dining weekly budget');
    expect(food).toHaveAttribute('data-state', 'warning');
    expect(within(food).getByText('🌼 Warning')).toBeInTheDocument();
    expect(within(food).getByText('$90.09')).toBeInTheDocument();
    expect(within(food).getByText('of $100.00')).toBeInTheDocument();
    expect(within(food).getByText('Weekly budget')).toBeInTheDocument();
    expect(within(food).getByText('Mon, 30 Nov – Sun, 6 Dec 2026')).toBeInTheDocument();
    expect(within(food).getByText('90.09% used: past your 80% alert, $9.91 left')).toBeInTheDocument();
    const bar = within(food).getByRole('progressbar', { name: 'Food & Dining spent' });
    expect(bar).toHaveAttribute('aria-valuenow', '90');
    expect(bar).toHaveAttribute('aria-valuetext', '90.09% of the budget spent');

    const groceries = card('Groceries monthly budget');
    expect(groceries).toHaveAttribute('data-state', 'over');
    expect(within(groceries).getByText('🥀 Over budget')).toBeInTheDocument();
    expect(within(groceries).getByText('Over budget by $0.12 (100.1% used)')).toBeInTheDocument();
    // The bar stops at full; the words say how far over.
    expect(within(groceries).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');

    const transport = card('Transport monthly budget');
    expect(transport).toHaveAttribute('data-state', 'ok');
    expect(within(transport).getByText('🌱 On track')).toBeInTheDocument();
    expect(within(transport).getByText('15% used, $212.50 left')).toBeInTheDocument();
    expect(within(transport).getByText('December 2026')).toBeInTheDocument();
  });

  it('invites a first budget when there are none', async () => {
    const props = renderGarden({ budgets: [] });
    expect(screen.getByText('No budgets planted yet')).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: 'Plant a Budget' });
    expect(buttons).toHaveLength(2);
    await userEvent.click(buttons[1]!);
    expect(screen.getByRole('dialog', { name: 'Plant a Budget' })).toBeInTheDocument();
    expect(props.onOpenEditor).toHaveBeenCalledTimes(1);
  });

  it('shows the load error with a retry', async () => {
    const props = renderGarden({ failed: true, budgets: [] });
    expect(
      screen.getByText("We couldn't load your budgets. Please check your internet connection and try again."),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(props.onRetry).toHaveBeenCalledTimes(1);
  });

  it('draws skeleton cards while loading', () => {
    renderGarden({ loading: true, budgets: [] });
    expect(screen.getAllByTestId('budget-skeleton').length).toBeGreaterThan(0);
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('asks before deleting, keeps it on Keep Budget, deletes on confirm and says when that fails', async () => {
    const onDelete = jest
      .fn<Promise<void>, [BudgetRow]>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(undefined);
    renderGarden({ onDelete });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Groceries monthly budget' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this budget?' });
    expect(dialog).toHaveTextContent('The monthly budget of $120.00 for 🛒 Groceries will be removed.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep Budget' }));
    await waitForElementToBeRemoved(dialog);
    expect(onDelete).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Groceries monthly budget' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Budget' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete budget. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Budget' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    expect(onDelete).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'groceries-monthly' }));
  });
});

describe('the budget dialog', () => {
  it('plants with monthly and 80 % by default, checks the amount and threshold, and sends exact decimals', async () => {
    const onSubmit = jest.fn(() => Promise.resolve());
    render(
      <BudgetDialog
        open
        budget={null}
        categories={CATEGORIES}
        categoriesLoading={false}
        categoriesFailed={false}
        onClose={jest.fn()}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Plant a Budget' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Period/ })).toHaveTextContent('Monthly');
    expect(screen.getByRole('textbox', { name: 'Alert Threshold' })).toHaveValue('80');

    await userEvent.click(screen.getByRole('button', { name: 'Plant Budget' }));
    expect(screen.getByText('Please choose a category.')).toBeInTheDocument();
    expect(screen.getByText('Budget amount is required')).toBeInTheDocument();

    await choose('Category', 'Food & Dining');
    await userEvent.type(screen.getByRole('textbox', { name: /Budget Amount/ }), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Plant Budget' }));
    expect(screen.getByText('Budget amount must be greater than 0')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: /Budget Amount/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Budget Amount/ }), '12.345');
    await userEvent.click(screen.getByRole('button', { name: 'Plant Budget' }));
    expect(screen.getByText('Budget amount must be a number with at most 2 decimals')).toBeInTheDocument();

    await userEvent.clear(screen.getByRole('textbox', { name: /Budget Amount/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Budget Amount/ }), '1,250.5');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Alert Threshold' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Alert Threshold' }), '101');
    await userEvent.click(screen.getByRole('button', { name: 'Plant Budget' }));
    expect(screen.getByText('Notification threshold must be a whole number from 1 to 100')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByRole('textbox', { name: 'Alert Threshold' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Alert Threshold' }), '90');
    await choose('Period', 'Weekly');
    await userEvent.click(screen.getByRole('button', { name: 'Plant Budget' }));
    expect(onSubmit).toHaveBeenCalledWith({
      categoryId: 'food & dining',
      period: 'weekly',
      amount: '1250.50',
      notificationThreshold: 90,
    });
  });

  it('edits a budget with its values and shows the server’s conflict, or the fallback', async () => {
    const onSubmit = jest
      .fn<Promise<void>, [unknown]>()
      .mockRejectedValueOnce(new Error('You already have a weekly budget for Groceries. Edit that one instead.'))
      .mockRejectedValueOnce(new Error(''))
      .mockResolvedValueOnce(undefined);
    const groceries = BUDGETS[1]!;
    render(
      <BudgetDialog
        open
        budget={groceries}
        categories={CATEGORIES.filter((category) => category.id !== 'groceries')}
        categoriesLoading={false}
        categoriesFailed={false}
        onClose={jest.fn()}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Edit Budget' })).toBeInTheDocument();
    // Its category stays choosable even when no longer offered.
    expect(screen.getByRole('combobox', { name: /Category/ })).toHaveTextContent('Groceries');
    expect(screen.getByRole('textbox', { name: /Budget Amount/ })).toHaveValue('120.00');
    await choose('Period', 'Weekly');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You already have a weekly budget for Groceries. Edit that one instead.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save budget. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(onSubmit).toHaveBeenLastCalledWith({
      categoryId: 'groceries',
      period: 'weekly',
      amount: '120.00',
      notificationThreshold: 80,
    });
  });

  it('says when the categories could not be loaded', () => {
    render(
      <BudgetDialog
        open
        budget={null}
        categories={[]}
        categoriesLoading={false}
        categoriesFailed
        onClose={jest.fn()}
        onSubmit={jest.fn()}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      "We couldn't load the categories you can budget for. Please try again.",
    );
  });
});

describe('budget wording', () => {
  it('names each period’s days', () => {
    expect(periodDays('daily', '2026-12-02', '2026-12-02')).toBe('Wed, 2 Dec 2026');
    expect(periodDays('weekly', '2026-12-28', '2027-01-03')).toBe('Mon, 28 Dec – Sun, 3 Jan 2027');
    expect(periodDays('monthly', '2026-02-01', '2026-02-28')).toBe('February 2026');
    expect(periodDays('yearly', '2026-01-01', '2026-12-31')).toBe('2026');
  });

  it('says the state in words', () => {
    expect(
      stateText(row({ categoryName: 'X', spent: '100.00', remaining: '0.00', percentage: 100, state: 'warning' })),
    ).toBe('100% used: past your 80% alert, $0.00 left');
    expect(
      stateText(
        row({
          categoryName: 'X',
          currency: 'USD',
          spent: '150.00',
          remaining: '-50.00',
          percentage: 150,
          state: 'over',
        }),
      ),
    ).toBe('Over budget by US$50.00 (150% used)');
  });
});
