import { categoryMessage } from '../categories/category.errors';
import { domainErrorClass, type ErrorMessages } from '../errors/domain-error';

/** Budget failures by code, beyond the field rules of the budget schemas. */
const BUDGET_ERROR_MESSAGES = {
  NOT_FOUND: 'Budget not found',
  CATEGORY_NOT_FOUND: categoryMessage('NOT_FOUND'),
  CATEGORY_NOT_BUDGETABLE: 'Budgets can be set only on active spending categories',
  DUPLICATE: (period: string, categoryName: string): string =>
    `You already have a ${period} budget for ${categoryName}. Edit that one instead.`,
} as const satisfies ErrorMessages;

export type BudgetErrorCode = keyof typeof BUDGET_ERROR_MESSAGES;

/** The form field each failure is shown by, where it is about one. */
const BUDGET_ERROR_FIELDS: Partial<Record<BudgetErrorCode, string>> = {
  CATEGORY_NOT_FOUND: 'categoryId',
  CATEGORY_NOT_BUDGETABLE: 'categoryId',
  DUPLICATE: 'period',
};

const BudgetErrorBase = domainErrorClass('budgets', BUDGET_ERROR_MESSAGES, BUDGET_ERROR_FIELDS);

export class BudgetError<Code extends BudgetErrorCode = BudgetErrorCode> extends BudgetErrorBase<Code> {}
