// The navigation progress bar: shown only when a load takes longer than 200 ms, so fast
// navigations never flash it. In: the start of a load; out: a function that ends it.

const delayMs = 200;
let bar: HTMLElement | undefined;

/** Starts timing a load; call the returned function when it ends (either way). */
export function startProgress(): () => void {
  if (!bar) {
    bar = document.createElement('div');
    bar.className = 'route-progress';
    bar.setAttribute('aria-hidden', 'true');
    document.body.append(bar);
  }
  const shown = bar;
  const timer = setTimeout(() => shown.classList.add('route-progress--active'), delayMs);
  return () => {
    clearTimeout(timer);
    shown.classList.remove('route-progress--active');
  };
}
