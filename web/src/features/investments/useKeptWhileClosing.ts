import { useCallback, useState } from 'react';

/**
 * Whether a dialog's content is mounted: from opening until its closing transition has ended, so the content
 * does not vanish while the dialog fades out. Pass the returned callback as the transition's onExited.
 */
export function useKeptWhileClosing(open: boolean): [boolean, () => void] {
  const [mounted, setMounted] = useState(open);
  // Set during render (React's pattern for state derived from props): no frame shows the dialog empty.
  if (open && !mounted) setMounted(true);
  const onExited = useCallback(() => setMounted(false), []);
  return [mounted || open, onExited];
}

/** The last non-empty value, kept until the closing transition has ended (e.g. the holding a dialog shows). */
export function useLastWhileClosing<T>(value: T | undefined): [T | undefined, () => void] {
  const [last, setLast] = useState(value);
  if (value !== undefined && value !== last) setLast(value);
  const onExited = useCallback(() => setLast(undefined), []);
  return [value ?? last, onExited];
}
