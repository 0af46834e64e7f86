import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { IconButton, type IconButtonProps, PencilIcon, TrashIcon, Inline, VisuallyHidden } from '@touchline/ui-kit';
import type { DataColumn } from './DataTable';
import { Td, Th } from './Table';

/**
 * The last cell of a row, holding its actions (Edit and Delete, Sign out, a link to open). It sticks
 * to the right edge of a table that scrolls sideways, so they stay on screen at phone widths
 * whatever else is hidden.
 */
const Cell = styled(Td)`
  position: sticky;
  right: 0;
  width: 1%;
  padding-block: 0;
  background: ${({ theme }) => theme.colors.surface};

  tbody tr:hover > & {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

const HeaderCell = styled(Th)`
  position: sticky;
  right: 0;
  background: ${({ theme }) => theme.colors.surfaceSunken};
`;

export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Cell>
      <Inline gap={1} justify="end">
        {children}
      </Inline>
    </Cell>
  );
}

/** The header cell above RowActions: named for screen readers only. */
export function RowActionsHeader() {
  return (
    <HeaderCell scope="col">
      <VisuallyHidden>Actions</VisuallyHidden>
    </HeaderCell>
  );
}

/**
 * The last column of a DataTable whose rows end in RowActions: its header cell, and a placeholder
 * the size of one row button (`size="sm"`) while the rows load.
 */
export const ROW_ACTIONS_COLUMN: DataColumn = {
  head: <RowActionsHeader />,
  placeholder: { width: '2rem', height: '2rem' },
};

type RowButtonProps = Omit<IconButtonProps, 'children' | 'size'>;

/** A row's Edit button, found again by `rowActionOf(table, id, 'edit')`. */
export function EditRowButton(props: RowButtonProps) {
  return (
    <IconButton size="sm" data-action="edit" {...props}>
      <PencilIcon size={15} />
    </IconButton>
  );
}

/** The trash icon reads as destructive on hover, not before: every row has one. */
const DangerOnHover = styled(IconButton)`
  &:hover:not(:disabled, [aria-disabled='true']) {
    color: ${({ theme }) => theme.colors.dangerText};
    background: ${({ theme }) => theme.colors.dangerSubtle};
  }
`;

/** A row's Delete button, found again by `rowActionOf(table, id, 'delete')`. */
export function DeleteRowButton(props: RowButtonProps) {
  return (
    <DangerOnHover size="sm" data-action="delete" {...props}>
      <TrashIcon size={15} />
    </DangerOnHover>
  );
}
