import { useEffect, useState } from 'react';
import { LIMITS } from '@garden/core';

export interface AnnounceDetail {
  message: string;
  polite?: boolean;
}

/** Lets any part of the app speak to screen readers: window.dispatchEvent(new CustomEvent('announce', ...)). */
export function announce(message: string, polite = true): void {
  window.dispatchEvent(new CustomEvent<AnnounceDetail>('announce', { detail: { message, polite } }));
}

export function Announcer() {
  const [text, setText] = useState('');
  const [polite, setPolite] = useState(true);
  useEffect(() => {
    let timer: number | undefined;
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<AnnounceDetail>).detail;
      setPolite(detail.polite !== false);
      setText(detail.message);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setText(''), LIMITS.announcerClearMs);
    };
    window.addEventListener('announce', listener);
    return () => {
      window.removeEventListener('announce', listener);
      window.clearTimeout(timer);
    };
  }, []);
  return (
    <div
      aria-live={polite ? 'polite' : 'assertive'}
      role={polite ? 'status' : 'alert'}
      data-testid="announcer"
      style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
    >
      {text}
    </div>
  );
}
