import { useCallback, useEffect, useRef, useState } from 'react';

/** Store messages clear themselves after 5 s. */
export const STORE_ERROR_MS = 5_000;

/** A store error: [message, show, clear]; a shown message clears itself after 5 s. */
export function useStoreError(): [string | null, (message: string) => void, () => void] {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback((text: string) => {
    setMessage(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setMessage(null), STORE_ERROR_MS);
  }, []);
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);
  return [message, show, clear];
}
