export * from './date-presets';
export * from './similarity';
export * from './transaction.rules';
export * from './csv-import';
