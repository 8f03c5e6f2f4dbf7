export * from './statement.types';
export * from './statement-lines';
export * from './statement-dates';
export * from './statement-text';
export * from './reconcile';
export * from './ocr-slips';
export * from './parsers';
export * from './upload.rules';
