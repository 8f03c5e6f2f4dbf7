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

export type Gender =
  | 'female'
  | 'male'
  | 'other'
  | 'prefer_not_to_say';

export type Mutation = {
  __typename?: 'Mutation';
  /** Cancels a queued or processing job. */
  cancelUploadJob: UploadJob;
  /** Changes the signed-in user’s profile (spec 01 section 5 rules). */
  updateMe: User;
};


export type MutationCancelUploadJobArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateMeArgs = {
  input: UpdateProfileInput;
};

export type Query = {
  __typename?: 'Query';
  /** The signed-in user. */
  me: User;
  /** Statements you imported, newest first (default 10, at most 50). */
  statements: Array<BankStatement>;
  /** One of your upload jobs with its files. */
  uploadJob: UploadJob;
  /** Your most recent upload jobs, newest first. */
  uploadJobs: Array<UploadJob>;
};


export type QueryStatementsArgs = {
  limit?: Scalars['Int']['input'];
};


export type QueryUploadJobArgs = {
  id: Scalars['ID']['input'];
};


export type QueryUploadJobsArgs = {
  limit?: Scalars['Int']['input'];
};

export type Subscription = {
  __typename?: 'Subscription';
  /** Every status, step and progress change of one of your jobs, until it ends. */
  uploadJobUpdated: UploadJob;
};


export type SubscriptionUploadJobUpdatedArgs = {
  jobId: Scalars['ID']['input'];
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

export const ProfileFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Profile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"onboardingCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}}]}}]} as unknown as DocumentNode<ProfileFragment, unknown>;
export const UploadJobUpdatedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"UploadJobUpdated"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"jobId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadJobUpdated"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"jobId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"jobId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progressPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"currentTask"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentStep"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}}]}}]}}]}}]} as unknown as DocumentNode<UploadJobUpdatedSubscription, UploadJobUpdatedSubscriptionVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Profile"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Profile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"onboardingCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const UpdateMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMe"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMe"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Profile"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Profile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfBirth"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"onboardingCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}}]}}]} as unknown as DocumentNode<UpdateMeMutation, UpdateMeMutationVariables>;