/** The banks whose statements are listed to users as supported. */
export const SUPPORTED_BANKS = [
  'DBS (also POSB)',
  'OCBC',
  'UOB',
  'Citibank',
  'HSBC',
  'Standard Chartered',
  'Bank of America',
  'Chase',
  'Maybank',
  'Trust',
] as const;
