import { VisuallyHidden } from '@touchline/ui-kit';
import { indexAfterKey, useRovingElements } from '@touchline/ui-kit/tabs';
import { useId, type KeyboardEvent } from 'react';
import { css, styled } from 'styled-components';
import { groupByProvider, type Endpoint } from './catalog/endpoints';

const Nav = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[0.5]};
`;

/** The catalog's small capitals: a provider's name over its endpoints, and the folded catalog's caption. */
export const catalogCaption = css`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** An endpoint's name, in the list and on the folded catalog's button. */
export const catalogSummary = css`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/** A full-width row of the catalog that is a button: an endpoint, or the folded catalog's toggle. */
export const catalogRow = css`
  width: 100%;
  padding: ${({ theme }) => `${theme.space[1.5]} ${theme.space[2]}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
  }
`;

const GroupTitle = styled.h2`
  padding: ${({ theme }) => `0 ${theme.space[2]} ${theme.space[1]}`};
  ${catalogCaption}
`;

const Item = styled.button`
  display: flex;
  flex-direction: column;
  gap: 1px;
  ${catalogRow}

  &[aria-current='true'] {
    background: ${({ theme }) => theme.colors.primarySubtle};
    color: ${({ theme }) => theme.colors.primarySubtleText};
  }
`;

const Summary = styled.span`
  ${catalogSummary}
`;

const Path = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: break-word;

  [aria-current='true'] & {
    color: inherit;
    opacity: 0.85;
  }
`;

export interface EndpointListProps {
  endpoints: readonly Endpoint[];
  selectedId: string;
  onSelect: (endpoint: Endpoint) => void;
}

/**
 * The catalog, grouped by provider. It is one stop for Tab (the chosen endpoint; a roving
 * tabindex), so the form after it is a Tab away; arrow keys and Home/End move between endpoints
 * and Enter or Space chooses one, as each endpoint's description says to a screen reader (a
 * navigation's links do not usually move by arrow keys).
 */
export function EndpointList({ endpoints, selectedId, onSelect }: EndpointListProps) {
  const groups = groupByProvider(endpoints);
  // In display order, which the grouping may differ from the catalog's.
  const ordered = groups.flatMap((group) => group.endpoints);
  const items = useRovingElements<string>();
  const tabStopId = ordered.some((endpoint) => endpoint.id === selectedId) ? selectedId : ordered[0]?.id;
  const keysHintId = useId();

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const index = ordered.findIndex((endpoint) => items.elementOf(endpoint.id) === document.activeElement);
    if (index < 0) return;
    const next = indexAfterKey(event.key, index, ordered.length, { orientation: 'vertical', wraps: false });
    if (next === undefined) return;
    event.preventDefault();
    items.elementOf(ordered[next]!.id)?.focus();
  }

  return (
    <Nav aria-label="Endpoints" onKeyDown={onKeyDown}>
      <VisuallyHidden id={keysHintId}>Arrow keys move between the endpoints; Enter chooses one.</VisuallyHidden>
      {groups.map(({ provider, label, endpoints: ofProvider }) => (
        <Group key={provider}>
          <GroupTitle>{label}</GroupTitle>
          {ofProvider.map((endpoint) => (
            <Item
              key={endpoint.id}
              ref={items.refFor(endpoint.id)}
              type="button"
              tabIndex={endpoint.id === tabStopId ? 0 : -1}
              aria-current={endpoint.id === selectedId ? 'true' : undefined}
              aria-describedby={keysHintId}
              onClick={() => onSelect(endpoint)}
            >
              <Summary>{endpoint.summary}</Summary>
              <Path>
                {endpoint.path.split('/').map((segment, index) => (
                  // A line may break after any slash, never inside a {parameter}.
                  <span key={index}>
                    {index > 0 && '/'}
                    {index > 0 && <wbr />}
                    {segment}
                  </span>
                ))}
              </Path>
            </Item>
          ))}
        </Group>
      ))}
    </Nav>
  );
}
