export * from './system-categories';
export * from './merchant-key';
export * from './merchant-knowledge';
export * from './statement-hints';
export * from './categorize';
export * from './category.rules';
export * from './category.errors';
export * from './classifier';
