import { useCallback, useState } from 'react';

/**
 * The last non-empty value (e.g. the holding a dialog shows), kept until the closing transition has ended so the
 * content does not vanish while the dialog fades out. Pass the returned callback as the transition's onExited.
 */
export function useLastWhileClosing<T>(value: T | undefined): [T | undefined, () => void] {
  const [last, setLast] = useState(value);
  // Set during render (React's pattern for state derived from props): no frame shows the dialog empty.
  if (value !== undefined && value !== last) setLast(value);
  const onExited = useCallback(() => setLast(undefined), []);
  return [value ?? last, onExited];
}
