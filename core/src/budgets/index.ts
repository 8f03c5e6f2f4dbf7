export * from './budget-periods';
export * from './budget.rules';
