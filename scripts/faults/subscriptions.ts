import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import type { FaultUser } from './users';

const JOB_FIELDS = 'status progressPercentage tasks { status progress currentStep }';

export interface Update {
  receivedAt: number;
  state: string;
  status: string;
}

/** Every update a graphql-ws subscriber of one api gets for a job, until it ends. */
export async function watchJob(
  baseUrl: string,
  user: FaultUser,
  jobId: string,
  updates: Update[],
): Promise<() => void> {
  const client = createClient({
    url: `${baseUrl.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${user.idToken}` },
    lazy: false,
  });
  let first = true;
  let subscribed: () => void = () => undefined;
  const started = new Promise<void>((resolve) => (subscribed = resolve));
  const unsubscribe = client.subscribe<{
    uploadJobUpdated: { status: string; progressPercentage: number; tasks: unknown[] };
  }>(
    { query: `subscription ($jobId: ID!) { uploadJobUpdated(jobId: $jobId) { ${JOB_FIELDS} } }`, variables: { jobId } },
    {
      next: ({ data }) => {
        if (first) subscribed();
        first = false;
        if (data)
          updates.push({
            receivedAt: Date.now(),
            state: JSON.stringify(data.uploadJobUpdated),
            status: data.uploadJobUpdated.status,
          });
      },
      error: (error) => console.error('subscription error', error),
      complete: () => undefined,
    },
  );
  // The first update is the current state: from then on no event is missed.
  await started;
  return () => {
    unsubscribe();
    void client.dispose();
  };
}
