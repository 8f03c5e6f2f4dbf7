import type { AppConfig } from '../api/src/config';
import { verifiedAccount, type EmulatorAccount } from './auth-emulator';
import { graphql, requestJson, startTestServer, userIdOf, type TestServer } from './test-server';

/** A verified person signed in to one test server: their token, and the api's id for them. */
export interface SignedInPerson extends EmulatorAccount {
  id: string;
  baseUrl: string;
}

export interface SignedInPair {
  api: TestServer;
  alice: SignedInPerson;
  bob: SignedInPerson;
}

/** High enough that a test file's own calls never meet the rate limit, which has tests of its own. */
const UNHURRIED = { rateLimit: { perUserPerMinute: 10_000, perIpPerMinute: 10_000 } };

/** Signs up a verified person under an e-mail label (with a display name if given) and signs them in to the server. */
export async function signInPerson(api: TestServer, label: string, name?: string): Promise<SignedInPerson> {
  const account = await verifiedAccount(label, name);
  return { ...account, id: await userIdOf(api, account.idToken), baseUrl: api.baseUrl };
}

/**
 * The api on a free port with Alice Tan and Bob Lim signed in, each under their own e-mail label, so two people's
 * data can be checked apart.
 */
export async function startSignedInPair(
  labels: { alice: string; bob: string },
  overrides: Partial<AppConfig> = {},
): Promise<SignedInPair> {
  const api = await startTestServer({ ...UNHURRIED, ...overrides });
  const [alice, bob] = await Promise.all([
    signInPerson(api, labels.alice, 'Alice Tan'),
    signInPerson(api, labels.bob, 'Bob Lim'),
  ]);
  return { api, alice, bob };
}

/** A REST call to /api/v1 as the person. */
export function rest<T = Record<string, unknown>>(
  person: SignedInPerson,
  method: string,
  path: string,
  body?: unknown,
) {
  return requestJson<T>(`${person.baseUrl}/api/v1${path}`, { method, token: person.idToken, body });
}

/** A GraphQL call as the person. */
export function gql<T = Record<string, unknown>>(
  person: SignedInPerson,
  query: string,
  variables: Record<string, unknown> = {},
) {
  return graphql<T>(person.baseUrl, query, variables, person.idToken);
}
