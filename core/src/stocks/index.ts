export * from './sectors';
export * from './portfolio-math';
export * from './holding.rules';
export * from './exchange-calendars';
export * from './market-hours';
export * from './price-freshness';
