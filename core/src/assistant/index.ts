export * from './insight.rules';
