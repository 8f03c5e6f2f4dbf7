/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the `date-time` format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar.This scalar is serialized to a string in ISO 8601 format and parsed from a string in ISO 8601 format. */
  DateTimeISO: { input: string; output: string; }
};

/** One of your bank accounts or cards: planted by statements (pdf) or added by hand (manual). */
export type Account = {
  __typename?: 'Account';
  /** checking, credit, savings, investment or others */
  accountType: Scalars['String']['output'];
  /** Exact decimal: money held positive, a card’s amount owed negative, e.g. "-412.16". */
  balance: Scalars['String']['output'];
  /** Hex colour such as #22C55E */
  color?: Maybe<Scalars['String']['output']>;
  /** active, pending, error, inactive or disconnected (badge shown for pdf accounts) */
  connectionStatus: Scalars['String']['output'];
  /** ISO 8601 timestamp */
  createdAt: Scalars['String']['output'];
  /** Exact decimal; credit accounts only. */
  creditLimit?: Maybe<Scalars['String']['output']>;
  /** ISO currency code, SGD by default */
  currency: Scalars['String']['output'];
  errorMessage?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  institution: Scalars['String']['output'];
  /** Last four digits of the account number, empty when unknown. The full number is never kept. */
  last4: Scalars['String']['output'];
  /** YYYY-MM-DD closing date of the newest imported statement */
  latestStmtDate?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** pdf (planted by statements) or manual */
  providerType: Scalars['String']['output'];
  /** Transactions in this account; deleting the account deletes them too. */
  transactionCount: Scalars['Int']['output'];
  /** ISO 8601 timestamp of the last change (a statement import or an edit) */
  updatedAt: Scalars['String']['output'];
};

/** A scheduled deletion of your account. */
export type AccountDeletion = {
  __typename?: 'AccountDeletion';
  /** When the account and every row of it will be deleted. */
  deletionScheduledFor: Scalars['DateTimeISO']['output'];
};

/** A new account added by hand. Currency defaults to SGD and balance to "0.00"; only the last four digits of accountNumber are kept; creditLimit only for credit accounts. */
export type AccountInput = {
  accountNumber?: InputMaybe<Scalars['String']['input']>;
  /** checking, credit, savings, investment or others */
  accountType: Scalars['String']['input'];
  /** Exact decimal, e.g. "1234.50" or "-412.16" */
  balance?: InputMaybe<Scalars['String']['input']>;
  color?: InputMaybe<Scalars['String']['input']>;
  /** Exact decimal of 0 or more */
  creditLimit?: InputMaybe<Scalars['String']['input']>;
  currency?: InputMaybe<Scalars['String']['input']>;
  institution: Scalars['String']['input'];
  name: Scalars['String']['input'];
};

/** The dashboard’s totals for one currency, summed exactly in the database. */
export type AccountTotals = {
  __typename?: 'AccountTotals';
  accountCount: Scalars['Int']['output'];
  creditAccountCount: Scalars['Int']['output'];
  currency: Scalars['String']['output'];
  /** Exact decimal: every balance added up, i.e. the non-credit balances minus what the cards owe. */
  netWorth: Scalars['String']['output'];
  /** Exact decimal: the balances of the non-credit accounts. */
  totalBalance: Scalars['String']['output'];
  /** Exact decimal: the credit limits of the credit accounts. */
  totalCreditLimit: Scalars['String']['output'];
  /** Exact decimal, 0 or more: what the credit accounts owe (their negative balances). */
  totalOwed: Scalars['String']['output'];
};

/** Fields to change; omitted ones stay as they are. Null clears accountNumber, creditLimit and color and leaves the others unchanged. */
export type AccountUpdateInput = {
  accountNumber?: InputMaybe<Scalars['String']['input']>;
  accountType?: InputMaybe<Scalars['String']['input']>;
  balance?: InputMaybe<Scalars['String']['input']>;
  color?: InputMaybe<Scalars['String']['input']>;
  creditLimit?: InputMaybe<Scalars['String']['input']>;
  currency?: InputMaybe<Scalars['String']['input']>;
  institution?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

/** A stock to add to one of your stocks accounts. */
export type AddStockHoldingInput = {
  /** Above 0, at most 999999.99 */
  averageCost: Scalars['String']['input'];
  /** Ignored: a holding is always in its stock's quoting currency */
  currency?: InputMaybe<Scalars['String']['input']>;
  /** Above 0, at most 4 decimals (min "0.0001") */
  quantity: Scalars['String']['input'];
  stockId: Scalars['ID']['input'];
  stocksAccountId: Scalars['ID']['input'];
};

export type AssetBankAccount = {
  __typename?: 'AssetBankAccount';
  accountType: Scalars['String']['output'];
  /** Exact decimal in the account currency */
  balance: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  institution: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** Bank accounts (not credit cards), CPF accounts and investments, with what the cards owe and the net worth; totals in SGD. */
export type AssetsBreakdown = {
  __typename?: 'AssetsBreakdown';
  bankAccounts: BankAssets;
  creditCards: CreditCardDebts;
  currency: Scalars['String']['output'];
  investments: InvestmentAssets;
  /** Exact decimal: total assets minus what the SGD cards owe */
  netWorth: Scalars['String']['output'];
  retirementAccounts: RetirementAssets;
  /** Bank accounts + CPF accounts + investments, in SGD */
  totalAssets: Scalars['String']['output'];
};

/** A figure behind an insight or an answer. */
export type AssistantFigure = {
  __typename?: 'AssistantFigure';
  /** Exact decimal, e.g. "17.98". */
  amount: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  label: Scalars['String']['output'];
};

export type BankAssets = {
  __typename?: 'BankAssets';
  /** Every account that is not a credit card */
  accounts: Array<AssetBankAccount>;
  /** Sum of the SGD accounts (other currencies are listed but not converted) */
  total: Scalars['String']['output'];
};

/** A statement imported successfully. */
export type BankStatement = {
  __typename?: 'BankStatement';
  bank: Scalars['String']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  fileSize: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** Imported, but the rows do not add up to a total the statement prints: check it. */
  needsReview: Scalars['Boolean']['output'];
  originalFilename: Scalars['String']['output'];
  /** Exact decimal, signed: the printed figure minus what the rows add up to, e.g. "-10.00". */
  reconciliationDifference?: Maybe<Scalars['String']['output']>;
  reconciliationWarning?: Maybe<Scalars['String']['output']>;
  statementDate: Scalars['String']['output'];
  transactionsCount: Scalars['Int']['output'];
};

/** A spending limit on one category for a period (daily, weekly, monthly or yearly). */
export type Budget = {
  __typename?: 'Budget';
  /** Exact decimal above 0, e.g. "250.00". */
  amount: Scalars['String']['output'];
  categoryColor: Scalars['String']['output'];
  categoryIcon: Scalars['String']['output'];
  categoryId: Scalars['ID']['output'];
  categoryName: Scalars['String']['output'];
  /** ISO 8601 timestamp */
  createdAt: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Percent of the amount (1-100) from which the budget warns. */
  notificationThreshold: Scalars['Int']['output'];
  /** daily, weekly (Monday to Sunday), monthly or yearly, on the calendar of Asia/Singapore */
  period: Scalars['String']['output'];
  /** ISO 8601 timestamp */
  updatedAt: Scalars['String']['output'];
};

/** A new budget; period defaults to monthly, notificationThreshold to 80, currency to SGD. */
export type BudgetInput = {
  /** Decimal above 0 with at most 2 decimals, e.g. "250.00". */
  amount: Scalars['String']['input'];
  categoryId: Scalars['ID']['input'];
  /** Three-letter code; SGD when left out. */
  currency?: InputMaybe<Scalars['String']['input']>;
  /** 1-100 percent; 80 when left out. */
  notificationThreshold?: InputMaybe<Scalars['Int']['input']>;
  /** daily, weekly, monthly (default) or yearly */
  period?: InputMaybe<Scalars['String']['input']>;
};

/** A budget measured over its current period: what its category spent and how close it is to the limit. */
export type BudgetSpending = {
  __typename?: 'BudgetSpending';
  /** Exact decimal above 0, e.g. "250.00". */
  amount: Scalars['String']['output'];
  categoryColor: Scalars['String']['output'];
  categoryIcon: Scalars['String']['output'];
  categoryId: Scalars['ID']['output'];
  categoryName: Scalars['String']['output'];
  /** ISO 8601 timestamp */
  createdAt: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  /** Last day of the period measured (YYYY-MM-DD, inclusive) */
  endDate: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Percent of the amount (1-100) from which the budget warns. */
  notificationThreshold: Scalars['Int']['output'];
  /** spent as a percentage of amount, to two decimals */
  percentage: Scalars['Float']['output'];
  /** daily, weekly (Monday to Sunday), monthly or yearly, on the calendar of Asia/Singapore */
  period: Scalars['String']['output'];
  /** amount - spent; negative when over budget. */
  remaining: Scalars['String']['output'];
  /** Money out of the category in the period, as a positive exact decimal, e.g. "212.35". */
  spent: Scalars['String']['output'];
  /** First day of the period measured (YYYY-MM-DD, inclusive) */
  startDate: Scalars['String']['output'];
  /** ok, warning (spent at or above the threshold) or over (spent above the amount) */
  state: Scalars['String']['output'];
  /** ISO 8601 timestamp */
  updatedAt: Scalars['String']['output'];
};

/** Fields of a budget to change; omitted ones stay as they are. */
export type BudgetUpdateInput = {
  amount?: InputMaybe<Scalars['String']['input']>;
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  currency?: InputMaybe<Scalars['String']['input']>;
  notificationThreshold?: InputMaybe<Scalars['Int']['input']>;
  period?: InputMaybe<Scalars['String']['input']>;
};

/** A spending category: a protected system one or one of your own. */
export type Category = {
  __typename?: 'Category';
  /** Hex colour such as #22C55E */
  color: Scalars['String']['output'];
  /** ISO 8601 timestamp */
  createdAt: Scalars['String']['output'];
  /** An emoji */
  icon: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** False when the category is dormant */
  isActive: Scalars['Boolean']['output'];
  /** Shared and protected: cannot be edited or made dormant */
  isSystem: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
};

/** Expenses (or income) by category. */
export type CategoryBreakdown = {
  __typename?: 'CategoryBreakdown';
  /** Biggest first. */
  categories: Array<CategorySpending>;
  /** YYYY-MM-DD, inclusive */
  endDate: Scalars['String']['output'];
  isIncome: Scalars['Boolean']['output'];
  /** YYYY-MM-DD, inclusive (Asia/Singapore day) */
  startDate: Scalars['String']['output'];
  /** Exact decimal total of every row. */
  totalSpent: Scalars['String']['output'];
};

/** A new category; icon defaults to 🌿, colour to #22C55E, active to true. */
export type CategoryInput = {
  color?: InputMaybe<Scalars['String']['input']>;
  icon?: InputMaybe<Scalars['String']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
};

/** Money of one category in a report range. */
export type CategorySpending = {
  __typename?: 'CategorySpending';
  categoryColor?: Maybe<Scalars['String']['output']>;
  categoryIcon?: Maybe<Scalars['String']['output']>;
  categoryId?: Maybe<Scalars['ID']['output']>;
  categoryName: Scalars['String']['output'];
  /** Share of the total, 2 decimals; the rows add up to exactly 100 (largest remainder). */
  percentage: Scalars['Float']['output'];
  /** Exact decimal size of the money, e.g. "123.45" (positive for expenses too). */
  spent: Scalars['String']['output'];
  transactionCount: Scalars['Int']['output'];
};

/** Fields to change; omitted ones stay as they are. isActive true reactivates a dormant one. */
export type CategoryUpdateInput = {
  color?: InputMaybe<Scalars['String']['input']>;
  icon?: InputMaybe<Scalars['String']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

/** The Garden Gnome’s answer, from your own data. */
export type ChatAnswer = {
  __typename?: 'ChatAnswer';
  answer: Scalars['String']['output'];
  /** Questions the Gnome can answer (given with "I can’t answer that yet"). */
  examples: Array<Scalars['String']['output']>;
  figures: Array<AssistantFigure>;
  /** Where the transactions behind the answer are. */
  link?: Maybe<Scalars['String']['output']>;
  /** Null when the question was not understood. */
  query?: Maybe<ChatQuery>;
};

/** A category or account an answer was limited to. */
export type ChatNamed = {
  __typename?: 'ChatNamed';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type ChatPeriod = {
  __typename?: 'ChatPeriod';
  /** YYYY-MM-DD, inclusive */
  endDate: Scalars['String']['output'];
  /** As people say it: "last month", "October 2025", "the last 30 days". */
  label: Scalars['String']['output'];
  /** YYYY-MM-DD, inclusive */
  startDate: Scalars['String']['output'];
};

/** What a question asked of your data. */
export type ChatQuery = {
  __typename?: 'ChatQuery';
  account?: Maybe<ChatNamed>;
  category?: Maybe<ChatNamed>;
  /** The other period of a comparison. */
  comparePeriod?: Maybe<ChatPeriod>;
  /** spending, income, biggest_expenses, budget_left, subscriptions, net_worth or compare */
  intent: Scalars['String']['output'];
  limit: Scalars['Int']['output'];
  /** spending (money out) or income (money in) */
  measure: Scalars['String']['output'];
  /** A merchant matched anywhere in the description. */
  merchant?: Maybe<Scalars['String']['output']>;
  period?: Maybe<ChatPeriod>;
};

/** A CPF transaction, or a scheduled contribution recorded without one (no bank account). */
export type CpfActivityItem = {
  __typename?: 'CpfActivityItem';
  accountType: Scalars['String']['output'];
  /** Signed exact decimal: contributions positive, withdrawals negative. */
  amount: Scalars['String']['output'];
  /** YYYY-MM-DD */
  date: Scalars['String']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isIncome: Scalars['Boolean']['output'];
  notes?: Maybe<Scalars['String']['output']>;
  /** manual (the balance update modal) or scheduled (auto-contribution) */
  source: Scalars['String']['output'];
  transactionId?: Maybe<Scalars['ID']['output']>;
};

/** The balance update modal: set a new balance, or add a contribution or withdrawal. */
export type CpfBalanceUpdateInput = {
  accountId: Scalars['ID']['input'];
  /** add_transaction: the amount, above 0 */
  amount?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD; today in Singapore by default */
  date?: InputMaybe<Scalars['String']['input']>;
  /** set_balance or add_transaction */
  mode: Scalars['String']['input'];
  /** set_balance: the new balance */
  newBalance?: InputMaybe<Scalars['String']['input']>;
  /** Required: what the change is */
  notes: Scalars['String']['input'];
  /** add_transaction: contribution (default) or withdrawal */
  transactionType?: InputMaybe<Scalars['String']['input']>;
};

export type CpfBalanceUpdateResult = {
  __typename?: 'CpfBalanceUpdateResult';
  account: RetirementAccount;
  /** The transaction that records the change. */
  transactionId?: Maybe<Scalars['ID']['output']>;
};

/** The bank account CPF balance updates are recorded in. */
export type CpfRecordingAccount = {
  __typename?: 'CpfRecordingAccount';
  id: Scalars['ID']['output'];
  institution: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** A new CPF account; balance 0, currency SGD and auto-contribution off unless given. */
export type CreateRetirementAccountInput = {
  /** CPF-OA, CPF-SA or CPF-MA */
  accountType: Scalars['String']['input'];
  balance?: InputMaybe<Scalars['String']['input']>;
  currency?: InputMaybe<Scalars['String']['input']>;
  isAutoContributionEnabled?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A stocks account; every field is optional (the default account's values). */
export type CreateStocksAccountInput = {
  /** 'investment' when left out */
  accountType?: InputMaybe<Scalars['String']['input']>;
  /** 'GENERAL' when left out */
  broker?: InputMaybe<Scalars['String']['input']>;
  /** Decimal with at most 2 places; "0" when left out */
  cashBalance?: InputMaybe<Scalars['String']['input']>;
  /** 'USD' when left out */
  currency?: InputMaybe<Scalars['String']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** 'Investment Portfolio' when left out */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Accepted for the REST body; reads always compute the value of the holdings */
  totalValue?: InputMaybe<Scalars['String']['input']>;
};

export type CreditCardDebts = {
  __typename?: 'CreditCardDebts';
  /** Every credit card; a balance owed is negative */
  accounts: Array<AssetBankAccount>;
  /** Exact decimal, 0 or more: what the SGD cards owe */
  owed: Scalars['String']['output'];
};

/** A row of a CSV import that was not imported. */
export type CsvSkippedRow = {
  __typename?: 'CsvSkippedRow';
  /** The line of the file the row starts on (1 is the first line). */
  line: Scalars['Int']['output'];
  reason: Scalars['String']['output'];
};

/** Portfolio totals in one currency. */
export type CurrencyPortfolioTotals = {
  __typename?: 'CurrencyPortfolioTotals';
  currency: Scalars['String']['output'];
  positions: Scalars['Int']['output'];
  profitLoss: Scalars['String']['output'];
  profitLossPercentage: Scalars['String']['output'];
  totalCost: Scalars['String']['output'];
  totalValue: Scalars['String']['output'];
};

/** An "Export my data" job: a ZIP of CSV files and a JSON copy of everything. */
export type DataExport = {
  __typename?: 'DataExport';
  createdAt: Scalars['DateTimeISO']['output'];
  /** The file being written, e.g. transactions.csv. */
  currentStep?: Maybe<Scalars['String']['output']>;
  /** REST path of the ZIP once completed (GET with the same bearer token; binary, so not in GraphQL). */
  downloadUrl?: Maybe<Scalars['String']['output']>;
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** When the finished ZIP is deleted (a day after it is made). */
  expiresAt?: Maybe<Scalars['DateTimeISO']['output']>;
  finishedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  id: Scalars['ID']['output'];
  /** 0-100. */
  progress: Scalars['Int']['output'];
  /** Size of the finished ZIP in bytes. */
  sizeBytes?: Maybe<Scalars['Float']['output']>;
  /** queued, processing, completed or failed. */
  status: Scalars['String']['output'];
};

/** How many transactions a delete removed, and the token that undoDeleteTransactions takes for 10 minutes. */
export type DeleteOutcome = {
  __typename?: 'DeleteOutcome';
  deletedCount: Scalars['Int']['output'];
  undoToken: Scalars['String']['output'];
};

/** One exchange's session at the instant asked. */
export type ExchangeStatus = {
  __typename?: 'ExchangeStatus';
  exchange: Scalars['String']['output'];
  isOpen: Scalars['Boolean']['output'];
  /** Exchange-local wall time, "YYYY-MM-DD HH:MM" */
  localTime: Scalars['String']['output'];
  /** open, lunch, closed, weekend or holiday */
  session: Scalars['String']['output'];
  /** IANA time zone of the exchange */
  timeZone: Scalars['String']['output'];
};

export type Gender =
  | 'female'
  | 'male'
  | 'other'
  | 'prefer_not_to_say';

/** A CSV file of transactions to import, as POST /api/v1/transactions/import-csv takes it. */
export type ImportTransactionsCsvInput = {
  /** The account to import into; without it, the account each row names (the data export does). */
  accountId?: InputMaybe<Scalars['ID']['input']>;
  /** The file's text (at most 2 MB). */
  content: Scalars['String']['input'];
  /** The file name, for the job and its summary. */
  filename?: Scalars['String']['input'];
  /** The column mapping as JSON, e.g. {"date":"Date","description":"Details","debit":"Withdrawal","credit":"Deposit","date_format":"DD/MM/YYYY"}; columns by header name or 0-based position. Without it the columns are guessed (the data export needs none). */
  mapping?: InputMaybe<Scalars['String']['input']>;
};

/** Something the Garden Gnome noticed in your money. */
export type Insight = {
  __typename?: 'Insight';
  /** YYYY-MM-DD the insight is about, when there is one */
  date?: Maybe<Scalars['String']['output']>;
  figures: Array<AssistantFigure>;
  headline: Scalars['String']['output'];
  /** Stable for the same finding, so a dismissal can be remembered. */
  id: Scalars['ID']['output'];
  /** duplicate_charge, budget_overrun, price_increase, missing_charge, category_spike, large_transaction, new_recurring or cpf_contribution */
  kind: Scalars['String']['output'];
  /** A path into the app, e.g. /transactions?category=... */
  link: Scalars['String']['output'];
  transactionIds: Array<Scalars['ID']['output']>;
};

export type InvestmentAssets = {
  __typename?: 'InvestmentAssets';
  /** Holdings by currency, most positions first */
  byCurrency: Array<InvestmentCurrencyAssets>;
  /** Every holding, in any currency */
  positions: Scalars['Int']['output'];
  /** Exact decimal: the SGD holdings (other currencies are listed but not converted) */
  total: Scalars['String']['output'];
};

export type InvestmentCurrencyAssets = {
  __typename?: 'InvestmentCurrencyAssets';
  currency: Scalars['String']['output'];
  positions: Scalars['Int']['output'];
  /** Holdings with a market price; the others count at cost */
  pricedPositions: Scalars['Int']['output'];
  /** Exact decimal: priced holdings at their value, never-priced ones at their cost */
  value: Scalars['String']['output'];
};

export type MarketStatus = {
  __typename?: 'MarketStatus';
  exchanges: Array<ExchangeStatus>;
  /** True while any exchange is trading */
  shouldUpdate: Scalars['Boolean']['output'];
  timestamp: Scalars['DateTimeISO']['output'];
};

export type MerchantRuleChange = {
  __typename?: 'MerchantRuleChange';
  merchantKey: Scalars['String']['output'];
  /** The rule’s category before; null when there was no rule. */
  previousCategoryId?: Maybe<Scalars['ID']['output']>;
};

export type MerchantRuleChangeInput = {
  merchantKey: Scalars['String']['input'];
  previousCategoryId?: InputMaybe<Scalars['ID']['input']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Adds a stock to one of your stocks accounts. */
  addStockHolding: StockHolding;
  /** Cancels the pending deletion of your account, restoring everything (CONFLICT once it is too late). */
  cancelAccountDeletion: User;
  /** Cancels a queued or processing job. */
  cancelUploadJob: UploadJob;
  /** Adds an account by hand (provider manual). */
  createAccount: Account;
  /** Sets a budget on a category; one per category and period. */
  createBudget: Budget;
  /** Plants a new category of your own. */
  createCategory: Category;
  /** Creates whichever of CPF-OA, CPF-SA and CPF-MA you lack (balance 0) and returns all three. */
  createCpfAccounts: Array<RetirementAccount>;
  /** Adds a CPF account; one of each type per user. */
  createRetirementAccount: RetirementAccount;
  /** Creates a stocks account. Without input: the default 'Investment Portfolio' (broker GENERAL, investment, USD), or the one you already have: it is created once. */
  createStocksAccount: StocksAccount;
  /** Adds a transaction by hand. */
  createTransaction: Transaction;
  /** Deletes one of your accounts TOGETHER WITH ALL ITS TRANSACTIONS and imported statements (Account.transactionCount says how many transactions go). True when deleted; NOT_FOUND for a missing id or another user’s account. */
  deleteAccount: Scalars['Boolean']['output'];
  /** Deletes one of your budgets and answers with what it was. */
  deleteBudget: Budget;
  /** Makes one of your categories dormant (system ones are protected). */
  deleteCategory: Category;
  /** Schedules the deletion of your account and every row of it 30 days from now (asking again keeps the first date). Until then every other data call answers ACCOUNT_DELETION_PENDING; cancelAccountDeletion restores it. */
  deleteMyAccount: AccountDeletion;
  /** Deletes one of your CPF accounts. */
  deleteRetirementAccount: Scalars['Boolean']['output'];
  /** Removes a holding. */
  deleteStockHolding: Scalars['Boolean']['output'];
  /** Deletes one of your stocks accounts and its holdings. */
  deleteStocksAccount: Scalars['Boolean']['output'];
  /** Deletes one of your transactions. */
  deleteTransaction: Scalars['Boolean']['output'];
  /** Deletes all the given transactions (or none, when one is not found). */
  deleteTransactions: Scalars['Int']['output'];
  /** deleteTransactions, keeping them for 10 minutes so undoDeleteTransactions can put them back. */
  deleteTransactionsUndoable: DeleteOutcome;
  /** Imports a CSV file of transactions on the upload job mechanism; follow it with uploadJob or uploadJobUpdated. */
  importTransactionsCsv: UploadJob;
  /** Recategorises one transaction, or every one of its merchant; the latter also becomes your rule for that merchant in later imports. */
  recategorizeMerchant: Scalars['Int']['output'];
  /** recategorizeMerchant, answering with what it changed, the merchant rule included (for undoRecategorize). */
  recategorizeMerchantUndoable: RecategorizeOutcome;
  /** Moves the given transactions to a category; returns how many changed. */
  recategorizeTransactions: Scalars['Int']['output'];
  /** recategorizeTransactions, answering with what each transaction had before (for undoRecategorize). */
  recategorizeTransactionsUndoable: RecategorizeOutcome;
  /** Starts exporting all your data (or answers the export already under way); follow it with dataExport. */
  requestDataExport: DataExport;
  /** Confirms, dismisses or ends one of your recurring payments (status: confirmed, dismissed, ended or detected). */
  setRecurringStatus: RecurringSeries;
  /** Puts back the transactions of a recent delete (its undoToken); 0 when the token is used or too old. */
  undoDeleteTransactions: Scalars['Int']['output'];
  /** Puts back what a recategorisation changed (its outcome’s previous and merchantRule); returns how many transactions were restored. */
  undoRecategorize: Scalars['Int']['output'];
  /** Changes one of your accounts. */
  updateAccount: Account;
  /** Changes one of your budgets. */
  updateBudget: Budget;
  /** Changes one of your categories; isActive true reactivates it. */
  updateCategory: Category;
  /** Sets a new balance or adds a contribution/withdrawal, recorded as a transaction in a bank account. */
  updateCpfBalance: CpfBalanceUpdateResult;
  /** Changes the signed-in user’s profile (checked by the profile rules). */
  updateMe: User;
  /** Changes the balance or auto-contribution of a CPF account. */
  updateRetirementAccount: RetirementAccount;
  /** Changes the quantity and/or average cost of a holding. */
  updateStockHolding: StockHolding;
  /** Fetches prices from the configured provider for the symbols given among the stocks you hold, or for every stock you hold: at most 50, least recently priced first, skipping those asked for in the last 5 minutes (the message names what was skipped or failed). With no provider configured: success false, a message saying prices are not available yet and why, nothing changes. */
  updateStockPrices: PriceUpdateResult;
  /** Changes one of your stocks accounts. */
  updateStocksAccount: StocksAccount;
  /** Edits a transaction; a category chosen here is kept by later automatic categorisation. */
  updateTransaction: Transaction;
};


export type MutationAddStockHoldingArgs = {
  input: AddStockHoldingInput;
};


export type MutationCancelUploadJobArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCreateAccountArgs = {
  input: AccountInput;
};


export type MutationCreateBudgetArgs = {
  input: BudgetInput;
};


export type MutationCreateCategoryArgs = {
  input: CategoryInput;
};


export type MutationCreateRetirementAccountArgs = {
  input: CreateRetirementAccountInput;
};


export type MutationCreateStocksAccountArgs = {
  input?: InputMaybe<CreateStocksAccountInput>;
};


export type MutationCreateTransactionArgs = {
  input: TransactionInput;
};


export type MutationDeleteAccountArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteBudgetArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteCategoryArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteRetirementAccountArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteStockHoldingArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteStocksAccountArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteTransactionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteTransactionsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationDeleteTransactionsUndoableArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationImportTransactionsCsvArgs = {
  input: ImportTransactionsCsvInput;
};


export type MutationRecategorizeMerchantArgs = {
  applyToAllFromMerchant: Scalars['Boolean']['input'];
  categoryId: Scalars['ID']['input'];
  transactionId: Scalars['ID']['input'];
};


export type MutationRecategorizeMerchantUndoableArgs = {
  applyToAllFromMerchant: Scalars['Boolean']['input'];
  categoryId: Scalars['ID']['input'];
  transactionId: Scalars['ID']['input'];
};


export type MutationRecategorizeTransactionsArgs = {
  categoryId: Scalars['ID']['input'];
  ids: Array<Scalars['ID']['input']>;
};


export type MutationRecategorizeTransactionsUndoableArgs = {
  categoryId: Scalars['ID']['input'];
  ids: Array<Scalars['ID']['input']>;
};


export type MutationSetRecurringStatusArgs = {
  id: Scalars['ID']['input'];
  status: Scalars['String']['input'];
};


export type MutationUndoDeleteTransactionsArgs = {
  undoToken: Scalars['String']['input'];
};


export type MutationUndoRecategorizeArgs = {
  input: RecategorizeUndoInput;
};


export type MutationUpdateAccountArgs = {
  id: Scalars['ID']['input'];
  input: AccountUpdateInput;
};


export type MutationUpdateBudgetArgs = {
  id: Scalars['ID']['input'];
  input: BudgetUpdateInput;
};


export type MutationUpdateCategoryArgs = {
  id: Scalars['ID']['input'];
  input: CategoryUpdateInput;
};


export type MutationUpdateCpfBalanceArgs = {
  input: CpfBalanceUpdateInput;
};


export type MutationUpdateMeArgs = {
  input: UpdateProfileInput;
};


export type MutationUpdateRetirementAccountArgs = {
  id: Scalars['ID']['input'];
  input: UpdateRetirementAccountInput;
};


export type MutationUpdateStockHoldingArgs = {
  id: Scalars['ID']['input'];
  input: UpdateStockHoldingInput;
};


export type MutationUpdateStockPricesArgs = {
  symbols?: InputMaybe<Array<Scalars['String']['input']>>;
};


export type MutationUpdateStocksAccountArgs = {
  id: Scalars['ID']['input'];
  input: UpdateStocksAccountInput;
};


export type MutationUpdateTransactionArgs = {
  id: Scalars['ID']['input'];
  input: TransactionUpdateInput;
};

/** Portfolio totals. A holding without a price counts at its cost (P&L 0). The top-level money figures are in `currency`: the currency with the most holdings; on a tie, the one whose total value is the larger number (compared as plain numbers, not converted), then the alphabetically first code; USD when nothing is held. byCurrency has every currency exactly (no conversion). */
export type PortfolioSummary = {
  __typename?: 'PortfolioSummary';
  accountsCount: Scalars['Int']['output'];
  byCurrency: Array<CurrencyPortfolioTotals>;
  /** Currency of the top-level figures: most holdings, then larger total value as a plain number, then code */
  currency: Scalars['String']['output'];
  /** Holdings whose stock has a price */
  pricedPositions: Scalars['Int']['output'];
  profitLoss: Scalars['String']['output'];
  /** Percent of cost, 2 decimals */
  profitLossPercentage: Scalars['String']['output'];
  totalCost: Scalars['String']['output'];
  /** Every holding, in any currency */
  totalPositions: Scalars['Int']['output'];
  totalValue: Scalars['String']['output'];
};

/** A transaction’s category as it was before a recategorisation (what undo puts back). */
export type PreviousCategory = {
  __typename?: 'PreviousCategory';
  categoryConfidence?: Maybe<Scalars['Float']['output']>;
  categoryId?: Maybe<Scalars['ID']['output']>;
  categoryLocked: Scalars['Boolean']['output'];
  categorySource: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

export type PreviousCategoryInput = {
  categoryConfidence?: InputMaybe<Scalars['Float']['input']>;
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  categoryLocked: Scalars['Boolean']['input'];
  categorySource: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};

/** Freshness of the prices of the stocks you hold: fresh at 80 % or above, moderate from 60 %. */
export type PriceStaleness = {
  __typename?: 'PriceStaleness';
  freshCount: Scalars['Int']['output'];
  freshnessPercentage: Scalars['Int']['output'];
  /** fresh, moderate or stale */
  level: Scalars['String']['output'];
  neverUpdated: Scalars['Int']['output'];
  /** Whether this server can fetch market prices at all (a price provider is configured); false means no holding will get a price, and holdings count at cost. */
  pricesAvailable: Scalars['Boolean']['output'];
  totalStocks: Scalars['Int']['output'];
};

export type PriceUpdateResult = {
  __typename?: 'PriceUpdateResult';
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
  updatedCount: Scalars['Int']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** One of your accounts. */
  account: Account;
  /** Dashboard totals per currency (most accounts first): balances of non-credit accounts and credit limits of credit accounts, summed exactly. Empty when you have no accounts. */
  accountTotals: Array<AccountTotals>;
  /** Your accounts by name, each with its transaction count. */
  accounts: Array<Account>;
  /** Ask the Gnome a question about your own money ("How much did I spend on food last month?"). Answered from your data by a fixed grammar (no language model), with the figures, the query it ran and a link. */
  askGnome: ChatAnswer;
  /** Your assets: bank accounts and CPF accounts, totals in SGD. */
  assetsBreakdown: AssetsBreakdown;
  /** One of your budgets. */
  budget: Budget;
  /** Categories a budget can be set on: your active categories and the active system spending categories (not Transfers, Salary & Income, Interest & Rewards, Investments, Refunds, CPF-OA/SA/MA or Uncategorized). */
  budgetCategories: Array<Category>;
  /** Each budget with the money out of its category in its current period (Asia/Singapore days; weekly is Monday to Sunday). asOf picks the day whose periods count; startDate and endDate measure those days instead. */
  budgetSpending: Array<BudgetSpending>;
  /** Your budgets, by category name then period. */
  budgets: Array<Budget>;
  /** System categories and your own; dormant ones only with includeInactive. */
  categories: Array<Category>;
  /** One system category or one of your own. */
  category: Category;
  /** Your expenses (or income with isIncome) by category in a range, biggest first. */
  categoryBreakdown: CategoryBreakdown;
  /** CPF transactions and scheduled contributions of the last 6 months (Singapore), newest first. */
  cpfActivity: Array<CpfActivityItem>;
  /** The SGD bank or savings account CPF balance updates are recorded in; null when you have none yet. */
  cpfRecordingAccount?: Maybe<CpfRecordingAccount>;
  /** One of your data exports (NOT_FOUND once expired). */
  dataExport: DataExport;
  /** The Garden Gnome’s insights, best first: price rises, new recurring payments, missing charges, probable duplicates, categories above their usual month, budgets that will run out, unusually large charges and upcoming CPF auto-contributions. */
  insights: Array<Insight>;
  /** Each exchange open or not now, in its own time zone. */
  marketStatus: MarketStatus;
  /** The signed-in user. */
  me: User;
  /** Every holding of yours with its figures. */
  portfolioPositions: Array<StockHolding>;
  /** Totals of all your holdings (unpriced ones at cost). */
  portfolioSummary: PortfolioSummary;
  /** How fresh the prices of the stocks you hold are. */
  priceStaleness: PriceStaleness;
  /** Your recurring payments (found in your transactions) with their monthly and yearly totals. */
  recurringPayments: RecurringPayments;
  /** Your accounts and transaction count in a range (all time without). */
  reportSummary: ReportSummary;
  /** The top transactions of a range (10 by default): optionally one category and one direction, sorted by signed amount (asc: biggest expenses first) or date. */
  reportTransactions: Array<Transaction>;
  /** One of your CPF accounts. */
  retirementAccount: RetirementAccount;
  /** Your CPF accounts: CPF-OA, CPF-SA, CPF-MA. */
  retirementAccounts: Array<RetirementAccount>;
  /** Securities whose symbol starts with q or whose name contains q (case-insensitive): exact symbol first, then symbol prefix, name prefix, name contains. limit 20 by default, at most 50. */
  searchStocks: Array<Stock>;
  /** Your transactions like this one at or above the threshold (percent, 80 by default), best first. */
  similarTransactions: SimilarTransactions;
  /** Expenses, income and net per day, week (ISO, Monday to Sunday) or month of a range, with a summary. */
  spendingTrend: SpendingTrend;
  /** Statements you imported, newest first (default 10, at most 50). */
  statements: Array<BankStatement>;
  /** Your holdings, in one account when accountId is given. */
  stockHoldings: Array<StockHolding>;
  /** Your stocks accounts, oldest first. */
  stocksAccounts: Array<StocksAccount>;
  /** The shared, protected system categories. */
  systemCategories: Array<Category>;
  /** One of your transactions. */
  transaction: Transaction;
  /** Your accounts, for the account filter. */
  transactionAccounts: Array<TransactionAccount>;
  /** Your transactions, filtered and sorted (newest first by default); skip 0 and limit 100 by default. */
  transactions: Array<Transaction>;
  /** One of your upload jobs with its files. */
  uploadJob: UploadJob;
  /** Your most recent upload jobs, newest first. */
  uploadJobs: Array<UploadJob>;
};


export type QueryAccountArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAskGnomeArgs = {
  asOf?: InputMaybe<Scalars['String']['input']>;
  message: Scalars['String']['input'];
};


export type QueryBudgetArgs = {
  id: Scalars['ID']['input'];
};


export type QueryBudgetSpendingArgs = {
  asOf?: InputMaybe<Scalars['String']['input']>;
  endDate?: InputMaybe<Scalars['String']['input']>;
  startDate?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCategoriesArgs = {
  includeInactive?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryCategoryArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCategoryBreakdownArgs = {
  endDate: Scalars['String']['input'];
  isIncome?: InputMaybe<Scalars['Boolean']['input']>;
  startDate: Scalars['String']['input'];
};


export type QueryCpfActivityArgs = {
  limit?: Scalars['Int']['input'];
};


export type QueryDataExportArgs = {
  id: Scalars['ID']['input'];
};


export type QueryInsightsArgs = {
  asOf?: InputMaybe<Scalars['String']['input']>;
};


export type QueryReportSummaryArgs = {
  endDate?: InputMaybe<Scalars['String']['input']>;
  startDate?: InputMaybe<Scalars['String']['input']>;
};


export type QueryReportTransactionsArgs = {
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  endDate: Scalars['String']['input'];
  isIncome?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  sortBy?: InputMaybe<Scalars['String']['input']>;
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  startDate: Scalars['String']['input'];
};


export type QueryRetirementAccountArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySearchStocksArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  q: Scalars['String']['input'];
};


export type QuerySimilarTransactionsArgs = {
  id: Scalars['ID']['input'];
  threshold?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySpendingTrendArgs = {
  aggregationLevel?: InputMaybe<Scalars['String']['input']>;
  endDate: Scalars['String']['input'];
  startDate: Scalars['String']['input'];
};


export type QueryStatementsArgs = {
  limit?: Scalars['Int']['input'];
};


export type QueryStockHoldingsArgs = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryTransactionArgs = {
  id: Scalars['ID']['input'];
};


export type QueryTransactionsArgs = {
  filter?: InputMaybe<TransactionFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryUploadJobArgs = {
  id: Scalars['ID']['input'];
};


export type QueryUploadJobsArgs = {
  limit?: Scalars['Int']['input'];
};

/** What a recategorisation changed; hand previous and merchantRule to undoRecategorize to reverse it. */
export type RecategorizeOutcome = {
  __typename?: 'RecategorizeOutcome';
  merchantRule?: Maybe<MerchantRuleChange>;
  previous: Array<PreviousCategory>;
  updatedCount: Scalars['Int']['output'];
};

/** The previous and merchantRule of a RecategorizeOutcome. */
export type RecategorizeUndoInput = {
  merchantRule?: InputMaybe<MerchantRuleChangeInput>;
  previous: Array<PreviousCategoryInput>;
};

export type RecurringPayments = {
  __typename?: 'RecurringPayments';
  /** Running series first, then by yearly cost. */
  series: Array<RecurringSeries>;
  /** Totals of the detected and confirmed series. */
  totals: Array<RecurringTotal>;
};

/** A change of a series’ amount. */
export type RecurringPriceChange = {
  __typename?: 'RecurringPriceChange';
  /** YYYY-MM-DD of the first charge at the new amount */
  date: Scalars['String']['output'];
  /** The amount before, an exact positive decimal such as "15.98". */
  from: Scalars['String']['output'];
  /** The amount after. */
  to: Scalars['String']['output'];
};

/** A recurring payment: charges at one merchant on a regular cadence, found in your transactions. */
export type RecurringSeries = {
  __typename?: 'RecurringSeries';
  /** weekly, fortnightly, monthly, quarterly or yearly */
  cadence: Scalars['String']['output'];
  category?: Maybe<Scalars['String']['output']>;
  /** The category of the latest charge. */
  categoryId?: Maybe<Scalars['ID']['output']>;
  currency: Scalars['String']['output'];
  /** YYYY-MM-DD */
  firstDate: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Charged at a fixed price (or filed under Subscriptions); not rent, insurance or a bill. */
  isSubscription: Scalars['Boolean']['output'];
  /** YYYY-MM-DD of the latest charge */
  lastDate: Scalars['String']['output'];
  /** The merchant as people read it, e.g. "Netflix". */
  merchant: Scalars['String']['output'];
  /** The normalised merchant key the transactions share. */
  merchantKey: Scalars['String']['output'];
  /** yearlyCost / 12, rounded to the cent */
  monthlyCost: Scalars['String']['output'];
  /** YYYY-MM-DD one period after the latest charge */
  nextExpectedDate: Scalars['String']['output'];
  occurrences: Scalars['Int']['output'];
  priceChanges: Array<RecurringPriceChange>;
  /** detected, confirmed, dismissed or ended */
  status: Scalars['String']['output'];
  /** The charges of the series, oldest first. */
  transactionIds: Array<Scalars['ID']['output']>;
  /** A usual charge as an exact positive decimal: the latest price, or a varying bill’s median. */
  typicalAmount: Scalars['String']['output'];
  /** typicalAmount times the charges in a year */
  yearlyCost: Scalars['String']['output'];
};

/** What the running series cost, in one currency. */
export type RecurringTotal = {
  __typename?: 'RecurringTotal';
  currency: Scalars['String']['output'];
  monthlyCost: Scalars['String']['output'];
  yearlyCost: Scalars['String']['output'];
};

export type ReportSummary = {
  __typename?: 'ReportSummary';
  /** All your accounts. */
  accounts: Scalars['Int']['output'];
  /** Accounts with at least one transaction in the range. */
  activeAccounts: Scalars['Int']['output'];
  /** YYYY-MM-DD of your first transaction of all time (not limited to the range); null without any. */
  firstTransactionDate?: Maybe<Scalars['String']['output']>;
  /** YYYY-MM-DD of your latest transaction of all time (not limited to the range); null without any. */
  lastTransactionDate?: Maybe<Scalars['String']['output']>;
  transactionCount: Scalars['Int']['output'];
};

/** A CPF account (CPF-OA, CPF-SA or CPF-MA; one of each per user) with its auto-contribution. */
export type RetirementAccount = {
  __typename?: 'RetirementAccount';
  /** CPF-OA, CPF-SA or CPF-MA */
  accountType: Scalars['String']['output'];
  /** Exact decimal, e.g. "1234.50". */
  balance: Scalars['String']['output'];
  /** Exact decimal, e.g. "100.00". */
  contributionAmount?: Maybe<Scalars['String']['output']>;
  /** 1-31; 29-31 fall on the last day of shorter months. */
  contributionDay?: Maybe<Scalars['Int']['output']>;
  createdAt: Scalars['DateTimeISO']['output'];
  currency: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isAutoContributionEnabled: Scalars['Boolean']['output'];
  /** YYYY-MM-DD (Asia/Singapore) of the next scheduled contribution */
  nextContributionDate?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTimeISO']['output'];
};

export type RetirementAssetShare = {
  __typename?: 'RetirementAssetShare';
  accountType: Scalars['String']['output'];
  balance: Scalars['String']['output'];
};

export type RetirementAssets = {
  __typename?: 'RetirementAssets';
  breakdown: Array<RetirementAssetShare>;
  total: Scalars['String']['output'];
};

export type SeriesTrend = {
  __typename?: 'SeriesTrend';
  /** Signed percent with 2 decimals. */
  percentage: Scalars['Float']['output'];
  /** increasing, decreasing or stable */
  trend: Scalars['String']['output'];
};

/** A transaction like another one, with how alike they are. */
export type SimilarTransaction = {
  __typename?: 'SimilarTransaction';
  /** merchant_match or text_similarity */
  reason: Scalars['String']['output'];
  /** 0-100; 100 for the same merchant. */
  score: Scalars['Int']['output'];
  transaction: Transaction;
};

export type SimilarTransactions = {
  __typename?: 'SimilarTransactions';
  items: Array<SimilarTransaction>;
  original: Transaction;
};

export type SpendingTrend = {
  __typename?: 'SpendingTrend';
  /** daily, weekly (ISO weeks, Monday to Sunday) or monthly */
  aggregationLevel: Scalars['String']['output'];
  /** Every data point of the range, oldest first, zero-filled. */
  dataPoints: Array<SpendingTrendPoint>;
  endDate: Scalars['String']['output'];
  startDate: Scalars['String']['output'];
  summary: SpendingTrendSummary;
};

/** One day, week or month of a trend. */
export type SpendingTrendPoint = {
  __typename?: 'SpendingTrendPoint';
  /** First day of the point, YYYY-MM-DD (its bucket cut to the range). */
  date: Scalars['String']['output'];
  /** Last day of the point, YYYY-MM-DD. */
  endDate: Scalars['String']['output'];
  expenseTrxCount: Scalars['Int']['output'];
  /** Exact decimal size of the money out. */
  expenses: Scalars['String']['output'];
  /** Exact decimal of the money in. */
  income: Scalars['String']['output'];
  incomeTrxCount: Scalars['Int']['output'];
  /** Income minus expenses, exact decimal. */
  net: Scalars['String']['output'];
  periodLabel: Scalars['String']['output'];
};

/** Totals, averages per data point and highest data point, exact decimals. trend / trendPercentage read the expenses: the later half of the points against the earlier half, per day covered; stable within 5 %. */
export type SpendingTrendSummary = {
  __typename?: 'SpendingTrendSummary';
  avgExpenses: Scalars['String']['output'];
  avgIncome: Scalars['String']['output'];
  avgNet: Scalars['String']['output'];
  incomeTrend: SeriesTrend;
  maxExpenses: Scalars['String']['output'];
  maxIncome: Scalars['String']['output'];
  maxNet: Scalars['String']['output'];
  netTrend: SeriesTrend;
  totalExpenses: Scalars['String']['output'];
  totalIncome: Scalars['String']['output'];
  totalNet: Scalars['String']['output'];
  /** increasing, decreasing or stable (of expenses) */
  trend: Scalars['String']['output'];
  trendPercentage: Scalars['Float']['output'];
};

/** A security of the list shipped with the product (S&P 500, STI, popular US and SGX ETFs). */
export type Stock = {
  __typename?: 'Stock';
  /** Quoting currency, e.g. USD or SGD */
  currency: Scalars['String']['output'];
  /** NYSE, NASDAQ, SGX, HKEX, LSE, ... */
  exchange: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Exact decimal; null when never priced (never invented). */
  lastPrice?: Maybe<Scalars['String']['output']>;
  lastPriceUpdated?: Maybe<Scalars['DateTimeISO']['output']>;
  name: Scalars['String']['output'];
  /** Technology, Financials, Healthcare, Consumer Discretionary, Consumer Staples, Energy, Real Estate, Diversified or Other */
  sector: Scalars['String']['output'];
  /** US symbols plain ('AAPL'), SGX ones with '.SI' ('D05.SI') */
  symbol: Scalars['String']['output'];
};

/** A position. Money figures are rounded once to cents, half up; P&L = value - cost. A stock never priced has null currentPrice, currentValue, unrealizedPnl and unrealizedPnlPercent. */
export type StockHolding = {
  __typename?: 'StockHolding';
  /** Per share, 2 to 4 decimals, e.g. "123.40" */
  averageCost: Scalars['String']['output'];
  /** The stock's quoting currency */
  currency: Scalars['String']['output'];
  currentPrice?: Maybe<Scalars['String']['output']>;
  currentValue?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Up to 4 decimals, e.g. "1.2345" */
  quantity: Scalars['String']['output'];
  stock: Stock;
  stockId: Scalars['ID']['output'];
  stocksAccountId: Scalars['ID']['output'];
  /** quantity x averageCost, e.g. "411.52" */
  totalCost: Scalars['String']['output'];
  unrealizedPnl?: Maybe<Scalars['String']['output']>;
  /** Percent of cost, 2 decimals, e.g. "-3.25" */
  unrealizedPnlPercent?: Maybe<Scalars['String']['output']>;
};

/** One of your brokerage (stocks) accounts. */
export type StocksAccount = {
  __typename?: 'StocksAccount';
  accountType: Scalars['String']['output'];
  broker: Scalars['String']['output'];
  /** Exact decimal, e.g. "0.00". */
  cashBalance: Scalars['String']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  currency: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** Value now of the account's holdings in the account's currency (quantity x last price; cost for a holding never priced), exact to the cent. Holdings in another currency are not included: there is no exchange rate (portfolioSummary.byCurrency has every currency). */
  totalValue: Scalars['String']['output'];
};

export type Subscription = {
  __typename?: 'Subscription';
  /** Every status, step and progress change of one of your jobs, until it ends. */
  uploadJobUpdated: UploadJob;
};


export type SubscriptionUploadJobUpdatedArgs = {
  jobId: Scalars['ID']['input'];
};

/** One transaction with its category and account. */
export type Transaction = {
  __typename?: 'Transaction';
  accountId: Scalars['ID']['output'];
  accountName: Scalars['String']['output'];
  /** Exact decimal, money out negative, e.g. "-12.34". */
  amount: Scalars['String']['output'];
  categoryColor?: Maybe<Scalars['String']['output']>;
  /** How sure the categoriser was, 0 to 1: 1 for a rule, the classifier’s probability when it chose; null when you chose the category, a language model did, or it is not known. */
  categoryConfidence?: Maybe<Scalars['Float']['output']>;
  categoryIcon?: Maybe<Scalars['String']['output']>;
  categoryId?: Maybe<Scalars['ID']['output']>;
  categoryName?: Maybe<Scalars['String']['output']>;
  /** Who chose the category: user (by hand), user_rule, user_model (learned from your changes), statement_hint, knowledge_base, classifier, language_model or default (nothing did: Uncategorized). */
  categorySource: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  /** YYYY-MM-DD */
  date: Scalars['String']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isIncome: Scalars['Boolean']['output'];
  /** The merchant as people read it, from the normalised description. */
  merchantName: Scalars['String']['output'];
  notes?: Maybe<Scalars['String']['output']>;
};

/** An account transactions can be filtered by. */
export type TransactionAccount = {
  __typename?: 'TransactionAccount';
  accountType: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  institution: Scalars['String']['output'];
  /** Last four digits, empty when the statement prints none. */
  last4: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** Filter and order of the transactions list; every field is optional. */
export type TransactionFilter = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  /** all, this-month, last-month, last-3-months, year-to-date or last-year (Asia/Singapore days) */
  datePreset?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD, inclusive */
  endDate?: InputMaybe<Scalars['String']['input']>;
  /** Largest amount size, e.g. "50.00" */
  maxAmount?: InputMaybe<Scalars['String']['input']>;
  /** Smallest amount size, e.g. "10.00" (expenses and income) */
  minAmount?: InputMaybe<Scalars['String']['input']>;
  /** Case-insensitive, in the description or merchant */
  search?: InputMaybe<Scalars['String']['input']>;
  /** date (default), amount or description */
  sortBy?: InputMaybe<Scalars['String']['input']>;
  /** desc (default, newest first) or asc */
  sortOrder?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD, inclusive */
  startDate?: InputMaybe<Scalars['String']['input']>;
  /** all, income or expenses */
  type?: InputMaybe<Scalars['String']['input']>;
};

/** A transaction entered by hand. */
export type TransactionInput = {
  accountId: Scalars['ID']['input'];
  /** Decimal of 0 or more, e.g. "12.34"; isIncome gives the direction. Not zero. */
  amount: Scalars['String']['input'];
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  /** YYYY-MM-DD */
  date: Scalars['String']['input'];
  description: Scalars['String']['input'];
  isIncome: Scalars['Boolean']['input'];
  notes?: InputMaybe<Scalars['String']['input']>;
};

/** Changes to a transaction; omitted fields stay, null clears the category or notes. */
export type TransactionUpdateInput = {
  /** Decimal of 0 or more; not zero */
  amount?: InputMaybe<Scalars['String']['input']>;
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  date?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  isIncome?: InputMaybe<Scalars['Boolean']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
};

/** Profile fields to change; omitted fields stay as they are, null clears an optional one. */
export type UpdateProfileInput = {
  /** Two-letter country code from the supported list */
  country?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD; age must be 13 to 120 */
  dateOfBirth?: InputMaybe<Scalars['String']['input']>;
  gender?: InputMaybe<Gender>;
  name?: InputMaybe<Scalars['String']['input']>;
  onboardingCompleted?: InputMaybe<Scalars['Boolean']['input']>;
  /** What to call the person, at most 50 characters; null or blank clears it (the name is used) */
  preferredName?: InputMaybe<Scalars['String']['input']>;
};

/** Fields of a CPF account to change; omitted ones stay as they are. */
export type UpdateRetirementAccountInput = {
  balance?: InputMaybe<Scalars['String']['input']>;
  /** Above 0, at most 999999.99, rounded to cents */
  contributionAmount?: InputMaybe<Scalars['String']['input']>;
  /** Clamped to 1..31 */
  contributionDay?: InputMaybe<Scalars['Int']['input']>;
  /** On sets day 15 and amount 100 unless given; off clears both. */
  isAutoContributionEnabled?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Quantity and/or average cost of a holding; both must stay valid. */
export type UpdateStockHoldingInput = {
  averageCost?: InputMaybe<Scalars['String']['input']>;
  quantity?: InputMaybe<Scalars['String']['input']>;
};

/** Fields of a stocks account to change; omitted ones stay as they are. */
export type UpdateStocksAccountInput = {
  accountType?: InputMaybe<Scalars['String']['input']>;
  broker?: InputMaybe<Scalars['String']['input']>;
  cashBalance?: InputMaybe<Scalars['String']['input']>;
  currency?: InputMaybe<Scalars['String']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

/** A background import of one or more statement files. */
export type UploadJob = {
  __typename?: 'UploadJob';
  createdAt: Scalars['DateTimeISO']['output'];
  currentTask?: Maybe<Scalars['String']['output']>;
  errorMessage?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** What the job imports: statements (PDF files) or csv (one CSV file of transactions). */
  kind: Scalars['String']['output'];
  progressPercentage: Scalars['Int']['output'];
  /** queued, processing, completed, failed or cancelled */
  status: Scalars['String']['output'];
  tasks: Array<UploadTask>;
  updatedAt: Scalars['DateTimeISO']['output'];
};

/** One file of an upload job. */
export type UploadTask = {
  __typename?: 'UploadTask';
  /** The step the worker is on, e.g. "Extracting data from PDF". */
  currentStep?: Maybe<Scalars['String']['output']>;
  duplicateFilename?: Maybe<Scalars['String']['output']>;
  /** CSV imports: rows the account already held, not added again. */
  duplicatesSkipped: Scalars['Int']['output'];
  errorMessage?: Maybe<Scalars['String']['output']>;
  filename: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isDuplicate: Scalars['Boolean']['output'];
  /** Not read: the file has no text layer (a scan). Uploading it again with use_ocr on reads it with OCR. */
  looksScanned: Scalars['Boolean']['output'];
  /** Imported, but the rows do not add up to a total the statement prints: check it. */
  needsReview: Scalars['Boolean']['output'];
  /** Percent, only moves forward. */
  progress: Scalars['Int']['output'];
  /** Read with OCR from scanned pages. */
  readWithOcr: Scalars['Boolean']['output'];
  /** Exact decimal, signed: the printed figure minus what the rows add up to, e.g. "-10.00". */
  reconciliationDifference?: Maybe<Scalars['String']['output']>;
  /** Why the file needs review, with the figures compared. */
  reconciliationWarning?: Maybe<Scalars['String']['output']>;
  /** CSV imports: rows that could not be read, with their line (the first 200). */
  skippedRows: Array<CsvSkippedRow>;
  /** CSV imports: how many rows could not be read in all. */
  skippedRowsCount: Scalars['Int']['output'];
  /** PENDING, RUNNING, SUCCESS, FAILED or RETRYING */
  status: Scalars['String']['output'];
  transactionsAdded: Scalars['Int']['output'];
};

/** The signed-in person and their profile. */
export type User = {
  __typename?: 'User';
  country: Scalars['String']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  /** YYYY-MM-DD */
  dateOfBirth?: Maybe<Scalars['String']['output']>;
  /** Why the deletion is pending: requested (deleteMyAccount) or inactive (two years unused); null when none is. */
  deletionReason?: Maybe<Scalars['String']['output']>;
  /** When the account and every row of it will be deleted; null when no deletion is pending. While set, data calls answer ACCOUNT_DELETION_PENDING (403); me and cancelAccountDeletion still work. */
  deletionScheduledFor?: Maybe<Scalars['DateTimeISO']['output']>;
  email: Scalars['String']['output'];
  emailVerified: Scalars['Boolean']['output'];
  gender?: Maybe<Gender>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  onboardingCompleted: Scalars['Boolean']['output'];
  /** What to call the person (the greeting); null means the name as written. */
  preferredName?: Maybe<Scalars['String']['output']>;
};

export type RetirementAccountFieldsFragment = { __typename?: 'RetirementAccount', id: string, accountType: string, balance: string, currency: string, isAutoContributionEnabled: boolean, contributionDay?: number | null, contributionAmount?: string | null, nextContributionDate?: string | null, updatedAt: string };

export type RetirementAccountsQueryVariables = Exact<{ [key: string]: never; }>;


export type RetirementAccountsQuery = { __typename?: 'Query', retirementAccounts: Array<{ __typename?: 'RetirementAccount', id: string, accountType: string, balance: string, currency: string, isAutoContributionEnabled: boolean, contributionDay?: number | null, contributionAmount?: string | null, nextContributionDate?: string | null, updatedAt: string }> };

export type CpfActivityFieldsFragment = { __typename?: 'CpfActivityItem', id: string, date: string, description: string, amount: string, accountType: string, isIncome: boolean, notes?: string | null, source: string, transactionId?: string | null };

export type CpfActivityQueryVariables = Exact<{
  limit: Scalars['Int']['input'];
}>;


export type CpfActivityQuery = { __typename?: 'Query', cpfActivity: Array<{ __typename?: 'CpfActivityItem', id: string, date: string, description: string, amount: string, accountType: string, isIncome: boolean, notes?: string | null, source: string, transactionId?: string | null }> };

export type AssetsBreakdownQueryVariables = Exact<{ [key: string]: never; }>;


export type AssetsBreakdownQuery = { __typename?: 'Query', assetsBreakdown: { __typename?: 'AssetsBreakdown', totalAssets: string, currency: string, netWorth: string, bankAccounts: { __typename?: 'BankAssets', total: string, accounts: Array<{ __typename?: 'AssetBankAccount', id: string, name: string, institution: string, accountType: string, balance: string, currency: string }> }, retirementAccounts: { __typename?: 'RetirementAssets', total: string, breakdown: Array<{ __typename?: 'RetirementAssetShare', accountType: string, balance: string }> }, investments: { __typename?: 'InvestmentAssets', total: string, positions: number, byCurrency: Array<{ __typename?: 'InvestmentCurrencyAssets', currency: string, value: string, positions: number, pricedPositions: number }> }, creditCards: { __typename?: 'CreditCardDebts', owed: string, accounts: Array<{ __typename?: 'AssetBankAccount', id: string, name: string, balance: string, currency: string }> } } };

export type CreateCpfAccountsMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateCpfAccountsMutation = { __typename?: 'Mutation', createCpfAccounts: Array<{ __typename?: 'RetirementAccount', id: string, accountType: string, balance: string, currency: string, isAutoContributionEnabled: boolean, contributionDay?: number | null, contributionAmount?: string | null, nextContributionDate?: string | null, updatedAt: string }> };

export type UpdateRetirementAccountMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: UpdateRetirementAccountInput;
}>;


export type UpdateRetirementAccountMutation = { __typename?: 'Mutation', updateRetirementAccount: { __typename?: 'RetirementAccount', id: string, accountType: string, balance: string, currency: string, isAutoContributionEnabled: boolean, contributionDay?: number | null, contributionAmount?: string | null, nextContributionDate?: string | null, updatedAt: string } };

export type UpdateCpfBalanceMutationVariables = Exact<{
  input: CpfBalanceUpdateInput;
}>;


export type UpdateCpfBalanceMutation = { __typename?: 'Mutation', updateCpfBalance: { __typename?: 'CpfBalanceUpdateResult', transactionId?: string | null, account: { __typename?: 'RetirementAccount', id: string, accountType: string, balance: string, currency: string, isAutoContributionEnabled: boolean, contributionDay?: number | null, contributionAmount?: string | null, nextContributionDate?: string | null, updatedAt: string } } };

export type CpfRecordingAccountQueryVariables = Exact<{ [key: string]: never; }>;


export type CpfRecordingAccountQuery = { __typename?: 'Query', cpfRecordingAccount?: { __typename?: 'CpfRecordingAccount', id: string, name: string, institution: string } | null };

export type DeleteRetirementAccountMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteRetirementAccountMutation = { __typename?: 'Mutation', deleteRetirementAccount: boolean };

export type BudgetSpendingFieldsFragment = { __typename?: 'BudgetSpending', id: string, categoryId: string, categoryName: string, categoryIcon: string, categoryColor: string, period: string, amount: string, currency: string, notificationThreshold: number, startDate: string, endDate: string, spent: string, remaining: string, percentage: number, state: string };

export type BudgetSpendingQueryVariables = Exact<{ [key: string]: never; }>;


export type BudgetSpendingQuery = { __typename?: 'Query', budgetSpending: Array<{ __typename?: 'BudgetSpending', id: string, categoryId: string, categoryName: string, categoryIcon: string, categoryColor: string, period: string, amount: string, currency: string, notificationThreshold: number, startDate: string, endDate: string, spent: string, remaining: string, percentage: number, state: string }> };

export type BudgetCategoryFieldsFragment = { __typename?: 'Category', id: string, name: string, icon: string, color: string };

export type BudgetCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type BudgetCategoriesQuery = { __typename?: 'Query', budgetCategories: Array<{ __typename?: 'Category', id: string, name: string, icon: string, color: string }> };

export type CreateBudgetMutationVariables = Exact<{
  input: BudgetInput;
}>;


export type CreateBudgetMutation = { __typename?: 'Mutation', createBudget: { __typename?: 'Budget', id: string } };

export type UpdateBudgetMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: BudgetUpdateInput;
}>;


export type UpdateBudgetMutation = { __typename?: 'Mutation', updateBudget: { __typename?: 'Budget', id: string } };

export type DeleteBudgetMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteBudgetMutation = { __typename?: 'Mutation', deleteBudget: { __typename?: 'Budget', id: string } };

export type CategoryFieldsFragment = { __typename?: 'Category', id: string, name: string, icon: string, color: string, isActive: boolean, isSystem: boolean };

export type GardenCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type GardenCategoriesQuery = { __typename?: 'Query', categories: Array<{ __typename?: 'Category', id: string, name: string, icon: string, color: string, isActive: boolean, isSystem: boolean }> };

export type CreateCategoryMutationVariables = Exact<{
  input: CategoryInput;
}>;


export type CreateCategoryMutation = { __typename?: 'Mutation', createCategory: { __typename?: 'Category', id: string, name: string, icon: string, color: string, isActive: boolean, isSystem: boolean } };

export type UpdateCategoryMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: CategoryUpdateInput;
}>;


export type UpdateCategoryMutation = { __typename?: 'Mutation', updateCategory: { __typename?: 'Category', id: string, name: string, icon: string, color: string, isActive: boolean, isSystem: boolean } };

export type DeleteCategoryMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteCategoryMutation = { __typename?: 'Mutation', deleteCategory: { __typename?: 'Category', id: string, name: string, icon: string, color: string, isActive: boolean, isSystem: boolean } };

export type CsvImportAccountsQueryVariables = Exact<{ [key: string]: never; }>;


export type CsvImportAccountsQuery = { __typename?: 'Query', accounts: Array<{ __typename?: 'Account', id: string, name: string, institution: string, last4: string }> };

export type DashboardAccountFieldsFragment = { __typename?: 'Account', id: string, name: string, institution: string, accountType: string, last4: string, currency: string, balance: string, creditLimit?: string | null, color?: string | null, providerType: string, connectionStatus: string, errorMessage?: string | null, latestStmtDate?: string | null, transactionCount: number, updatedAt: string };

export type DashboardTotalsFieldsFragment = { __typename?: 'AccountTotals', currency: string, accountCount: number, totalBalance: string, creditAccountCount: number, totalCreditLimit: string, totalOwed: string, netWorth: string };

export type DashboardRecentTransactionFieldsFragment = { __typename?: 'Transaction', id: string, date: string, description: string, amount: string, isIncome: boolean, currency: string, categoryName?: string | null, categoryIcon?: string | null, categoryColor?: string | null, accountName: string };

export type DashboardAccountsQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardAccountsQuery = { __typename?: 'Query', accounts: Array<{ __typename?: 'Account', id: string, name: string, institution: string, accountType: string, last4: string, currency: string, balance: string, creditLimit?: string | null, color?: string | null, providerType: string, connectionStatus: string, errorMessage?: string | null, latestStmtDate?: string | null, transactionCount: number, updatedAt: string }>, accountTotals: Array<{ __typename?: 'AccountTotals', currency: string, accountCount: number, totalBalance: string, creditAccountCount: number, totalCreditLimit: string, totalOwed: string, netWorth: string }> };

export type DashboardRecentTransactionsQueryVariables = Exact<{
  filter?: InputMaybe<TransactionFilter>;
  limit: Scalars['Int']['input'];
}>;


export type DashboardRecentTransactionsQuery = { __typename?: 'Query', transactions: Array<{ __typename?: 'Transaction', id: string, date: string, description: string, amount: string, isIncome: boolean, currency: string, categoryName?: string | null, categoryIcon?: string | null, categoryColor?: string | null, accountName: string }> };

export type GnomeInsightsQueryVariables = Exact<{ [key: string]: never; }>;


export type GnomeInsightsQuery = { __typename?: 'Query', insights: Array<{ __typename?: 'Insight', id: string, kind: string, headline: string, transactionIds: Array<string>, link: string, date?: string | null, figures: Array<{ __typename?: 'AssistantFigure', label: string, amount: string, currency: string }> }> };

export type AskGnomeQueryVariables = Exact<{
  message: Scalars['String']['input'];
}>;


export type AskGnomeQuery = { __typename?: 'Query', askGnome: { __typename?: 'ChatAnswer', answer: string, link?: string | null, examples: Array<string>, figures: Array<{ __typename?: 'AssistantFigure', label: string, amount: string, currency: string }>, query?: { __typename?: 'ChatQuery', intent: string, period?: { __typename?: 'ChatPeriod', label: string, startDate: string, endDate: string } | null } | null } };

export type RecurringSeriesFieldsFragment = { __typename?: 'RecurringSeries', id: string, merchant: string, category?: string | null, cadence: string, typicalAmount: string, currency: string, lastDate: string, nextExpectedDate: string, yearlyCost: string, monthlyCost: string, occurrences: number, isSubscription: boolean, status: string, priceChanges: Array<{ __typename?: 'RecurringPriceChange', date: string, from: string, to: string }> };

export type RecurringPaymentsQueryVariables = Exact<{ [key: string]: never; }>;


export type RecurringPaymentsQuery = { __typename?: 'Query', recurringPayments: { __typename?: 'RecurringPayments', series: Array<{ __typename?: 'RecurringSeries', id: string, merchant: string, category?: string | null, cadence: string, typicalAmount: string, currency: string, lastDate: string, nextExpectedDate: string, yearlyCost: string, monthlyCost: string, occurrences: number, isSubscription: boolean, status: string, priceChanges: Array<{ __typename?: 'RecurringPriceChange', date: string, from: string, to: string }> }>, totals: Array<{ __typename?: 'RecurringTotal', currency: string, monthlyCost: string, yearlyCost: string }> } };

export type SetRecurringStatusMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  status: Scalars['String']['input'];
}>;


export type SetRecurringStatusMutation = { __typename?: 'Mutation', setRecurringStatus: { __typename?: 'RecurringSeries', id: string, merchant: string, category?: string | null, cadence: string, typicalAmount: string, currency: string, lastDate: string, nextExpectedDate: string, yearlyCost: string, monthlyCost: string, occurrences: number, isSubscription: boolean, status: string, priceChanges: Array<{ __typename?: 'RecurringPriceChange', date: string, from: string, to: string }> } };

export type InvestmentsStockFieldsFragment = { __typename?: 'Stock', id: string, symbol: string, name: string, exchange: string, sector: string, currency: string, lastPrice?: string | null, lastPriceUpdated?: string | null };

export type InvestmentsHoldingFieldsFragment = { __typename?: 'StockHolding', id: string, stocksAccountId: string, stockId: string, quantity: string, averageCost: string, totalCost: string, currency: string, currentPrice?: string | null, currentValue?: string | null, unrealizedPnl?: string | null, unrealizedPnlPercent?: string | null, stock: { __typename?: 'Stock', id: string, symbol: string, name: string, exchange: string, sector: string, currency: string, lastPrice?: string | null, lastPriceUpdated?: string | null } };

export type InvestmentsAccountFieldsFragment = { __typename?: 'StocksAccount', id: string, name: string, broker: string, accountType: string, currency: string, cashBalance: string, totalValue: string, isActive: boolean, createdAt: string };

export type InvestmentsAccountsQueryVariables = Exact<{ [key: string]: never; }>;


export type InvestmentsAccountsQuery = { __typename?: 'Query', stocksAccounts: Array<{ __typename?: 'StocksAccount', id: string, name: string, broker: string, accountType: string, currency: string, cashBalance: string, totalValue: string, isActive: boolean, createdAt: string }> };

export type InvestmentsHoldingsQueryVariables = Exact<{ [key: string]: never; }>;


export type InvestmentsHoldingsQuery = { __typename?: 'Query', stockHoldings: Array<{ __typename?: 'StockHolding', id: string, stocksAccountId: string, stockId: string, quantity: string, averageCost: string, totalCost: string, currency: string, currentPrice?: string | null, currentValue?: string | null, unrealizedPnl?: string | null, unrealizedPnlPercent?: string | null, stock: { __typename?: 'Stock', id: string, symbol: string, name: string, exchange: string, sector: string, currency: string, lastPrice?: string | null, lastPriceUpdated?: string | null } }> };

export type InvestmentsCurrencyTotalsFieldsFragment = { __typename?: 'CurrencyPortfolioTotals', currency: string, totalValue: string, totalCost: string, profitLoss: string, profitLossPercentage: string, positions: number };

export type InvestmentsPortfolioSummaryFieldsFragment = { __typename?: 'PortfolioSummary', totalValue: string, totalCost: string, profitLoss: string, profitLossPercentage: string, totalPositions: number, accountsCount: number, pricedPositions: number, currency: string, byCurrency: Array<{ __typename?: 'CurrencyPortfolioTotals', currency: string, totalValue: string, totalCost: string, profitLoss: string, profitLossPercentage: string, positions: number }> };

export type InvestmentsPortfolioSummaryQueryVariables = Exact<{ [key: string]: never; }>;


export type InvestmentsPortfolioSummaryQuery = { __typename?: 'Query', portfolioSummary: { __typename?: 'PortfolioSummary', totalValue: string, totalCost: string, profitLoss: string, profitLossPercentage: string, totalPositions: number, accountsCount: number, pricedPositions: number, currency: string, byCurrency: Array<{ __typename?: 'CurrencyPortfolioTotals', currency: string, totalValue: string, totalCost: string, profitLoss: string, profitLossPercentage: string, positions: number }> } };

export type InvestmentsMarketStatusFieldsFragment = { __typename?: 'MarketStatus', shouldUpdate: boolean, exchanges: Array<{ __typename?: 'ExchangeStatus', exchange: string, isOpen: boolean, session: string }> };

export type InvestmentsMarketStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type InvestmentsMarketStatusQuery = { __typename?: 'Query', marketStatus: { __typename?: 'MarketStatus', shouldUpdate: boolean, exchanges: Array<{ __typename?: 'ExchangeStatus', exchange: string, isOpen: boolean, session: string }> } };

export type InvestmentsStalenessFieldsFragment = { __typename?: 'PriceStaleness', freshnessPercentage: number, freshCount: number, totalStocks: number, neverUpdated: number, level: string, pricesAvailable: boolean };

export type InvestmentsPriceStalenessQueryVariables = Exact<{ [key: string]: never; }>;


export type InvestmentsPriceStalenessQuery = { __typename?: 'Query', priceStaleness: { __typename?: 'PriceStaleness', freshnessPercentage: number, freshCount: number, totalStocks: number, neverUpdated: number, level: string, pricesAvailable: boolean } };

export type InvestmentsSearchStocksQueryVariables = Exact<{
  q: Scalars['String']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type InvestmentsSearchStocksQuery = { __typename?: 'Query', searchStocks: Array<{ __typename?: 'Stock', id: string, symbol: string, name: string, exchange: string, sector: string, currency: string, lastPrice?: string | null, lastPriceUpdated?: string | null }> };

export type InvestmentsCreateAccountMutationVariables = Exact<{ [key: string]: never; }>;


export type InvestmentsCreateAccountMutation = { __typename?: 'Mutation', createStocksAccount: { __typename?: 'StocksAccount', id: string } };

export type InvestmentsAddHoldingMutationVariables = Exact<{
  input: AddStockHoldingInput;
}>;


export type InvestmentsAddHoldingMutation = { __typename?: 'Mutation', addStockHolding: { __typename?: 'StockHolding', id: string } };

export type InvestmentsUpdateHoldingMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: UpdateStockHoldingInput;
}>;


export type InvestmentsUpdateHoldingMutation = { __typename?: 'Mutation', updateStockHolding: { __typename?: 'StockHolding', id: string } };

export type InvestmentsDeleteHoldingMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type InvestmentsDeleteHoldingMutation = { __typename?: 'Mutation', deleteStockHolding: boolean };

export type InvestmentsUpdatePricesMutationVariables = Exact<{
  symbols?: InputMaybe<Array<Scalars['String']['input']> | Scalars['String']['input']>;
}>;


export type InvestmentsUpdatePricesMutation = { __typename?: 'Mutation', updateStockPrices: { __typename?: 'PriceUpdateResult', success: boolean, updatedCount: number, message: string } };

export type CategorySpendingFieldsFragment = { __typename?: 'CategorySpending', categoryId?: string | null, categoryName: string, categoryIcon?: string | null, categoryColor?: string | null, spent: string, percentage: number, transactionCount: number };

export type ReportHistoryQueryVariables = Exact<{ [key: string]: never; }>;


export type ReportHistoryQuery = { __typename?: 'Query', reportHistory: { __typename?: 'ReportSummary', transactionCount: number, firstTransactionDate?: string | null, lastTransactionDate?: string | null } };

export type ReportOverviewQueryVariables = Exact<{
  startDate: Scalars['String']['input'];
  endDate: Scalars['String']['input'];
}>;


export type ReportOverviewQuery = { __typename?: 'Query', reportSummary: { __typename?: 'ReportSummary', accounts: number, activeAccounts: number, transactionCount: number }, categoryBreakdown: { __typename?: 'CategoryBreakdown', totalSpent: string, categories: Array<{ __typename?: 'CategorySpending', categoryId?: string | null, categoryName: string, categoryIcon?: string | null, categoryColor?: string | null, spent: string, percentage: number, transactionCount: number }> } };

export type TrendPointFieldsFragment = { __typename?: 'SpendingTrendPoint', periodLabel: string, date: string, endDate: string, expenses: string, income: string, net: string, expenseTrxCount: number, incomeTrxCount: number };

export type TrendSummaryFieldsFragment = { __typename?: 'SpendingTrendSummary', totalExpenses: string, totalIncome: string, totalNet: string, avgExpenses: string, avgIncome: string, avgNet: string, maxExpenses: string, maxIncome: string, maxNet: string, trend: string, trendPercentage: number, incomeTrend: { __typename?: 'SeriesTrend', trend: string, percentage: number }, netTrend: { __typename?: 'SeriesTrend', trend: string, percentage: number } };

export type ReportSpendingTrendQueryVariables = Exact<{
  startDate: Scalars['String']['input'];
  endDate: Scalars['String']['input'];
  aggregationLevel: Scalars['String']['input'];
}>;


export type ReportSpendingTrendQuery = { __typename?: 'Query', spendingTrend: { __typename?: 'SpendingTrend', aggregationLevel: string, dataPoints: Array<{ __typename?: 'SpendingTrendPoint', periodLabel: string, date: string, endDate: string, expenses: string, income: string, net: string, expenseTrxCount: number, incomeTrxCount: number }>, summary: { __typename?: 'SpendingTrendSummary', totalExpenses: string, totalIncome: string, totalNet: string, avgExpenses: string, avgIncome: string, avgNet: string, maxExpenses: string, maxIncome: string, maxNet: string, trend: string, trendPercentage: number, incomeTrend: { __typename?: 'SeriesTrend', trend: string, percentage: number }, netTrend: { __typename?: 'SeriesTrend', trend: string, percentage: number } } } };

export type ReportTopTransactionsQueryVariables = Exact<{
  startDate: Scalars['String']['input'];
  endDate: Scalars['String']['input'];
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  isIncome?: InputMaybe<Scalars['Boolean']['input']>;
  sortOrder: Scalars['String']['input'];
}>;


export type ReportTopTransactionsQuery = { __typename?: 'Query', reportTransactions: Array<{ __typename?: 'Transaction', id: string, date: string, description: string, merchantName: string, amount: string, isIncome: boolean, currency: string, notes?: string | null, categoryId?: string | null, categoryName?: string | null, categoryIcon?: string | null, categoryColor?: string | null, categorySource: string, categoryConfidence?: number | null, accountId: string, accountName: string }> };

export type ConnectedAccountsQueryVariables = Exact<{ [key: string]: never; }>;


export type ConnectedAccountsQuery = { __typename?: 'Query', accounts: Array<{ __typename?: 'Account', id: string, name: string, institution: string, accountType: string, last4: string, providerType: string, connectionStatus: string, errorMessage?: string | null, latestStmtDate?: string | null }> };

export type DataExportFieldsFragment = { __typename?: 'DataExport', id: string, status: string, progress: number, currentStep?: string | null, errorMessage?: string | null, downloadUrl?: string | null, expiresAt?: string | null };

export type RequestDataExportMutationVariables = Exact<{ [key: string]: never; }>;


export type RequestDataExportMutation = { __typename?: 'Mutation', requestDataExport: { __typename?: 'DataExport', id: string, status: string, progress: number, currentStep?: string | null, errorMessage?: string | null, downloadUrl?: string | null, expiresAt?: string | null } };

export type DataExportQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DataExportQuery = { __typename?: 'Query', dataExport: { __typename?: 'DataExport', id: string, status: string, progress: number, currentStep?: string | null, errorMessage?: string | null, downloadUrl?: string | null, expiresAt?: string | null } };

export type TransactionCategoryOptionFieldsFragment = { __typename?: 'Category', id: string, name: string, icon: string, color: string };

export type TransactionCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type TransactionCategoriesQuery = { __typename?: 'Query', categories: Array<{ __typename?: 'Category', id: string, name: string, icon: string, color: string }> };

export type TransactionFieldsFragment = { __typename?: 'Transaction', id: string, date: string, description: string, merchantName: string, amount: string, isIncome: boolean, currency: string, notes?: string | null, categoryId?: string | null, categoryName?: string | null, categoryIcon?: string | null, categoryColor?: string | null, categorySource: string, categoryConfidence?: number | null, accountId: string, accountName: string };

export type TransactionsPageQueryVariables = Exact<{
  filter?: InputMaybe<TransactionFilter>;
  skip: Scalars['Int']['input'];
  limit: Scalars['Int']['input'];
}>;


export type TransactionsPageQuery = { __typename?: 'Query', transactions: Array<{ __typename?: 'Transaction', id: string, date: string, description: string, merchantName: string, amount: string, isIncome: boolean, currency: string, notes?: string | null, categoryId?: string | null, categoryName?: string | null, categoryIcon?: string | null, categoryColor?: string | null, categorySource: string, categoryConfidence?: number | null, accountId: string, accountName: string }> };

export type TransactionDetailsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type TransactionDetailsQuery = { __typename?: 'Query', transaction: { __typename?: 'Transaction', id: string, date: string, description: string, merchantName: string, amount: string, isIncome: boolean, currency: string, notes?: string | null, categoryId?: string | null, categoryName?: string | null, categoryIcon?: string | null, categoryColor?: string | null, categorySource: string, categoryConfidence?: number | null, accountId: string, accountName: string } };

export type TransactionAccountOptionFieldsFragment = { __typename?: 'TransactionAccount', id: string, name: string, institution: string, accountType: string, last4: string };

export type TransactionFilterOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type TransactionFilterOptionsQuery = { __typename?: 'Query', transactionAccounts: Array<{ __typename?: 'TransactionAccount', id: string, name: string, institution: string, accountType: string, last4: string }> };

export type SimilarTransactionsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  threshold: Scalars['Int']['input'];
}>;


export type SimilarTransactionsQuery = { __typename?: 'Query', similarTransactions: { __typename?: 'SimilarTransactions', original: { __typename?: 'Transaction', id: string, date: string, description: string, merchantName: string, amount: string, isIncome: boolean, currency: string, notes?: string | null, categoryId?: string | null, categoryName?: string | null, categoryIcon?: string | null, categoryColor?: string | null, categorySource: string, categoryConfidence?: number | null, accountId: string, accountName: string }, items: Array<{ __typename?: 'SimilarTransaction', score: number, reason: string, transaction: { __typename?: 'Transaction', id: string, date: string, description: string, merchantName: string, amount: string, isIncome: boolean, currency: string, notes?: string | null, categoryId?: string | null, categoryName?: string | null, categoryIcon?: string | null, categoryColor?: string | null, categorySource: string, categoryConfidence?: number | null, accountId: string, accountName: string } }> } };

export type UpdateTransactionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: TransactionUpdateInput;
}>;


export type UpdateTransactionMutation = { __typename?: 'Mutation', updateTransaction: { __typename?: 'Transaction', id: string, date: string, description: string, merchantName: string, amount: string, isIncome: boolean, currency: string, notes?: string | null, categoryId?: string | null, categoryName?: string | null, categoryIcon?: string | null, categoryColor?: string | null, categorySource: string, categoryConfidence?: number | null, accountId: string, accountName: string } };

export type RecategorizeOutcomeFieldsFragment = { __typename?: 'RecategorizeOutcome', updatedCount: number, previous: Array<{ __typename?: 'PreviousCategory', id: string, categoryId?: string | null, categorySource: string, categoryConfidence?: number | null, categoryLocked: boolean }>, merchantRule?: { __typename?: 'MerchantRuleChange', merchantKey: string, previousCategoryId?: string | null } | null };

export type RecategorizeTransactionsUndoableMutationVariables = Exact<{
  ids: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
  categoryId: Scalars['ID']['input'];
}>;


export type RecategorizeTransactionsUndoableMutation = { __typename?: 'Mutation', recategorizeTransactionsUndoable: { __typename?: 'RecategorizeOutcome', updatedCount: number, previous: Array<{ __typename?: 'PreviousCategory', id: string, categoryId?: string | null, categorySource: string, categoryConfidence?: number | null, categoryLocked: boolean }>, merchantRule?: { __typename?: 'MerchantRuleChange', merchantKey: string, previousCategoryId?: string | null } | null } };

export type RecategorizeMerchantUndoableMutationVariables = Exact<{
  transactionId: Scalars['ID']['input'];
  categoryId: Scalars['ID']['input'];
  applyToAllFromMerchant: Scalars['Boolean']['input'];
}>;


export type RecategorizeMerchantUndoableMutation = { __typename?: 'Mutation', recategorizeMerchantUndoable: { __typename?: 'RecategorizeOutcome', updatedCount: number, previous: Array<{ __typename?: 'PreviousCategory', id: string, categoryId?: string | null, categorySource: string, categoryConfidence?: number | null, categoryLocked: boolean }>, merchantRule?: { __typename?: 'MerchantRuleChange', merchantKey: string, previousCategoryId?: string | null } | null } };

export type UndoRecategorizeMutationVariables = Exact<{
  input: RecategorizeUndoInput;
}>;


export type UndoRecategorizeMutation = { __typename?: 'Mutation', undoRecategorize: number };

export type DeleteTransactionsUndoableMutationVariables = Exact<{
  ids: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type DeleteTransactionsUndoableMutation = { __typename?: 'Mutation', deleteTransactionsUndoable: { __typename?: 'DeleteOutcome', deletedCount: number, undoToken: string } };

export type UndoDeleteTransactionsMutationVariables = Exact<{
  undoToken: Scalars['String']['input'];
}>;


export type UndoDeleteTransactionsMutation = { __typename?: 'Mutation', undoDeleteTransactions: number };

export type UploadJobUpdatedSubscriptionVariables = Exact<{
  jobId: Scalars['ID']['input'];
}>;


export type UploadJobUpdatedSubscription = { __typename?: 'Subscription', uploadJobUpdated: { __typename?: 'UploadJob', id: string, status: string, progressPercentage: number, currentTask?: string | null, errorMessage?: string | null, tasks: Array<{ __typename?: 'UploadTask', id: string, filename: string, status: string, currentStep?: string | null, errorMessage?: string | null, progress: number }> } };

export type ProfileFragment = { __typename?: 'User', id: string, email: string, name: string, preferredName?: string | null, country: string, dateOfBirth?: string | null, gender?: Gender | null, onboardingCompleted: boolean, emailVerified: boolean, deletionScheduledFor?: string | null, deletionReason?: string | null };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { __typename?: 'Query', me: { __typename?: 'User', id: string, email: string, name: string, preferredName?: string | null, country: string, dateOfBirth?: string | null, gender?: Gender | null, onboardingCompleted: boolean, emailVerified: boolean, deletionScheduledFor?: string | null, deletionReason?: string | null } };

export type UpdateMeMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type UpdateMeMutation = { __typename?: 'Mutation', updateMe: { __typename?: 'User', id: string, email: string, name: string, preferredName?: string | null, country: string, dateOfBirth?: string | null, gender?: Gender | null, onboardingCompleted: boolean, emailVerified: boolean, deletionScheduledFor?: string | null, deletionReason?: string | null } };

export type DeleteMyAccountMutationVariables = Exact<{ [key: string]: never; }>;


export type DeleteMyAccountMutation = { __typename?: 'Mutation', deleteMyAccount: { __typename?: 'AccountDeletion', deletionScheduledFor: string } };

export type CancelAccountDeletionMutationVariables = Exact<{ [key: string]: never; }>;


export type CancelAccountDeletionMutation = { __typename?: 'Mutation', cancelAccountDeletion: { __typename?: 'User', id: string, email: string, name: string, preferredName?: string | null, country: string, dateOfBirth?: string | null, gender?: Gender | null, onboardingCompleted: boolean, emailVerified: boolean, deletionScheduledFor?: string | null, deletionReason?: string | null } };

export const RetirementAccountFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RetirementAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RetirementAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"isAutoContributionEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"contributionDay"}},{"kind":"Field","name":{"kind":"Name","value":"contributionAmount"}},{"kind":"Field","name":{"kind":"Name","value":"nextContributionDate"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<RetirementAccountFieldsFragment, unknown>;
export const CpfActivityFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CpfActivityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CpfActivityItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"isIncome"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}}]}}]} as unknown as DocumentNode<CpfActivityFieldsFragment, unknown>;
export const BudgetSpendingFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BudgetSpendingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BudgetSpending"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}},{"kind":"Field","name":{"kind":"Name","value":"categoryIcon"}},{"kind":"Field","name":{"kind":"Name","value":"categoryColor"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"notificationThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"spent"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]} as unknown as DocumentNode<BudgetSpendingFieldsFragment, unknown>;
export const BudgetCategoryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BudgetCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]} as unknown as DocumentNode<BudgetCategoryFieldsFragment, unknown>;
export const CategoryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isSystem"}}]}}]} as unknown as DocumentNode<CategoryFieldsFragment, unknown>;
export const DashboardAccountFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"institution"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"creditLimit"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"providerType"}},{"kind":"Field","name":{"kind":"Name","value":"connectionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"latestStmtDate"}},{"kind":"Field","name":{"kind":"Name","value":"transactionCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<DashboardAccountFieldsFragment, unknown>;
export const DashboardTotalsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardTotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountTotals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"accountCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalBalance"}},{"kind":"Field","name":{"kind":"Name","value":"creditAccountCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCreditLimit"}},{"kind":"Field","name":{"kind":"Name","value":"totalOwed"}},{"kind":"Field","name":{"kind":"Name","value":"netWorth"}}]}}]} as unknown as DocumentNode<DashboardTotalsFieldsFragment, unknown>;
export const DashboardRecentTransactionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardRecentTransactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"isIncome"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}},{"kind":"Field","name":{"kind":"Name","value":"categoryIcon"}},{"kind":"Field","name":{"kind":"Name","value":"categoryColor"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}}]}}]} as unknown as DocumentNode<DashboardRecentTransactionFieldsFragment, unknown>;
export const RecurringSeriesFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecurringSeriesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecurringSeries"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"merchant"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"cadence"}},{"kind":"Field","name":{"kind":"Name","value":"typicalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"lastDate"}},{"kind":"Field","name":{"kind":"Name","value":"nextExpectedDate"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyCost"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyCost"}},{"kind":"Field","name":{"kind":"Name","value":"occurrences"}},{"kind":"Field","name":{"kind":"Name","value":"isSubscription"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"priceChanges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}}]}}]} as unknown as DocumentNode<RecurringSeriesFieldsFragment, unknown>;
export const InvestmentsStockFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvestmentsStockFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Stock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"exchange"}},{"kind":"Field","name":{"kind":"Name","value":"sector"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"lastPrice"}},{"kind":"Field","name":{"kind":"Name","value":"lastPriceUpdated"}}]}}]} as unknown as DocumentNode<InvestmentsStockFieldsFragment, unknown>;
export const InvestmentsHoldingFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvestmentsHoldingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StockHolding"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stocksAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"stockId"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"averageCost"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"currentPrice"}},{"kind":"Field","name":{"kind":"Name","value":"currentValue"}},{"kind":"Field","name":{"kind":"Name","value":"unrealizedPnl"}},{"kind":"Field","name":{"kind":"Name","value":"unrealizedPnlPercent"}},{"kind":"Field","name":{"kind":"Name","value":"stock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvestmentsStockFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvestmentsStockFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Stock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"exchange"}},{"kind":"Field","name":{"kind":"Name","value":"sector"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"lastPrice"}},{"kind":"Field","name":{"kind":"Name","value":"lastPriceUpdated"}}]}}]} as unknown as DocumentNode<InvestmentsHoldingFieldsFragment, unknown>;
export const InvestmentsAccountFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvestmentsAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StocksAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"broker"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"cashBalance"}},{"kind":"Field","name":{"kind":"Name","value":"totalValue"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<InvestmentsAccountFieldsFragment, unknown>;
export const InvestmentsCurrencyTotalsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvestmentsCurrencyTotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CurrencyPortfolioTotals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"totalValue"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"profitLoss"}},{"kind":"Field","name":{"kind":"Name","value":"profitLossPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"positions"}}]}}]} as unknown as DocumentNode<InvestmentsCurrencyTotalsFieldsFragment, unknown>;
export const InvestmentsPortfolioSummaryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvestmentsPortfolioSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PortfolioSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalValue"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"profitLoss"}},{"kind":"Field","name":{"kind":"Name","value":"profitLossPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"totalPositions"}},{"kind":"Field","name":{"kind":"Name","value":"accountsCount"}},{"kind":"Field","name":{"kind":"Name","value":"pricedPositions"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"byCurrency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvestmentsCurrencyTotalsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvestmentsCurrencyTotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CurrencyPortfolioTotals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"totalValue"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"profitLoss"}},{"kind":"Field","name":{"kind":"Name","value":"profitLossPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"positions"}}]}}]} as unknown as DocumentNode<InvestmentsPortfolioSummaryFieldsFragment, unknown>;
export const InvestmentsMarketStatusFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvestmentsMarketStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MarketStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exchanges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exchange"}},{"kind":"Field","name":{"kind":"Name","value":"isOpen"}},{"kind":"Field","name":{"kind":"Name","value":"session"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shouldUpdate"}}]}}]} as unknown as DocumentNode<InvestmentsMarketStatusFieldsFragment, unknown>;
export const InvestmentsStalenessFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvestmentsStalenessFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceStaleness"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"freshnessPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"freshCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalStocks"}},{"kind":"Field","name":{"kind":"Name","value":"neverUpdated"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"pricesAvailable"}}]}}]} as unknown as DocumentNode<InvestmentsStalenessFieldsFragment, unknown>;
export const CategorySpendingFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategorySpendingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CategorySpending"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}},{"kind":"Field","name":{"kind":"Name","value":"categoryIcon"}},{"kind":"Field","name":{"kind":"Name","value":"categoryColor"}},{"kind":"Field","name":{"kind":"Name","value":"spent"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}},{"kind":"Field","name":{"kind":"Name","value":"transactionCount"}}]}}]} as unknown as DocumentNode<CategorySpendingFieldsFragment, unknown>;
export const TrendPointFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrendPointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SpendingTrendPoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periodLabel"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"expenses"}},{"kind":"Field","name":{"kind":"Name","value":"income"}},{"kind":"Field","name":{"kind":"Name","value":"net"}},{"kind":"Field","name":{"kind":"Name","value":"expenseTrxCount"}},{"kind":"Field","name":{"kind":"Name","value":"incomeTrxCount"}}]}}]} as unknown as DocumentNode<TrendPointFieldsFragment, unknown>;
export const TrendSummaryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrendSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SpendingTrendSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalExpenses"}},{"kind":"Field","name":{"kind":"Name","value":"totalIncome"}},{"kind":"Field","name":{"kind":"Name","value":"totalNet"}},{"kind":"Field","name":{"kind":"Name","value":"avgExpenses"}},{"kind":"Field","name":{"kind":"Name","value":"avgIncome"}},{"kind":"Field","name":{"kind":"Name","value":"avgNet"}},{"kind":"Field","name":{"kind":"Name","value":"maxExpenses"}},{"kind":"Field","name":{"kind":"Name","value":"maxIncome"}},{"kind":"Field","name":{"kind":"Name","value":"maxNet"}},{"kind":"Field","name":{"kind":"Name","value":"trend"}},{"kind":"Field","name":{"kind":"Name","value":"trendPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"incomeTrend"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trend"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"netTrend"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trend"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}}]}}]}}]} as unknown as DocumentNode<TrendSummaryFieldsFragment, unknown>;
export const DataExportFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DataExportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataExport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"currentStep"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<DataExportFieldsFragment, unknown>;
export const TransactionCategoryOptionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransactionCategoryOptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]} as unknown as DocumentNode<TransactionCategoryOptionFieldsFragment, unknown>;
export const TransactionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"merchantName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"isIncome"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}},{"kind":"Field","name":{"kind":"Name","value":"categoryIcon"}},{"kind":"Field","name":{"kind":"Name","value":"categoryColor"}},{"kind":"Field","name":{"kind":"Name","value":"categorySource"}},{"kind":"Field","name":{"kind":"Name","value":"categoryConfidence"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}}]}}]} as unknown as DocumentNode<TransactionFieldsFragment, unknown>;
export const TransactionAccountOptionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransactionAccountOptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"institution"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}}]}}]} as unknown as DocumentNode<TransactionAccountOptionFieldsFragment, unknown>;
export const RecategorizeOutcomeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecategorizeOutcomeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecategorizeOutcome"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatedCount"}},{"kind":"Field","name":{"kind":"Name","value":"previous"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"categorySource"}},{"kind":"Field","name":{"kind":"Name","value":"categoryConfidence"}},{"kind":"Field","name":{"kind":"Name","value":"categoryLocked"}}]}},{"kind":"Field","name":{"kind":"Name","value":"merchantRule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"merchantKey"}},{"kind":"Field","name":{"kind":"Name","value":"previousCategoryId"}}]}}]}}]} as unknown as DocumentNode<RecategorizeOutcomeFieldsFragment, unknown>;
export const ProfileFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Profile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"preferredName"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"onboardingCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"deletionScheduledFor"}},{"kind":"Field","name":{"kind":"Name","value":"deletionReason"}}]}}]} as unknown as DocumentNode<ProfileFragment, unknown>;
export const RetirementAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RetirementAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retirementAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RetirementAccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RetirementAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RetirementAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"isAutoContributionEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"contributionDay"}},{"kind":"Field","name":{"kind":"Name","value":"contributionAmount"}},{"kind":"Field","name":{"kind":"Name","value":"nextContributionDate"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<RetirementAccountsQuery, RetirementAccountsQueryVariables>;
export const CpfActivityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CpfActivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cpfActivity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CpfActivityFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CpfActivityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CpfActivityItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"isIncome"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}}]}}]} as unknown as DocumentNode<CpfActivityQuery, CpfActivityQueryVariables>;
export const AssetsBreakdownDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssetsBreakdown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetsBreakdown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalAssets"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"accounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"institution"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"retirementAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"breakdown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"investments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"positions"}},{"kind":"Field","name":{"kind":"Name","value":"byCurrency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"positions"}},{"kind":"Field","name":{"kind":"Name","value":"pricedPositions"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"creditCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"owed"}},{"kind":"Field","name":{"kind":"Name","value":"accounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"netWorth"}}]}}]}}]} as unknown as DocumentNode<AssetsBreakdownQuery, AssetsBreakdownQueryVariables>;
export const CreateCpfAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCpfAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCpfAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RetirementAccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RetirementAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RetirementAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"isAutoContributionEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"contributionDay"}},{"kind":"Field","name":{"kind":"Name","value":"contributionAmount"}},{"kind":"Field","name":{"kind":"Name","value":"nextContributionDate"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CreateCpfAccountsMutation, CreateCpfAccountsMutationVariables>;
export const UpdateRetirementAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateRetirementAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateRetirementAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRetirementAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RetirementAccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RetirementAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RetirementAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"isAutoContributionEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"contributionDay"}},{"kind":"Field","name":{"kind":"Name","value":"contributionAmount"}},{"kind":"Field","name":{"kind":"Name","value":"nextContributionDate"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateRetirementAccountMutation, UpdateRetirementAccountMutationVariables>;
export const UpdateCpfBalanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCpfBalance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CpfBalanceUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCpfBalance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RetirementAccountFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RetirementAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RetirementAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"isAutoContributionEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"contributionDay"}},{"kind":"Field","name":{"kind":"Name","value":"contributionAmount"}},{"kind":"Field","name":{"kind":"Name","value":"nextContributionDate"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateCpfBalanceMutation, UpdateCpfBalanceMutationVariables>;
export const CpfRecordingAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CpfRecordingAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cpfRecordingAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"institution"}}]}}]}}]} as unknown as DocumentNode<CpfRecordingAccountQuery, CpfRecordingAccountQueryVariables>;
export const DeleteRetirementAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteRetirementAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRetirementAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteRetirementAccountMutation, DeleteRetirementAccountMutationVariables>;
export const BudgetSpendingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BudgetSpending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"budgetSpending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BudgetSpendingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BudgetSpendingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BudgetSpending"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}},{"kind":"Field","name":{"kind":"Name","value":"categoryIcon"}},{"kind":"Field","name":{"kind":"Name","value":"categoryColor"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"notificationThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"spent"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]} as unknown as DocumentNode<BudgetSpendingQuery, BudgetSpendingQueryVariables>;
export const BudgetCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BudgetCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"budgetCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BudgetCategoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BudgetCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]} as unknown as DocumentNode<BudgetCategoriesQuery, BudgetCategoriesQueryVariables>;
export const CreateBudgetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBudget"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BudgetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBudget"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateBudgetMutation, CreateBudgetMutationVariables>;
export const UpdateBudgetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateBudget"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BudgetUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBudget"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateBudgetMutation, UpdateBudgetMutationVariables>;
export const DeleteBudgetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteBudget"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteBudget"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteBudgetMutation, DeleteBudgetMutationVariables>;
export const GardenCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GardenCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"includeInactive"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isSystem"}}]}}]} as unknown as DocumentNode<GardenCategoriesQuery, GardenCategoriesQueryVariables>;
export const CreateCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CategoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isSystem"}}]}}]} as unknown as DocumentNode<CreateCategoryMutation, CreateCategoryMutationVariables>;
export const UpdateCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CategoryUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isSystem"}}]}}]} as unknown as DocumentNode<UpdateCategoryMutation, UpdateCategoryMutationVariables>;
export const DeleteCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isSystem"}}]}}]} as unknown as DocumentNode<DeleteCategoryMutation, DeleteCategoryMutationVariables>;
export const CsvImportAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CsvImportAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"institution"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}}]}}]}}]} as unknown as DocumentNode<CsvImportAccountsQuery, CsvImportAccountsQueryVariables>;
export const DashboardAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardAccountFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accountTotals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardTotalsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"institution"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"creditLimit"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"providerType"}},{"kind":"Field","name":{"kind":"Name","value":"connectionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"latestStmtDate"}},{"kind":"Field","name":{"kind":"Name","value":"transactionCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardTotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountTotals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"accountCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalBalance"}},{"kind":"Field","name":{"kind":"Name","value":"creditAccountCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCreditLimit"}},{"kind":"Field","name":{"kind":"Name","value":"totalOwed"}},{"kind":"Field","name":{"kind":"Name","value":"netWorth"}}]}}]} as unknown as DocumentNode<DashboardAccountsQuery, DashboardAccountsQueryVariables>;
export const DashboardRecentTransactionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardRecentTransactions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"IntValue","value":"0"}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardRecentTransactionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardRecentTransactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"isIncome"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}},{"kind":"Field","name":{"kind":"Name","value":"categoryIcon"}},{"kind":"Field","name":{"kind":"Name","value":"categoryColor"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}}]}}]} as unknown as DocumentNode<DashboardRecentTransactionsQuery, DashboardRecentTransactionsQueryVariables>;
export const GnomeInsightsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GnomeInsights"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insights"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transactionIds"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}}]}}]} as unknown as DocumentNode<GnomeInsightsQuery, GnomeInsightsQueryVariables>;
export const AskGnomeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AskGnome"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"message"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"askGnome"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"message"},"value":{"kind":"Variable","name":{"kind":"Name","value":"message"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"query"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"intent"}},{"kind":"Field","name":{"kind":"Name","value":"period"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"examples"}}]}}]}}]} as unknown as DocumentNode<AskGnomeQuery, AskGnomeQueryVariables>;
export const RecurringPaymentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecurringPayments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recurringPayments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"series"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecurringSeriesFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyCost"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyCost"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecurringSeriesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecurringSeries"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"merchant"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"cadence"}},{"kind":"Field","name":{"kind":"Name","value":"typicalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"lastDate"}},{"kind":"Field","name":{"kind":"Name","value":"nextExpectedDate"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyCost"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyCost"}},{"kind":"Field","name":{"kind":"Name","value":"occurrences"}},{"kind":"Field","name":{"kind":"Name","value":"isSubscription"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"priceChanges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}}]}}]} as unknown as DocumentNode<RecurringPaymentsQuery, RecurringPaymentsQueryVariables>;
export const SetRecurringStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetRecurringStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setRecurringStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecurringSeriesFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecurringSeriesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecurringSeries"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"merchant"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"cadence"}},{"kind":"Field","name":{"kind":"Name","value":"typicalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"lastDate"}},{"kind":"Field","name":{"kind":"Name","value":"nextExpectedDate"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyCost"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyCost"}},{"kind":"Field","name":{"kind":"Name","value":"occurrences"}},{"kind":"Field","name":{"kind":"Name","value":"isSubscription"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"priceChanges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}}]}}]} as unknown as DocumentNode<SetRecurringStatusMutation, SetRecurringStatusMutationVariables>;
export const InvestmentsAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvestmentsAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stocksAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvestmentsAccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvestmentsAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StocksAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"broker"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"cashBalance"}},{"kind":"Field","name":{"kind":"Name","value":"totalValue"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<InvestmentsAccountsQuery, InvestmentsAccountsQueryVariables>;
export const InvestmentsHoldingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvestmentsHoldings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stockHoldings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvestmentsHoldingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvestmentsStockFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Stock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"exchange"}},{"kind":"Field","name":{"kind":"Name","value":"sector"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"lastPrice"}},{"kind":"Field","name":{"kind":"Name","value":"lastPriceUpdated"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvestmentsHoldingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StockHolding"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stocksAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"stockId"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"averageCost"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"currentPrice"}},{"kind":"Field","name":{"kind":"Name","value":"currentValue"}},{"kind":"Field","name":{"kind":"Name","value":"unrealizedPnl"}},{"kind":"Field","name":{"kind":"Name","value":"unrealizedPnlPercent"}},{"kind":"Field","name":{"kind":"Name","value":"stock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvestmentsStockFields"}}]}}]}}]} as unknown as DocumentNode<InvestmentsHoldingsQuery, InvestmentsHoldingsQueryVariables>;
export const InvestmentsPortfolioSummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvestmentsPortfolioSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"portfolioSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvestmentsPortfolioSummaryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvestmentsCurrencyTotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CurrencyPortfolioTotals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"totalValue"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"profitLoss"}},{"kind":"Field","name":{"kind":"Name","value":"profitLossPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"positions"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvestmentsPortfolioSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PortfolioSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalValue"}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"profitLoss"}},{"kind":"Field","name":{"kind":"Name","value":"profitLossPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"totalPositions"}},{"kind":"Field","name":{"kind":"Name","value":"accountsCount"}},{"kind":"Field","name":{"kind":"Name","value":"pricedPositions"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"byCurrency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvestmentsCurrencyTotalsFields"}}]}}]}}]} as unknown as DocumentNode<InvestmentsPortfolioSummaryQuery, InvestmentsPortfolioSummaryQueryVariables>;
export const InvestmentsMarketStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvestmentsMarketStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marketStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvestmentsMarketStatusFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvestmentsMarketStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MarketStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exchanges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exchange"}},{"kind":"Field","name":{"kind":"Name","value":"isOpen"}},{"kind":"Field","name":{"kind":"Name","value":"session"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shouldUpdate"}}]}}]} as unknown as DocumentNode<InvestmentsMarketStatusQuery, InvestmentsMarketStatusQueryVariables>;
export const InvestmentsPriceStalenessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvestmentsPriceStaleness"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceStaleness"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvestmentsStalenessFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvestmentsStalenessFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceStaleness"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"freshnessPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"freshCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalStocks"}},{"kind":"Field","name":{"kind":"Name","value":"neverUpdated"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"pricesAvailable"}}]}}]} as unknown as DocumentNode<InvestmentsPriceStalenessQuery, InvestmentsPriceStalenessQueryVariables>;
export const InvestmentsSearchStocksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvestmentsSearchStocks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"q"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchStocks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"q"},"value":{"kind":"Variable","name":{"kind":"Name","value":"q"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvestmentsStockFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvestmentsStockFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Stock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"exchange"}},{"kind":"Field","name":{"kind":"Name","value":"sector"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"lastPrice"}},{"kind":"Field","name":{"kind":"Name","value":"lastPriceUpdated"}}]}}]} as unknown as DocumentNode<InvestmentsSearchStocksQuery, InvestmentsSearchStocksQueryVariables>;
export const InvestmentsCreateAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InvestmentsCreateAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createStocksAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<InvestmentsCreateAccountMutation, InvestmentsCreateAccountMutationVariables>;
export const InvestmentsAddHoldingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InvestmentsAddHolding"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddStockHoldingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addStockHolding"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<InvestmentsAddHoldingMutation, InvestmentsAddHoldingMutationVariables>;
export const InvestmentsUpdateHoldingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InvestmentsUpdateHolding"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateStockHoldingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStockHolding"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<InvestmentsUpdateHoldingMutation, InvestmentsUpdateHoldingMutationVariables>;
export const InvestmentsDeleteHoldingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InvestmentsDeleteHolding"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteStockHolding"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<InvestmentsDeleteHoldingMutation, InvestmentsDeleteHoldingMutationVariables>;
export const InvestmentsUpdatePricesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InvestmentsUpdatePrices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"symbols"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStockPrices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"symbols"},"value":{"kind":"Variable","name":{"kind":"Name","value":"symbols"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"updatedCount"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<InvestmentsUpdatePricesMutation, InvestmentsUpdatePricesMutationVariables>;
export const ReportHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"reportHistory"},"name":{"kind":"Name","value":"reportSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionCount"}},{"kind":"Field","name":{"kind":"Name","value":"firstTransactionDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastTransactionDate"}}]}}]}}]} as unknown as DocumentNode<ReportHistoryQuery, ReportHistoryQueryVariables>;
export const ReportOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportOverview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportSummary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"startDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"endDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accounts"}},{"kind":"Field","name":{"kind":"Name","value":"activeAccounts"}},{"kind":"Field","name":{"kind":"Name","value":"transactionCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categoryBreakdown"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"startDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"endDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalSpent"}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategorySpendingFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategorySpendingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CategorySpending"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}},{"kind":"Field","name":{"kind":"Name","value":"categoryIcon"}},{"kind":"Field","name":{"kind":"Name","value":"categoryColor"}},{"kind":"Field","name":{"kind":"Name","value":"spent"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}},{"kind":"Field","name":{"kind":"Name","value":"transactionCount"}}]}}]} as unknown as DocumentNode<ReportOverviewQuery, ReportOverviewQueryVariables>;
export const ReportSpendingTrendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportSpendingTrend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"aggregationLevel"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"spendingTrend"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"startDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"endDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"aggregationLevel"},"value":{"kind":"Variable","name":{"kind":"Name","value":"aggregationLevel"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aggregationLevel"}},{"kind":"Field","name":{"kind":"Name","value":"dataPoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrendPointFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrendSummaryFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrendPointFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SpendingTrendPoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periodLabel"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"expenses"}},{"kind":"Field","name":{"kind":"Name","value":"income"}},{"kind":"Field","name":{"kind":"Name","value":"net"}},{"kind":"Field","name":{"kind":"Name","value":"expenseTrxCount"}},{"kind":"Field","name":{"kind":"Name","value":"incomeTrxCount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrendSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SpendingTrendSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalExpenses"}},{"kind":"Field","name":{"kind":"Name","value":"totalIncome"}},{"kind":"Field","name":{"kind":"Name","value":"totalNet"}},{"kind":"Field","name":{"kind":"Name","value":"avgExpenses"}},{"kind":"Field","name":{"kind":"Name","value":"avgIncome"}},{"kind":"Field","name":{"kind":"Name","value":"avgNet"}},{"kind":"Field","name":{"kind":"Name","value":"maxExpenses"}},{"kind":"Field","name":{"kind":"Name","value":"maxIncome"}},{"kind":"Field","name":{"kind":"Name","value":"maxNet"}},{"kind":"Field","name":{"kind":"Name","value":"trend"}},{"kind":"Field","name":{"kind":"Name","value":"trendPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"incomeTrend"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trend"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"netTrend"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trend"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}}]}}]}}]} as unknown as DocumentNode<ReportSpendingTrendQuery, ReportSpendingTrendQueryVariables>;
export const ReportTopTransactionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportTopTransactions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isIncome"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortOrder"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportTransactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"startDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"endDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"categoryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}}},{"kind":"Argument","name":{"kind":"Name","value":"isIncome"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isIncome"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"StringValue","value":"amount","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"sortOrder"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortOrder"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransactionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"merchantName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"isIncome"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}},{"kind":"Field","name":{"kind":"Name","value":"categoryIcon"}},{"kind":"Field","name":{"kind":"Name","value":"categoryColor"}},{"kind":"Field","name":{"kind":"Name","value":"categorySource"}},{"kind":"Field","name":{"kind":"Name","value":"categoryConfidence"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}}]}}]} as unknown as DocumentNode<ReportTopTransactionsQuery, ReportTopTransactionsQueryVariables>;
export const ConnectedAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConnectedAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"institution"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}},{"kind":"Field","name":{"kind":"Name","value":"providerType"}},{"kind":"Field","name":{"kind":"Name","value":"connectionStatus"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"latestStmtDate"}}]}}]}}]} as unknown as DocumentNode<ConnectedAccountsQuery, ConnectedAccountsQueryVariables>;
export const RequestDataExportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestDataExport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestDataExport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DataExportFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DataExportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataExport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"currentStep"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<RequestDataExportMutation, RequestDataExportMutationVariables>;
export const DataExportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DataExport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataExport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DataExportFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DataExportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DataExport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"currentStep"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<DataExportQuery, DataExportQueryVariables>;
export const TransactionCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TransactionCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransactionCategoryOptionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransactionCategoryOptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]} as unknown as DocumentNode<TransactionCategoriesQuery, TransactionCategoriesQueryVariables>;
export const TransactionsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TransactionsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransactionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"merchantName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"isIncome"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}},{"kind":"Field","name":{"kind":"Name","value":"categoryIcon"}},{"kind":"Field","name":{"kind":"Name","value":"categoryColor"}},{"kind":"Field","name":{"kind":"Name","value":"categorySource"}},{"kind":"Field","name":{"kind":"Name","value":"categoryConfidence"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}}]}}]} as unknown as DocumentNode<TransactionsPageQuery, TransactionsPageQueryVariables>;
export const TransactionDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TransactionDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransactionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"merchantName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"isIncome"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}},{"kind":"Field","name":{"kind":"Name","value":"categoryIcon"}},{"kind":"Field","name":{"kind":"Name","value":"categoryColor"}},{"kind":"Field","name":{"kind":"Name","value":"categorySource"}},{"kind":"Field","name":{"kind":"Name","value":"categoryConfidence"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}}]}}]} as unknown as DocumentNode<TransactionDetailsQuery, TransactionDetailsQueryVariables>;
export const TransactionFilterOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TransactionFilterOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransactionAccountOptionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransactionAccountOptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"institution"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}}]}}]} as unknown as DocumentNode<TransactionFilterOptionsQuery, TransactionFilterOptionsQueryVariables>;
export const SimilarTransactionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SimilarTransactions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"threshold"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"similarTransactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"threshold"},"value":{"kind":"Variable","name":{"kind":"Name","value":"threshold"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"original"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransactionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransactionFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"merchantName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"isIncome"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}},{"kind":"Field","name":{"kind":"Name","value":"categoryIcon"}},{"kind":"Field","name":{"kind":"Name","value":"categoryColor"}},{"kind":"Field","name":{"kind":"Name","value":"categorySource"}},{"kind":"Field","name":{"kind":"Name","value":"categoryConfidence"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}}]}}]} as unknown as DocumentNode<SimilarTransactionsQuery, SimilarTransactionsQueryVariables>;
export const UpdateTransactionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTransaction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTransaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransactionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"merchantName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"isIncome"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}},{"kind":"Field","name":{"kind":"Name","value":"categoryIcon"}},{"kind":"Field","name":{"kind":"Name","value":"categoryColor"}},{"kind":"Field","name":{"kind":"Name","value":"categorySource"}},{"kind":"Field","name":{"kind":"Name","value":"categoryConfidence"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}}]}}]} as unknown as DocumentNode<UpdateTransactionMutation, UpdateTransactionMutationVariables>;
export const RecategorizeTransactionsUndoableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecategorizeTransactionsUndoable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recategorizeTransactionsUndoable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"categoryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecategorizeOutcomeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecategorizeOutcomeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecategorizeOutcome"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatedCount"}},{"kind":"Field","name":{"kind":"Name","value":"previous"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"categorySource"}},{"kind":"Field","name":{"kind":"Name","value":"categoryConfidence"}},{"kind":"Field","name":{"kind":"Name","value":"categoryLocked"}}]}},{"kind":"Field","name":{"kind":"Name","value":"merchantRule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"merchantKey"}},{"kind":"Field","name":{"kind":"Name","value":"previousCategoryId"}}]}}]}}]} as unknown as DocumentNode<RecategorizeTransactionsUndoableMutation, RecategorizeTransactionsUndoableMutationVariables>;
export const RecategorizeMerchantUndoableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecategorizeMerchantUndoable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transactionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applyToAllFromMerchant"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recategorizeMerchantUndoable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transactionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transactionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"categoryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}}},{"kind":"Argument","name":{"kind":"Name","value":"applyToAllFromMerchant"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applyToAllFromMerchant"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RecategorizeOutcomeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RecategorizeOutcomeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RecategorizeOutcome"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatedCount"}},{"kind":"Field","name":{"kind":"Name","value":"previous"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"categorySource"}},{"kind":"Field","name":{"kind":"Name","value":"categoryConfidence"}},{"kind":"Field","name":{"kind":"Name","value":"categoryLocked"}}]}},{"kind":"Field","name":{"kind":"Name","value":"merchantRule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"merchantKey"}},{"kind":"Field","name":{"kind":"Name","value":"previousCategoryId"}}]}}]}}]} as unknown as DocumentNode<RecategorizeMerchantUndoableMutation, RecategorizeMerchantUndoableMutationVariables>;
export const UndoRecategorizeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UndoRecategorize"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecategorizeUndoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"undoRecategorize"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<UndoRecategorizeMutation, UndoRecategorizeMutationVariables>;
export const DeleteTransactionsUndoableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTransactionsUndoable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTransactionsUndoable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedCount"}},{"kind":"Field","name":{"kind":"Name","value":"undoToken"}}]}}]}}]} as unknown as DocumentNode<DeleteTransactionsUndoableMutation, DeleteTransactionsUndoableMutationVariables>;
export const UndoDeleteTransactionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UndoDeleteTransactions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"undoToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"undoDeleteTransactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"undoToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"undoToken"}}}]}]}}]} as unknown as DocumentNode<UndoDeleteTransactionsMutation, UndoDeleteTransactionsMutationVariables>;
export const UploadJobUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"UploadJobUpdated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"jobId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadJobUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"jobId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"jobId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progressPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"currentTask"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentStep"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}}]}}]}}]}}]} as unknown as DocumentNode<UploadJobUpdatedSubscription, UploadJobUpdatedSubscriptionVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Profile"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Profile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"preferredName"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"onboardingCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"deletionScheduledFor"}},{"kind":"Field","name":{"kind":"Name","value":"deletionReason"}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const UpdateMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMe"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMe"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Profile"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Profile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"preferredName"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"onboardingCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"deletionScheduledFor"}},{"kind":"Field","name":{"kind":"Name","value":"deletionReason"}}]}}]} as unknown as DocumentNode<UpdateMeMutation, UpdateMeMutationVariables>;
export const DeleteMyAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMyAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMyAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletionScheduledFor"}}]}}]}}]} as unknown as DocumentNode<DeleteMyAccountMutation, DeleteMyAccountMutationVariables>;
export const CancelAccountDeletionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelAccountDeletion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelAccountDeletion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Profile"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Profile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"preferredName"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"onboardingCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"deletionScheduledFor"}},{"kind":"Field","name":{"kind":"Name","value":"deletionReason"}}]}}]} as unknown as DocumentNode<CancelAccountDeletionMutation, CancelAccountDeletionMutationVariables>;