import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * The rendered height of `ref`'s element in pixels, kept current with a ResizeObserver (where the browser has
 * one; otherwise measured once per render). 0 while nothing is rendered.
 */
export function useElementHeight(ref: RefObject<HTMLElement | null>, isShown: boolean): number {
  const [height, setHeight] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!isShown || !element) {
      setHeight(0);
      return;
    }
    setHeight(element.offsetHeight);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, isShown]);
  return height;
}
