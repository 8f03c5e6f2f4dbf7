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

/** A statement imported successfully. */
export type BankStatement = {
  __typename?: 'BankStatement';
  bank: Scalars['String']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  fileSize: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  originalFilename: Scalars['String']['output'];
  statementDate: Scalars['String']['output'];
  transactionsCount: Scalars['Int']['output'];
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

/** A new category; icon defaults to 🌿, colour to #22C55E, active to true. */
export type CategoryInput = {
  color?: InputMaybe<Scalars['String']['input']>;
  icon?: InputMaybe<Scalars['String']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
};

/** Fields to change; omitted ones stay as they are. isActive true reactivates a dormant one. */
export type CategoryUpdateInput = {
  color?: InputMaybe<Scalars['String']['input']>;
  icon?: InputMaybe<Scalars['String']['input']>;
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export type Gender =
  | 'female'
  | 'male'
  | 'other'
  | 'prefer_not_to_say';

export type Mutation = {
  __typename?: 'Mutation';
  /** Cancels a queued or processing job. */
  cancelUploadJob: UploadJob;
  /** Plants a new category of your own. */
  createCategory: Category;
  /** Adds a transaction by hand. */
  createTransaction: Transaction;
  /** Makes one of your categories dormant (system ones are protected). */
  deleteCategory: Category;
  /** Deletes one of your transactions. */
  deleteTransaction: Scalars['Boolean']['output'];
  /** Deletes all the given transactions (or none, when one is not found). */
  deleteTransactions: Scalars['Int']['output'];
  /** Recategorises one transaction, or every one of its merchant; the latter also becomes your rule for that merchant in later imports. */
  recategorizeMerchant: Scalars['Int']['output'];
  /** Moves the given transactions to a category; returns how many changed. */
  recategorizeTransactions: Scalars['Int']['output'];
  /** Changes one of your categories; isActive true reactivates it. */
  updateCategory: Category;
  /** Changes the signed-in user’s profile (spec 01 section 5 rules). */
  updateMe: User;
  /** Edits a transaction; a category chosen here is kept by later automatic categorisation. */
  updateTransaction: Transaction;
};


export type MutationCancelUploadJobArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCreateCategoryArgs = {
  input: CategoryInput;
};


export type MutationCreateTransactionArgs = {
  input: TransactionInput;
};


export type MutationDeleteCategoryArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteTransactionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteTransactionsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationRecategorizeMerchantArgs = {
  applyToAllFromMerchant: Scalars['Boolean']['input'];
  categoryId: Scalars['ID']['input'];
  transactionId: Scalars['ID']['input'];
};


export type MutationRecategorizeTransactionsArgs = {
  categoryId: Scalars['ID']['input'];
  ids: Array<Scalars['ID']['input']>;
};


export type MutationUpdateCategoryArgs = {
  id: Scalars['ID']['input'];
  input: CategoryUpdateInput;
};


export type MutationUpdateMeArgs = {
  input: UpdateProfileInput;
};


export type MutationUpdateTransactionArgs = {
  id: Scalars['ID']['input'];
  input: TransactionUpdateInput;
};

export type Query = {
  __typename?: 'Query';
  /** System categories and your own; dormant ones only with includeInactive. */
  categories: Array<Category>;
  /** One system category or one of your own. */
  category: Category;
  /** The signed-in user. */
  me: User;
  /** Your transactions like this one at or above the threshold (percent, 80 by default), best first. */
  similarTransactions: SimilarTransactions;
  /** Statements you imported, newest first (default 10, at most 50). */
  statements: Array<BankStatement>;
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


export type QueryCategoriesArgs = {
  includeInactive?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryCategoryArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySimilarTransactionsArgs = {
  id: Scalars['ID']['input'];
  threshold?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryStatementsArgs = {
  limit?: Scalars['Int']['input'];
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
  categoryIcon?: Maybe<Scalars['String']['output']>;
  categoryId?: Maybe<Scalars['ID']['output']>;
  categoryName?: Maybe<Scalars['String']['output']>;
  /** Who chose the category: user (by hand), user_rule, knowledge_base, statement_hint, language_model or default. */
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
};

/** A background import of one or more statement files. */
export type UploadJob = {
  __typename?: 'UploadJob';
  createdAt: Scalars['DateTimeISO']['output'];
  currentTask?: Maybe<Scalars['String']['output']>;
  errorMessage?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
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
  errorMessage?: Maybe<Scalars['String']['output']>;
  filename: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isDuplicate: Scalars['Boolean']['output'];
  /** Percent, only moves forward. */
  progress: Scalars['Int']['output'];
  reconciliationWarning?: Maybe<Scalars['String']['output']>;
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
  email: Scalars['String']['output'];
  emailVerified: Scalars['Boolean']['output'];
  gender?: Maybe<Gender>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  onboardingCompleted: Scalars['Boolean']['output'];
};

export type CategoryFieldsFragment = { __typename?: 'Category', id: string, name: string, icon: string, color: string, isActive: boolean, isSystem: boolean, createdAt: string };

export type GardenCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type GardenCategoriesQuery = { __typename?: 'Query', categories: Array<{ __typename?: 'Category', id: string, name: string, icon: string, color: string, isActive: boolean, isSystem: boolean, createdAt: string }> };

export type CreateCategoryMutationVariables = Exact<{
  input: CategoryInput;
}>;


export type CreateCategoryMutation = { __typename?: 'Mutation', createCategory: { __typename?: 'Category', id: string, name: string, icon: string, color: string, isActive: boolean, isSystem: boolean, createdAt: string } };

export type UpdateCategoryMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: CategoryUpdateInput;
}>;


export type UpdateCategoryMutation = { __typename?: 'Mutation', updateCategory: { __typename?: 'Category', id: string, name: string, icon: string, color: string, isActive: boolean, isSystem: boolean, createdAt: string } };

export type DeleteCategoryMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteCategoryMutation = { __typename?: 'Mutation', deleteCategory: { __typename?: 'Category', id: string, name: string, icon: string, color: string, isActive: boolean, isSystem: boolean, createdAt: string } };

export type TransactionCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type TransactionCategoriesQuery = { __typename?: 'Query', categories: Array<{ __typename?: 'Category', id: string, name: string, icon: string, color: string }> };

export type TransactionFieldsFragment = { __typename?: 'Transaction', id: string, date: string, description: string, merchantName: string, amount: string, isIncome: boolean, currency: string, notes?: string | null, categoryId?: string | null, categoryName?: string | null, categoryIcon?: string | null, categoryColor?: string | null, categorySource: string, accountId: string, accountName: string };

export type TransactionsPageQueryVariables = Exact<{
  filter?: InputMaybe<TransactionFilter>;
  skip: Scalars['Int']['input'];
  limit: Scalars['Int']['input'];
}>;


export type TransactionsPageQuery = { __typename?: 'Query', transactions: Array<{ __typename?: 'Transaction', id: string, date: string, description: string, merchantName: string, amount: string, isIncome: boolean, currency: string, notes?: string | null, categoryId?: string | null, categoryName?: string | null, categoryIcon?: string | null, categoryColor?: string | null, categorySource: string, accountId: string, accountName: string }> };

export type TransactionDetailsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type TransactionDetailsQuery = { __typename?: 'Query', transaction: { __typename?: 'Transaction', id: string, date: string, description: string, merchantName: string, amount: string, isIncome: boolean, currency: string, notes?: string | null, categoryId?: string | null, categoryName?: string | null, categoryIcon?: string | null, categoryColor?: string | null, categorySource: string, accountId: string, accountName: string } };

export type TransactionFilterOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type TransactionFilterOptionsQuery = { __typename?: 'Query', transactionAccounts: Array<{ __typename?: 'TransactionAccount', id: string, name: string, institution: string, accountType: string, last4: string }> };

export type SimilarTransactionsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  threshold: Scalars['Int']['input'];
}>;


export type SimilarTransactionsQuery = { __typename?: 'Query', similarTransactions: { __typename?: 'SimilarTransactions', original: { __typename?: 'Transaction', id: string, date: string, description: string, merchantName: string, amount: string, isIncome: boolean, currency: string, notes?: string | null, categoryId?: string | null, categoryName?: string | null, categoryIcon?: string | null, categoryColor?: string | null, categorySource: string, accountId: string, accountName: string }, items: Array<{ __typename?: 'SimilarTransaction', score: number, reason: string, transaction: { __typename?: 'Transaction', id: string, date: string, description: string, merchantName: string, amount: string, isIncome: boolean, currency: string, notes?: string | null, categoryId?: string | null, categoryName?: string | null, categoryIcon?: string | null, categoryColor?: string | null, categorySource: string, accountId: string, accountName: string } }> } };

export type UpdateTransactionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: TransactionUpdateInput;
}>;


export type UpdateTransactionMutation = { __typename?: 'Mutation', updateTransaction: { __typename?: 'Transaction', id: string, date: string, description: string, merchantName: string, amount: string, isIncome: boolean, currency: string, notes?: string | null, categoryId?: string | null, categoryName?: string | null, categoryIcon?: string | null, categoryColor?: string | null, categorySource: string, accountId: string, accountName: string } };

export type DeleteTransactionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteTransactionMutation = { __typename?: 'Mutation', deleteTransaction: boolean };

export type DeleteTransactionsMutationVariables = Exact<{
  ids: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type DeleteTransactionsMutation = { __typename?: 'Mutation', deleteTransactions: number };

export type RecategorizeTransactionsMutationVariables = Exact<{
  ids: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
  categoryId: Scalars['ID']['input'];
}>;


export type RecategorizeTransactionsMutation = { __typename?: 'Mutation', recategorizeTransactions: number };

export type RecategorizeMerchantMutationVariables = Exact<{
  transactionId: Scalars['ID']['input'];
  categoryId: Scalars['ID']['input'];
  applyToAllFromMerchant: Scalars['Boolean']['input'];
}>;


export type RecategorizeMerchantMutation = { __typename?: 'Mutation', recategorizeMerchant: number };

export type UploadJobUpdatedSubscriptionVariables = Exact<{
  jobId: Scalars['ID']['input'];
}>;


export type UploadJobUpdatedSubscription = { __typename?: 'Subscription', uploadJobUpdated: { __typename?: 'UploadJob', id: string, status: string, progressPercentage: number, currentTask?: string | null, errorMessage?: string | null, tasks: Array<{ __typename?: 'UploadTask', id: string, filename: string, status: string, currentStep?: string | null, errorMessage?: string | null, progress: number }> } };

export type ProfileFragment = { __typename?: 'User', id: string, email: string, name: string, country: string, dateOfBirth?: string | null, gender?: Gender | null, onboardingCompleted: boolean, emailVerified: boolean };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { __typename?: 'Query', me: { __typename?: 'User', id: string, email: string, name: string, country: string, dateOfBirth?: string | null, gender?: Gender | null, onboardingCompleted: boolean, emailVerified: boolean } };

export type UpdateMeMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type UpdateMeMutation = { __typename?: 'Mutation', updateMe: { __typename?: 'User', id: string, email: string, name: string, country: string, dateOfBirth?: string | null, gender?: Gender | null, onboardingCompleted: boolean, emailVerified: boolean } };

export const CategoryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isSystem"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CategoryFieldsFragment, unknown>;
export const TransactionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"merchantName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"isIncome"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}},{"kind":"Field","name":{"kind":"Name","value":"categoryIcon"}},{"kind":"Field","name":{"kind":"Name","value":"categoryColor"}},{"kind":"Field","name":{"kind":"Name","value":"categorySource"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}}]}}]} as unknown as DocumentNode<TransactionFieldsFragment, unknown>;
export const ProfileFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Profile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"onboardingCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}}]}}]} as unknown as DocumentNode<ProfileFragment, unknown>;
export const GardenCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GardenCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"includeInactive"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isSystem"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<GardenCategoriesQuery, GardenCategoriesQueryVariables>;
export const CreateCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CategoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isSystem"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CreateCategoryMutation, CreateCategoryMutationVariables>;
export const UpdateCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CategoryUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isSystem"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<UpdateCategoryMutation, UpdateCategoryMutationVariables>;
export const DeleteCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isSystem"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<DeleteCategoryMutation, DeleteCategoryMutationVariables>;
export const TransactionCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TransactionCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]} as unknown as DocumentNode<TransactionCategoriesQuery, TransactionCategoriesQueryVariables>;
export const TransactionsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TransactionsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransactionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"merchantName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"isIncome"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}},{"kind":"Field","name":{"kind":"Name","value":"categoryIcon"}},{"kind":"Field","name":{"kind":"Name","value":"categoryColor"}},{"kind":"Field","name":{"kind":"Name","value":"categorySource"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}}]}}]} as unknown as DocumentNode<TransactionsPageQuery, TransactionsPageQueryVariables>;
export const TransactionDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TransactionDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransactionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"merchantName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"isIncome"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}},{"kind":"Field","name":{"kind":"Name","value":"categoryIcon"}},{"kind":"Field","name":{"kind":"Name","value":"categoryColor"}},{"kind":"Field","name":{"kind":"Name","value":"categorySource"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}}]}}]} as unknown as DocumentNode<TransactionDetailsQuery, TransactionDetailsQueryVariables>;
export const TransactionFilterOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TransactionFilterOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"institution"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}}]}}]}}]} as unknown as DocumentNode<TransactionFilterOptionsQuery, TransactionFilterOptionsQueryVariables>;
export const SimilarTransactionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SimilarTransactions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"threshold"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"similarTransactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"threshold"},"value":{"kind":"Variable","name":{"kind":"Name","value":"threshold"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"original"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransactionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"transaction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransactionFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"merchantName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"isIncome"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}},{"kind":"Field","name":{"kind":"Name","value":"categoryIcon"}},{"kind":"Field","name":{"kind":"Name","value":"categoryColor"}},{"kind":"Field","name":{"kind":"Name","value":"categorySource"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}}]}}]} as unknown as DocumentNode<SimilarTransactionsQuery, SimilarTransactionsQueryVariables>;
export const UpdateTransactionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTransaction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTransaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransactionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransactionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Transaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"merchantName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"isIncome"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}},{"kind":"Field","name":{"kind":"Name","value":"categoryIcon"}},{"kind":"Field","name":{"kind":"Name","value":"categoryColor"}},{"kind":"Field","name":{"kind":"Name","value":"categorySource"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}}]}}]} as unknown as DocumentNode<UpdateTransactionMutation, UpdateTransactionMutationVariables>;
export const DeleteTransactionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTransaction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTransaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteTransactionMutation, DeleteTransactionMutationVariables>;
export const DeleteTransactionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTransactions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTransactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<DeleteTransactionsMutation, DeleteTransactionsMutationVariables>;
export const RecategorizeTransactionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecategorizeTransactions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recategorizeTransactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"categoryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}}}]}]}}]} as unknown as DocumentNode<RecategorizeTransactionsMutation, RecategorizeTransactionsMutationVariables>;
export const RecategorizeMerchantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecategorizeMerchant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transactionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applyToAllFromMerchant"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recategorizeMerchant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transactionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transactionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"categoryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"categoryId"}}},{"kind":"Argument","name":{"kind":"Name","value":"applyToAllFromMerchant"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applyToAllFromMerchant"}}}]}]}}]} as unknown as DocumentNode<RecategorizeMerchantMutation, RecategorizeMerchantMutationVariables>;
export const UploadJobUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"UploadJobUpdated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"jobId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadJobUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"jobId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"jobId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progressPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"currentTask"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentStep"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}}]}}]}}]}}]} as unknown as DocumentNode<UploadJobUpdatedSubscription, UploadJobUpdatedSubscriptionVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Profile"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Profile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"onboardingCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const UpdateMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMe"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMe"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Profile"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Profile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"onboardingCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}}]}}]} as unknown as DocumentNode<UpdateMeMutation, UpdateMeMutationVariables>;