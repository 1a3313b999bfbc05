import { useCallback, useEffect, useState } from 'react';

/**
 * A seconds countdown for the resend button. It counts from a deadline rather than ticks, so a
 * web view paused in the background shows the right number when it comes back.
 */
export function useCountdown() {
  const [deadline, setDeadline] = useState(0);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    setDeadline(Date.now() + seconds * 1000);
    setNow(Date.now());
  }, []);

  const remaining = Math.max(0, Math.ceil((deadline - now) / 1000));
  return { remaining, start };
}
