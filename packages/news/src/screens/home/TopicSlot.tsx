import { Suspense, lazy, useEffect, useRef, useState, useSyncExternalStore } from 'react';

const TopicStrip = lazy(() => import('../topic/TopicStrip.tsx'));

const noChange = () => () => undefined;
const noObserver = () => typeof IntersectionObserver === 'undefined';

/** How far below the viewport the slot starts loading the strip. */
const AHEAD = '300px';

/**
 * Where the 专题 strip sits in the home channel's feed (decision 16). The strip, its data and its
 * call are loaded when the slot nears the viewport, so opening home fetches none of it and the
 * home route's initial JS stays within its budget. It loads ahead of the viewport, so the reader
 * scrolling down finds it there (without topics there is nothing at all).
 */
export function TopicSlot() {
  const ref = useRef<HTMLDivElement>(null);
  // Never near on the first render, which the server renders too (decision 0051): the strip is
  // below the first view, and its code and call wait for the reader's phone. An engine without
  // IntersectionObserver shows it after hydration.
  const [seen, setNear] = useState(false);
  const unobservable = useSyncExternalStore(noChange, noObserver, () => false);
  const near = seen || unobservable;
  useEffect(() => {
    const el = ref.current;
    // Without IntersectionObserver `unobservable` shows the strip once hydration is over.
    if (near || !el || noObserver()) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: AHEAD });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={ref}>
      {near && (
        <Suspense>
          <TopicStrip />
        </Suspense>
      )}
    </div>
  );
}
