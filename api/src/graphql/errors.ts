import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { type AppError, RATE_LIMIT_RETRY_AFTER_SECONDS } from '@garden/core';
import type { MiddlewareFn } from 'type-graphql';
import { appErrorOf } from '../server/domain-errors';

/** Codes whose HTTP status the GraphQL response also carries (the same access rules as REST). */
const HTTP_LEVEL_CODES = new Set(['UNAUTHENTICATED', 'EMAIL_NOT_VERIFIED', 'RATE_LIMITED', 'ACCOUNT_DELETION_PENDING']);

export function toGraphQLError(error: AppError): GraphQLError {
  const http = HTTP_LEVEL_CODES.has(error.code)
    ? {
        status: error.status,
        headers: new Map(
          error.code === 'RATE_LIMITED' ? [['retry-after', String(RATE_LIMIT_RETRY_AFTER_SECONDS)]] : [],
        ),
      }
    : undefined;
  return new GraphQLError(error.message, {
    extensions: { code: error.code, ...(error.fields ? { fields: error.fields } : {}), ...(http ? { http } : {}) },
  });
}

/**
 * Turns domain errors and AppErrors thrown by resolvers into GraphQL errors with a code. Only root fields throw
 * them (the services run there): the view types are declared with simpleResolvers, so their fields skip middleware.
 */
export const domainErrors: MiddlewareFn = async (_action, next) => {
  try {
    return (await next()) as unknown;
  } catch (error) {
    const failure = appErrorOf(error);
    if (failure) throw toGraphQLError(failure);
    throw error;
  }
};

const KNOWN_CODES = new Set([
  'UNAUTHENTICATED',
  'EMAIL_NOT_VERIFIED',
  'FORBIDDEN',
  'ACCOUNT_DELETION_PENDING',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'OPERATION_RESOLUTION_FAILURE',
  'QUERY_TOO_COMPLEX',
]);

/** Unexpected failures are logged and shown as a generic message; they never leak internals. */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const code = formatted.extensions?.code;
  if (typeof code === 'string' && KNOWN_CODES.has(code)) return formatted;
  console.error('Unexpected GraphQL error', error);
  return { message: 'Internal server error', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}
