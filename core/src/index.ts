export * from './errors/app-error';
export * from './users/profile.rules';
export * from './users/registration.rules';
export * from './limits';
export * from './money/money';
export * from './statements';
export * from './categories';
export * from './transactions';
