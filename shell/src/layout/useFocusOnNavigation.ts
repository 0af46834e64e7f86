import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a new screen may take to draw its heading (a remote loading on a slow link). */
const HEADING_WAIT_MS = 10_000;

/** Nothing has the focus: it was on an element the navigation removed (a link in the old screen). */
const isFocusLost = () => document.activeElement === null || document.activeElement === document.body;

/** The new screen's level-1 heading, made focusable from script (no Tab stop, no ring: GlobalStyle). */
function screenHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
  if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  return heading;
}

/**
 * After a navigation that took the focus with it (a link inside the old screen, "Log In", Back),
 * the new screen's heading takes it, so a keyboard or screen-reader user goes on from the top of
 * what they opened rather than from the start of the document. A navigation that kept the focus
 * (the sidebar's links stay) or a screen that placed it itself is left alone. A remote screen
 * draws its heading once its code has loaded: the heading is awaited, until the person moves the
 * focus themselves or navigates again.
 */
export function useFocusOnNavigation() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (pathname === previous.current) return; // the first screen of a page load: the browser's to focus
    previous.current = pathname;
    if (!isFocusLost()) return;
    const focusHeading = () => {
      if (!isFocusLost()) return true;
      const heading = screenHeading();
      heading?.focus();
      return heading !== null;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname]);
}
