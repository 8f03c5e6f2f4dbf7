import { useMemo } from 'react';
import { GraphiQL } from 'graphiql';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import 'graphiql/style.css';
import { useAuth } from '../../auth/auth-context';
import { useEffect, useState } from 'react';
import { getAuth } from 'firebase/auth';

/** The GraphQL explorer, bundled with the app so it works offline; prefills the signed-in user's token. */
export default function ExplorerPage() {
  const { status } = useAuth();
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => {
    if (status !== 'signed-in') return;
    void getAuth().currentUser?.getIdToken().then(setToken);
  }, [status]);
  const fetcher = useMemo(
    () =>
      createGraphiQLFetcher({
        url: '/graphql',
        subscriptionUrl: `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`,
      }),
    [],
  );
  const headers = token
    ? JSON.stringify({ Authorization: `Bearer ${token}` }, null, 2)
    : '{\n  "Authorization": "Bearer <ID token>"\n}';
  return (
    <div style={{ height: '100vh' }}>
      <GraphiQL
        key={token ?? 'anonymous'}
        fetcher={fetcher}
        defaultHeaders={headers}
        defaultQuery={'query Me {\n  me {\n    id\n    name\n    email\n  }\n}\n'}
      />
    </div>
  );
}
