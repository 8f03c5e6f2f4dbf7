export * from './retirement.rules';
export * from './contribution-schedule';
