import { AUTH_MESSAGES, LIMITS } from '@garden/core';
import { isRateLimited, startRateLimitBlock, RATE_LIMIT_MESSAGE } from './rate-limit';

/** What the fetch layer needs from the sign-in layer and the router; wired once at start-up. */
export interface ApiSession {
  getToken(forceRefresh: boolean): Promise<string | null>;
  onUnauthorized(): void;
  onRateLimited(): void;
}

let session: ApiSession | null = null;

export function connectApiSession(next: ApiSession | null): void {
  session = next;
}

export class RateLimitedError extends Error {
  constructor() {
    super(RATE_LIMIT_MESSAGE);
    this.name = 'RateLimitedError';
  }
}

type TokenSource = ApiSession['getToken'];

/** The response, and whether the request carried a sign-in. */
async function send(
  input: RequestInfo | URL,
  init: RequestInit,
  forceRefresh: boolean,
  getToken: TokenSource | undefined,
): Promise<{ response: Response; signedIn: boolean }> {
  const token = getToken ? await getToken(forceRefresh) : await session?.getToken(forceRefresh);
  const headers = new Headers(init.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(input, {
    ...init,
    headers,
    signal: init.signal ?? AbortSignal.timeout(LIMITS.requestTimeoutMs),
  });
  return { response, signedIn: Boolean(token) };
}

/**
 * Every api call goes through here: bearer token, 30 s timeout, the local 60 s block after a 429,
 * sign-out on 401, and one token refresh and retry on 403 "Email verification required".
 * `getToken` is the sign-in's own token source where the caller has one (the Apollo client is made with it,
 * before the session is connected): a request sent before then must still carry the sign-in.
 * Only a 401 to a request that carried a sign-in signs the person out; one sent without it says nothing
 * about their sign-in.
 */
export async function apiFetch(
  input: RequestInfo | URL,
  init: RequestInit = {},
  getToken?: TokenSource,
): Promise<Response> {
  if (isRateLimited()) {
    session?.onRateLimited();
    throw new RateLimitedError();
  }
  let sent = await send(input, init, false, getToken);
  if (sent.response.status === 403 && (await sent.response.clone().text()).includes(AUTH_MESSAGES.emailNotVerified)) {
    sent = await send(input, init, true, getToken);
  }
  const { response, signedIn } = sent;
  if (response.status === 429) {
    startRateLimitBlock();
    session?.onRateLimited();
  } else if (response.status === 401 && signedIn) {
    session?.onUnauthorized();
  }
  return response;
}
