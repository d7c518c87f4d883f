/**
 * Moves the reader to `element` (issue 15): scrolls it to the top of the view and gives it focus, so a
 * screen reader announces it and the keyboard continues from there. Smooth scrolling, unless the visitor
 * asks for reduced motion: then the view jumps.
 */
export function bringIntoView(element: HTMLElement | null | undefined): void {
  if (!element) return;
  const prefersReducedMotion =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.focus({ preventScroll: true });
  element.scrollIntoView?.({ behavior: prefersReducedMotion ? 'auto' : 'smooth', block: 'start' });
}
