// Expands and collapses a block with a height animation, in the browser only.
// In: the element, whether it should end up open and what to do when it has; out: the animation.
// Reduced motion makes it 1 ms; otherwise the time follows the height.

/** Animation time in ms for content of `height` px: taller content takes longer, but not linearly. */
export function collapseDuration(height: number, reducedMotion: boolean): number {
  if (reducedMotion) return 1;
  const constant = height / 36;
  return Math.round((4 + 15 * constant ** 0.25 + constant / 5) * 10);
}

/** Animates `el` open or closed (Web Animations: no style attributes, so the CSP allows it). */
export function animateCollapse(el: HTMLElement, open: boolean, onEnd?: () => void): void {
  for (const running of el.getAnimations()) running.cancel();
  const height = el.scrollHeight;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const frames = [{ height: '0px', overflow: 'hidden' }, { height: `${height}px`, overflow: 'hidden' }];
  const animation = el.animate(open ? frames : frames.reverse(), { duration: collapseDuration(height, reduced), easing: 'ease-in-out' });
  if (onEnd) animation.onfinish = onEnd;
}
