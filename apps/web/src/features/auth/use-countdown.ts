'use client';

import { useCallback, useEffect, useState } from 'react';

/** Seconds left before something may happen again (resending a code); `restart` sets a new wait. */
export function useCountdown(initialSeconds: number) {
  const [endsAt, setEndsAt] = useState(() => Date.now() + initialSeconds * 1000);
  const [left, setLeft] = useState(initialSeconds);

  useEffect(() => {
    const tick = () => setLeft(Math.max(0, Math.ceil((endsAt - Date.now()) / 1000)));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const restart = useCallback((seconds: number) => setEndsAt(Date.now() + seconds * 1000), []);
  return { secondsLeft: left, restart };
}
