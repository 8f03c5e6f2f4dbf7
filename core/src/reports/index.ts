export * from './report-periods';
export * from './report-figures';
export * from './report.rules';
