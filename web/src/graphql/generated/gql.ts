/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "subscription UploadJobUpdated($jobId: ID!) {\n  uploadJobUpdated(jobId: $jobId) {\n    id\n    status\n    progressPercentage\n    currentTask\n    errorMessage\n    tasks {\n      id\n      filename\n      status\n      currentStep\n      errorMessage\n      progress\n    }\n  }\n}": typeof types.UploadJobUpdatedDocument,
    "fragment Profile on User {\n  id\n  email\n  name\n  country\n  dateOfBirth\n  gender\n  onboardingCompleted\n  emailVerified\n}\n\nquery Me {\n  me {\n    ...Profile\n  }\n}\n\nmutation UpdateMe($input: UpdateProfileInput!) {\n  updateMe(input: $input) {\n    ...Profile\n  }\n}": typeof types.ProfileFragmentDoc,
};
const documents: Documents = {
    "subscription UploadJobUpdated($jobId: ID!) {\n  uploadJobUpdated(jobId: $jobId) {\n    id\n    status\n    progressPercentage\n    currentTask\n    errorMessage\n    tasks {\n      id\n      filename\n      status\n      currentStep\n      errorMessage\n      progress\n    }\n  }\n}": types.UploadJobUpdatedDocument,
    "fragment Profile on User {\n  id\n  email\n  name\n  country\n  dateOfBirth\n  gender\n  onboardingCompleted\n  emailVerified\n}\n\nquery Me {\n  me {\n    ...Profile\n  }\n}\n\nmutation UpdateMe($input: UpdateProfileInput!) {\n  updateMe(input: $input) {\n    ...Profile\n  }\n}": types.ProfileFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription UploadJobUpdated($jobId: ID!) {\n  uploadJobUpdated(jobId: $jobId) {\n    id\n    status\n    progressPercentage\n    currentTask\n    errorMessage\n    tasks {\n      id\n      filename\n      status\n      currentStep\n      errorMessage\n      progress\n    }\n  }\n}"): (typeof documents)["subscription UploadJobUpdated($jobId: ID!) {\n  uploadJobUpdated(jobId: $jobId) {\n    id\n    status\n    progressPercentage\n    currentTask\n    errorMessage\n    tasks {\n      id\n      filename\n      status\n      currentStep\n      errorMessage\n      progress\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment Profile on User {\n  id\n  email\n  name\n  country\n  dateOfBirth\n  gender\n  onboardingCompleted\n  emailVerified\n}\n\nquery Me {\n  me {\n    ...Profile\n  }\n}\n\nmutation UpdateMe($input: UpdateProfileInput!) {\n  updateMe(input: $input) {\n    ...Profile\n  }\n}"): (typeof documents)["fragment Profile on User {\n  id\n  email\n  name\n  country\n  dateOfBirth\n  gender\n  onboardingCompleted\n  emailVerified\n}\n\nquery Me {\n  me {\n    ...Profile\n  }\n}\n\nmutation UpdateMe($input: UpdateProfileInput!) {\n  updateMe(input: $input) {\n    ...Profile\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;