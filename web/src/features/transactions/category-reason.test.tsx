import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TransactionRow } from './TransactionList';
import { categoryReason, type TransactionItem } from './transactions-model';

const item = (patch: Partial<TransactionItem>): TransactionItem => ({
  id: 't-1',
  date: '2026-11-02',
  description: 'ZEPHYR QUILLON ATELIER',
  merchantName: 'Zephyr Quillon Atelier',
  amount: '42.00',
  isIncome: false,
  currency: 'SGD',
  categoryId: 'cat-education',
  categoryName: 'Education',
  categoryIcon: '📚',
  categoryColor: '#6366F1',
  categorySource: 'classifier',
  categoryConfidence: 0.83,
  accountId: 'acc-1',
  accountName: 'DBS Everyday',
  ...patch,
});

describe('why a transaction has its category', () => {
  it('says which source chose it, with the classifier’s confidence', () => {
    const reasons = [
      ['user', null, 'You chose this category'],
      ['user_rule', 1, 'Your rule for this merchant'],
      ['user_model', 0.912, 'Learned from your changes (91 % sure)'],
      ['statement_hint', 1, 'Statement pattern'],
      ['knowledge_base', 1, 'Known merchant'],
      ['classifier', 0.83, 'Learned (83 % sure)'],
      ['classifier', 0.999, 'Learned (99 % sure)'],
      ['classifier', null, 'Learned'],
      ['language_model', null, 'Suggested by a language model — please check'],
      ['default', 0, 'Not sure — please check'],
    ] as const;
    for (const [categorySource, categoryConfidence, text] of reasons) {
      expect(categoryReason({ categorySource, categoryConfidence })).toBe(text);
    }
  });

  it('shows the reason in a tooltip on the category chip, which keeps its name', async () => {
    const actions = { onEdit: jest.fn(), onRecategorize: jest.fn(), onDelete: jest.fn() };
    render(
      <ul>
        <TransactionRow item={item({})} {...actions} />
      </ul>,
    );
    const chip = screen.getByText('Education');
    await userEvent.hover(chip);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Learned (83 % sure)');
  });
});
