/**
 * The route-change progress bar: a thin bar at the top of the window, shown only when a
 * change takes longer than 200 ms (quick changes stay calm). It lives outside the React
 * root; its width is set through CSSOM, which the Content-Security-Policy allows.
 */

/** Delay before the bar shows (spec: 200 ms). */
export const PROGRESS_DELAY_MS = 200;
/** How often the bar creeps forward while waiting. */
const TRICKLE_MS = 300;

export interface Progress {
  /** Ends this progress (the bar completes and fades if it was shown). */
  done(): void;
}

/** Starts a progress bar for one route change. */
export function startProgress(): Progress {
  let bar: HTMLElement | null = null;
  let width = 0;
  let trickle: ReturnType<typeof setInterval> | undefined;
  const show = setTimeout(() => {
    bar = document.createElement('div');
    bar.className = 'route-progress';
    bar.setAttribute('role', 'progressbar');
    bar.setAttribute('aria-label', 'Loading page');
    document.body.append(bar);
    const set = (value: number) => {
      width = value;
      bar!.style.width = `${value}%`;
    };
    set(15);
    // Creep towards 90 % with shrinking steps: the real remaining time is unknown.
    trickle = setInterval(() => set(width + (90 - width) * 0.15), TRICKLE_MS);
  }, PROGRESS_DELAY_MS);
  return {
    done() {
      clearTimeout(show);
      clearInterval(trickle);
      const shown = bar;
      if (!shown) return;
      shown.style.width = '100%';
      shown.dataset.done = '';
      setTimeout(() => shown.remove(), 300);
    },
  };
}
