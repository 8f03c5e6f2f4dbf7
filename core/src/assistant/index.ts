export * from './insight.rules';
export * from './chat-grammar';
