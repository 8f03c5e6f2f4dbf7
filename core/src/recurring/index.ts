export * from './recurring-detection';
export * from './recurring.rules';
