import { useSyncExternalStore } from 'react';

/**
 * Whether the graphql-ws socket is open. graphql-ws only reports an error to a subscription after all
 * its retries (half a minute or more), so screens that fall back to polling watch this instead.
 */
let connected = false;
const listeners = new Set<() => void>();

export function setSocketConnected(value: boolean): void {
  if (value === connected) return;
  connected = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSocketConnected(): boolean {
  return useSyncExternalStore(subscribe, () => connected);
}
