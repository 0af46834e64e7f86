import { useCallback, useId, useLayoutEffect, useRef, useState, type ComponentPropsWithRef } from 'react';
import { styled } from 'styled-components';
import { edgeCues, overflowAttributes, useHorizontalOverflow } from '@touchline/ui-kit';

/**
 * Holds the frame (border, radius) and the edge cues, which live here, outside the scrolling box,
 * so they stay at its edges.
 */
const Frame = styled.div<{ $isFramed: boolean }>`
  position: relative;
  width: 100%;
  min-width: 0;
  ${({ $isFramed, theme }) =>
    $isFramed &&
    `
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.surface};
  `}
  ${edgeCues}
`;

const Scroller = styled.div`
  /* The containing block of anything absolutely positioned in the table (a VisuallyHidden
     header, say): without it such content escapes the scroll box and widens the page. */
  position: relative;
  width: 100%;
  overflow-x: auto;
  border-radius: inherit;

  /* Inside the frame: a ring drawn outside would be cut off by a card around the table. */
  &:focus-visible {
    outline-offset: -2px;
  }
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-variant-numeric: tabular-nums;

  caption {
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
    text-align: left;
    color: ${({ theme }) => theme.colors.textMuted};
    caption-side: bottom;
  }
`;

export interface TableProps extends ComponentPropsWithRef<'table'> {
  /** Set false when the table already sits inside a bordered container such as a Card. */
  isFramed?: boolean;
}

/**
 * A data table. Wide tables scroll sideways inside their frame instead of breaking the layout:
 *
 * - the scrolling box is a region named like the table (its aria-label, aria-labelledby or
 *   caption), and while it hides columns it takes focus, so the arrow keys can scroll it;
 * - a shadow on the left or right edge says there is more on that side, updated as it scrolls and
 *   as it or the table changes size.
 *
 * Props (ref included) go to the <table>.
 */
export function Table({ isFramed = true, ref, ...props }: TableProps) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLTableElement | null>(null);
  const overflow = useHorizontalOverflow(scrollerRef, tableRef);
  const [captionId, setCaptionId] = useState<string | undefined>(undefined);
  const fallbackCaptionId = useId();
  const isHidden = props['aria-hidden'] === true || props['aria-hidden'] === 'true';

  const setTableRef = useCallback(
    (node: HTMLTableElement | null) => {
      tableRef.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  // A table named by its caption: the region takes the same name (the caption gets an id if needed).
  useLayoutEffect(() => {
    const caption = tableRef.current?.caption;
    if (caption && !caption.id) caption.id = fallbackCaptionId;
    setCaptionId(caption?.id || undefined);
  });

  const label = props['aria-label'];
  const labelledBy = label ? undefined : (props['aria-labelledby'] ?? captionId);
  const isNamed = Boolean(label || labelledBy);
  const isOverflowing = overflow.left || overflow.right;

  return (
    <Frame $isFramed={isFramed} {...overflowAttributes(overflow)}>
      <Scroller
        ref={scrollerRef}
        role={isNamed && !isHidden ? 'region' : undefined}
        aria-label={isHidden ? undefined : label}
        aria-labelledby={isHidden ? undefined : labelledBy}
        tabIndex={isOverflowing && !isHidden ? 0 : undefined}
      >
        <StyledTable ref={setTableRef} {...props} />
      </Scroller>
    </Frame>
  );
}

/**
 * A row's action button, found by the row's `data-row-id` and the button's `data-action`: where
 * focus goes when the button it was on went away with its row (a delete took it), or to a row
 * that was just added.
 */
export function rowActionOf(table: HTMLTableElement | null, rowId: string, action: string): HTMLElement | null {
  const row = Array.from(table?.tBodies[0]?.rows ?? []).find((candidate) => candidate.dataset.rowId === rowId);
  return row?.querySelector<HTMLElement>(`[data-action="${action}"]`) ?? null;
}

export const THead = styled.thead`
  background: ${({ theme }) => theme.colors.surfaceSunken};
`;

export const TBody = styled.tbody``;

export const Tr = styled.tr`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  tbody &:last-child {
    border-bottom: 0;
  }

  tbody &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

/** Column headers never wrap: a header broken mid-word reads as two. A narrow frame scrolls instead. */
export const Th = styled.th`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  height: 2.5rem;
  text-align: left;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Td = styled.td`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  vertical-align: middle;
  color: ${({ theme }) => theme.colors.text};
`;

/**
 * A row's header (`<th scope="row">`): the row's subject for screen readers, drawn as a body
 * cell that leads its row, not as a column heading (those never wrap, and are set in capitals).
 */
export const RowTh = styled(Td).attrs({ as: 'th', scope: 'row' })`
  text-align: left;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/** A number column's header: right-aligned, over its figures. */
export const NumberTh = styled(Th)`
  text-align: right;
`;

/** A figure: right-aligned so the digits line up, never broken across lines. */
export const NumberTd = styled(Td)`
  text-align: right;
  white-space: nowrap;
`;
