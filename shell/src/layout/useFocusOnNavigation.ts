import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a new screen may take to settle: its remote loading on a slow link, then its data. */
const SETTLING_MS = 10_000;

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
 * (the sidebar's links stay) is left alone. A remote screen draws its heading once its code has
 * loaded, and may draw it again once its data has (Billing's skeleton gives way to the page):
 * while the screen settles, a heading that went away with the focus hands it to the one drawn
 * instead, until the person (or the screen) puts the focus anywhere else, or they navigate again.
 */
export function useFocusOnNavigation() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (pathname === previous.current) return; // the first screen of a page load: the browser's to focus
    previous.current = pathname;
    if (!isFocusLost()) return;
    let focused: HTMLElement | null = null;
    const settle = () => {
      const active = document.activeElement;
      // The heading is still there: done once the focus leaves it (a click, a Tab).
      if (focused?.isConnected) return active === focused ? undefined : stop();
      if (!isFocusLost()) return stop(); // put somewhere by the person or the screen
      focused = screenHeading(); // none yet, or the one drawn instead of the heading that went
      focused?.focus();
    };
    const observer = new MutationObserver(settle);
    const timer = setTimeout(() => stop(), SETTLING_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
    }
    settle();
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname]);
}
