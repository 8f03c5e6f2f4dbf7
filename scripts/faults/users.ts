import { verifiedAccount, type EmulatorAccount } from '../../test-support/auth-emulator';
import { postFiles } from '../../test-support/statement-uploads';
import { drawOcbcCreditStatement, ocbcCardMonth } from '../../test-support/statement-pdfs/layouts/ocbc-credit.layout';
import type { Cluster } from './cluster';

export interface FaultUser extends EmulatorAccount {
  /** The users row the api created on first sign-in. */
  userId: string;
}

/** Signs people up in the Auth Emulator and lets the api create their rows (first authenticated call). */
export async function signUpUsers(cluster: Cluster, label: string, count: number): Promise<FaultUser[]> {
  const signUp = async (index: number): Promise<FaultUser> => {
    const account = await verifiedAccount(`faults.${label}.${index}`);
    const api = cluster.apis[index % cluster.apis.length];
    const response = await fetch(`${api?.baseUrl}/api/v1/users/me`, {
      headers: { authorization: `Bearer ${account.idToken}` },
    });
    if (!response.ok) throw new Error(`users/me answered ${response.status}`);
    const [row] = await cluster.sql<{ id: string }>('select id from users where firebase_uid = ?', [account.uid]);
    if (!row) throw new Error(`no users row for ${account.email}`);
    return { ...account, userId: row.id };
  };
  const users: FaultUser[] = [];
  // A few at a time: the emulator and the apis share two cores with everything else.
  for (let start = 0; start < count; start += 5) {
    const chunk = Array.from({ length: Math.min(5, count - start) }, (_, offset) => signUp(start + offset));
    users.push(...(await Promise.all(chunk)));
  }
  return users;
}

/** A call to the REST api as one person; throws unless it answers with a success. */
export async function restCall<T>(
  baseUrl: string,
  user: FaultUser,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${user.idToken}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

export interface GeneratedStatement {
  name: string;
  pdf: Buffer;
  /** Rows the statement prints, each of which must become exactly one stored transaction. */
  rows: number;
}

/** A card statement with known rows; distinct seeds and months never share a row. */
export async function cardStatement(seed: number, month: number, rows = 30): Promise<GeneratedStatement> {
  const statementDate = `2024-${String(month).padStart(2, '0')}-01`;
  const { pdf, expected } = await drawOcbcCreditStatement(ocbcCardMonth(seed, statementDate, rows));
  return { name: `ocbc-${seed}-${statementDate}.pdf`, pdf, rows: expected.transactions.length };
}

export async function uploadStatement(
  baseUrl: string,
  user: FaultUser,
  statement: GeneratedStatement,
): Promise<string> {
  const response = await postFiles<{ job_id: string }>(
    `${baseUrl}/api/v1/bank-statements/upload-bulk-async`,
    user.idToken,
    [{ name: statement.name, bytes: statement.pdf }],
  );
  if (response.status >= 300) throw new Error(`upload answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body.job_id;
}
