/** How long a lazily loaded page may take to show its heading before focus is left where it is. */
const HEADING_WAIT_MS = 5000;

/**
 * Decision 172 (DESIGN.md "Focus after navigation"): after a navigation the page's main heading gets
 * the focus, so a screen reader starts on it and Tab continues from the page, not the header. The
 * page may still be loading: wait for its first h1 under <main>. Returns a cancel function.
 */
export function focusMainHeadingWhenShown(): () => void {
  const main = document.getElementById('main');
  if (!main) return () => {};
  let done = false;
  const tryFocus = () => {
    if (done) return true;
    const heading = main.querySelector('h1');
    if (!heading) return false;
    done = true;
    // Someone already chose where focus goes (a field's autofocus, an open dialog): leave it.
    const active = document.activeElement;
    if (active && active !== document.body && active !== main) return true;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
    return true;
  };
  if (tryFocus()) return () => {};
  const observer = new MutationObserver(() => {
    if (tryFocus()) observer.disconnect();
  });
  observer.observe(main, { childList: true, subtree: true });
  const timer = window.setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
  return () => {
    done = true;
    observer.disconnect();
    window.clearTimeout(timer);
  };
}
