'use client';

import { useEffect, useState } from 'react';

/**
 * True once the browser has had a quiet moment after the page became interactive (at most
 * `timeoutMs` later): what a first view does not need (the toast host, the top bar's background
 * reads) is loaded then, off the main thread's busiest time.
 */
export function useWhenIdle(timeoutMs = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    // Safari has no requestIdleCallback: a task after this one is the nearest it offers.
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setIdle(true), 1);
      return () => clearTimeout(timer);
    }
    const id = window.requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }, [timeoutMs]);
  return idle;
}
