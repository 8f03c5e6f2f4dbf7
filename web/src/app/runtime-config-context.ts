import { createContext, useContext } from 'react';
import type { RuntimeConfig } from './runtime-config';

export const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

export function useRuntimeConfig(): RuntimeConfig {
  const value = useContext(RuntimeConfigContext);
  if (!value) throw new Error('useRuntimeConfig() must be used inside <RuntimeConfigContext.Provider>');
  return value;
}

/**
 * /config.json as it loads (null when the server could not be reached): the public pages draw without waiting
 * for it; the signed-in part of the app waits for it.
 */
export const RuntimeConfigPromiseContext = createContext<Promise<RuntimeConfig | null> | null>(null);

export function useRuntimeConfigPromise(): Promise<RuntimeConfig | null> {
  const value = useContext(RuntimeConfigPromiseContext);
  if (!value) throw new Error('useRuntimeConfigPromise() must be used inside <RuntimeConfigPromiseContext.Provider>');
  return value;
}
