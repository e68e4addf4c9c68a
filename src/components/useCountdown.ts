import { useEffect, useState } from 'react';

/**
 * Seconds left before something may happen again (another code, say); ticks once a second while
 * positive. `start(seconds)` begins a new countdown, `start(0)` ends it.
 */
export function useCountdown(initialSeconds = 0): [left: number, start: (seconds: number) => void] {
  const [until, setUntil] = useState(() => Date.now() + initialSeconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  const start = (seconds: number) => {
    const startedAt = Date.now();
    setNow(startedAt);
    setUntil(startedAt + seconds * 1000);
  };
  return [Math.max(0, Math.ceil((until - now) / 1000)), start];
}
