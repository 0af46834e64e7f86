import { Card, ChevronDownIcon } from '@touchline/ui-kit';
import { useId, useState, type Ref } from 'react';
import { styled } from 'styled-components';
import type { Endpoint } from './catalog/endpoints';
import { catalogCaption, catalogRow, catalogSummary, EndpointList } from './EndpointList';

const Catalog = styled(Card)`
  padding: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.lg} {
    position: sticky;
    top: ${({ theme }) => theme.space[4]};
    max-height: calc(100vh - 6rem);
    overflow-y: auto;
  }
`;

/**
 * Stands for the catalog where it stacks above the form (below lg): folded, the catalog would
 * otherwise be a long list to scroll past before the form. Side by side the list is always in
 * view, so the button is not shown.
 */
const CatalogToggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  ${catalogRow}

  svg {
    color: ${({ theme }) => theme.colors.textMuted};
    transition: transform ${({ theme }) => theme.transitions.fast};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }

  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`;

const ToggleCaption = styled.span`
  display: block;
  ${catalogCaption}
`;

const ToggleSummary = styled.span`
  display: block;
  ${catalogSummary}
`;

/** The list under the toggle: shown only while open below lg, always from lg up (the toggle is gone there). */
const FoldingPanel = styled.div<{ $isOpen: boolean }>`
  display: ${({ $isOpen }) => ($isOpen ? 'block' : 'none')};
  margin-top: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  ${({ theme }) => theme.media.lg} {
    display: block;
    margin-top: 0;
    padding-top: 0;
    border-top: 0;
  }
`;

export interface CatalogPanelProps {
  endpoints: readonly Endpoint[];
  selected: Endpoint;
  onSelect: (endpoint: Endpoint) => void;
  ref?: Ref<HTMLElement>;
}

/** The endpoint catalog: beside the form from lg up, folded above it behind a toggle below lg. */
export function CatalogPanel({ endpoints, selected, onSelect, ref }: CatalogPanelProps) {
  // Only read below lg, where the catalog is folded behind its toggle until asked for.
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  return (
    <Catalog ref={ref}>
      <CatalogToggle
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
      >
        <span>
          <ToggleCaption>Endpoint</ToggleCaption> <ToggleSummary>{selected.summary}</ToggleSummary>
        </span>
        <ChevronDownIcon size={18} />
      </CatalogToggle>
      <FoldingPanel id={panelId} $isOpen={isOpen}>
        <EndpointList
          endpoints={endpoints}
          selectedId={selected.id}
          onSelect={(endpoint) => {
            // A choice is made: fold the list away again where it is foldable (side by side it stays).
            setIsOpen(false);
            onSelect(endpoint);
          }}
        />
      </FoldingPanel>
    </Catalog>
  );
}
