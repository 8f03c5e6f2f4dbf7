import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** Domain errors carry a message meant for the user (the server's detail); anything else gets the fallback. */
const USER_FACING_CODES = new Set(['BAD_USER_INPUT', 'CONFLICT', 'FORBIDDEN', 'NOT_FOUND', 'ACCOUNT_DELETION_PENDING']);

/** The server's user-facing detail of a failed call, or null when there is none (network, internal errors). */
export function serverDetail(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const first = error.errors.find((item) => {
    const code = item.extensions?.code;
    return typeof code === 'string' && USER_FACING_CODES.has(code);
  });
  return first?.message ?? null;
}
