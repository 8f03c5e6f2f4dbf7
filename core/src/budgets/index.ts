export * from './budget-periods';
export * from './budget.rules';
export * from './budget.errors';
