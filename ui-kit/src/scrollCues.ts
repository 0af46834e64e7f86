// Edge cues for a box that scrolls sideways (a wide table, a row of tabs on a phone): a shadow on
// each side that hides content, so a reader knows there is more than the screen shows.
import { useLayoutEffect, useState, type RefObject } from 'react';
import { css } from 'styled-components';

/** Wider than this many pixels of hidden content counts as "more to see" (sub-pixel widths do not). */
const OVERFLOW_TOLERANCE = 1;

export interface Overflow {
  left: boolean;
  right: boolean;
}

/** Which sides of a scrolling box hide content. The dashboard is written left to right. */
function overflowOf(element: Pick<HTMLElement, 'scrollLeft' | 'scrollWidth' | 'clientWidth'>): Overflow {
  const hidden = element.scrollWidth - element.clientWidth;
  if (hidden <= OVERFLOW_TOLERANCE) return { left: false, right: false };
  const scrolled = Math.abs(element.scrollLeft);
  return { left: scrolled > OVERFLOW_TOLERANCE, right: scrolled < hidden - OVERFLOW_TOLERANCE };
}

/**
 * Which sides of `scrollerRef`'s box hide content, kept current as it scrolls and as it, or the
 * content in `contentRef` (a table whose rows arrive), changes size; without a ResizeObserver, as
 * the window does.
 */
export function useHorizontalOverflow(
  scrollerRef: RefObject<HTMLElement | null>,
  contentRef?: RefObject<HTMLElement | null>,
): Overflow {
  const [overflow, setOverflow] = useState<Overflow>({ left: false, right: false });
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const measure = () => {
      const next = overflowOf(scroller);
      setOverflow((current) => (current.left === next.left && current.right === next.right ? current : next));
    };
    measure();
    scroller.addEventListener('scroll', measure, { passive: true });
    if (typeof ResizeObserver === 'function') {
      const observer = new ResizeObserver(measure);
      observer.observe(scroller);
      if (contentRef?.current) observer.observe(contentRef.current);
      return () => {
        scroller.removeEventListener('scroll', measure);
        observer.disconnect();
      };
    }
    window.addEventListener('resize', measure);
    return () => {
      scroller.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [scrollerRef, contentRef]);
  return overflow;
}

/** The attributes that switch the cues of `edgeCues` on: set them on the element that draws them. */
export function overflowAttributes(overflow: Overflow) {
  return {
    'data-overflow-left': overflow.left || undefined,
    'data-overflow-right': overflow.right || undefined,
  };
}

/** A shadow on light surfaces; on dark ones, where a shadow does not show, a faint light. */
function edgeShade(mode: 'light' | 'dark'): string {
  return mode === 'dark' ? 'rgba(255, 255, 255, 0.11)' : 'rgba(15, 23, 41, 0.16)';
}

/**
 * The cues, for a positioned element around the scrolling box (`overflowAttributes` on it): drawn
 * there, outside the box, they stay at its edges while its content scrolls.
 */
export const edgeCues = css`
  &::before,
  &::after {
    content: '';
    position: absolute;
    z-index: 1;
    top: 0;
    bottom: 0;
    width: 1.5rem;
    pointer-events: none;
    opacity: 0;
    transition: opacity ${({ theme }) => theme.transitions.fast};
  }

  &::before {
    left: 0;
    border-top-left-radius: inherit;
    border-bottom-left-radius: inherit;
    background: linear-gradient(to right, ${({ theme }) => edgeShade(theme.name)}, transparent);
  }

  &::after {
    right: 0;
    border-top-right-radius: inherit;
    border-bottom-right-radius: inherit;
    background: linear-gradient(to left, ${({ theme }) => edgeShade(theme.name)}, transparent);
  }

  &[data-overflow-left]::before,
  &[data-overflow-right]::after {
    opacity: 1;
  }
`;
