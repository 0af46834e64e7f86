import { styled } from 'styled-components';
import { groupByProvider, type Endpoint } from '../catalog/endpoints';

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

const GroupTitle = styled.h2`
  padding: ${({ theme }) => `0 ${theme.space[2]} ${theme.space[1]}`};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Item = styled.button`
  display: flex;
  flex-direction: column;
  gap: 1px;
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
  &[aria-current='true'] {
    background: ${({ theme }) => theme.colors.primarySubtle};
    color: ${({ theme }) => theme.colors.primarySubtleText};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
  }
`;

const Summary = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
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

/** The catalog, grouped by provider. */
export function EndpointList({ endpoints, selectedId, onSelect }: EndpointListProps) {
  return (
    <Nav aria-label="Endpoints">
      {groupByProvider(endpoints).map(({ provider, label, endpoints: ofProvider }) => (
        <Group key={provider}>
          <GroupTitle>{label}</GroupTitle>
          {ofProvider.map((endpoint) => (
            <Item
              key={endpoint.id}
              type="button"
              aria-current={endpoint.id === selectedId ? 'true' : undefined}
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
