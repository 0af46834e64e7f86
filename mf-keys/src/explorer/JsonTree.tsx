import { styled } from 'styled-components';

const Root = styled.div`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.55;
  color: ${({ theme }) => theme.colors.text};
  /* Like code, a line keeps its tokens whole: the frame around the tree scrolls sideways. */
  white-space: nowrap;

  details > summary {
    cursor: pointer;
    list-style: none;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  details > summary::-webkit-details-marker {
    display: none;
  }
  details > summary::before {
    content: '▸';
    display: inline-block;
    width: 1em;
    color: ${({ theme }) => theme.colors.textMuted};
    transition: transform ${({ theme }) => theme.transitions.fast};
  }
  details[open] > summary::before {
    transform: rotate(90deg);
  }
  /* Open, a node ends with its closing bracket on a line of its own instead. */
  details[open] > summary [data-when-collapsed] {
    display: none;
  }
  details > summary:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  details > summary:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
  }
`;

const Children = styled.div`
  margin-left: 0.45em;
  padding-left: 1em;
  border-left: 1px solid ${({ theme }) => theme.colors.border};
`;

const Leaf = styled.div`
  padding-left: 1em;
`;

const Key = styled.span`
  color: ${({ theme }) => theme.colors.primarySubtleText};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** In line with the node's name, past the width of the summary's chevron. */
const Closing = styled(Muted)`
  display: block;
  padding-left: 1em;
`;

const Scalar = styled.span<{ $kind: 'string' | 'number' | 'literal' }>`
  color: ${({ theme, $kind }) =>
    $kind === 'string'
      ? theme.colors.successSubtleText
      : $kind === 'number'
        ? theme.colors.infoSubtleText
        : theme.colors.warningSubtleText};
`;

function ScalarValue({ value }: { value: unknown }) {
  if (typeof value === 'string') return <Scalar $kind="string">{JSON.stringify(value)}</Scalar>;
  if (typeof value === 'number') return <Scalar $kind="number">{String(value)}</Scalar>;
  return <Scalar $kind="literal">{value === null ? 'null' : String(value)}</Scalar>;
}

function Label({ name }: { name?: string | number }) {
  if (name === undefined) return null;
  return (
    <>
      {typeof name === 'number' ? <Muted>{name}</Muted> : <Key>{JSON.stringify(name)}</Key>}
      <Muted>: </Muted>
    </>
  );
}

function Node({
  name,
  value,
  depth,
  openDepth,
}: {
  name?: string | number;
  value: unknown;
  depth: number;
  openDepth: number;
}) {
  if (value === null || typeof value !== 'object') {
    return (
      <Leaf>
        <Label name={name} />
        <ScalarValue value={value} />
      </Leaf>
    );
  }
  const isArray = Array.isArray(value);
  const entries: [string | number, unknown][] = isArray
    ? value.map((item, index) => [index, item])
    : Object.entries(value);
  const [open, close] = isArray ? ['[', ']'] : ['{', '}'];
  if (entries.length === 0) {
    return (
      <Leaf>
        <Label name={name} />
        <Muted>
          {open}
          {close}
        </Muted>
      </Leaf>
    );
  }
  const count = isArray
    ? `${entries.length} ${entries.length === 1 ? 'item' : 'items'}`
    : `${entries.length} ${entries.length === 1 ? 'key' : 'keys'}`;
  return (
    <details open={depth < openDepth}>
      <summary>
        <Label name={name} />
        <Muted>
          {open}
          <span data-when-collapsed="">
            <span aria-hidden> … </span>
            {close} {count}
          </span>
        </Muted>
      </summary>
      <Children>
        {entries.map(([key, child]) => (
          <Node key={key} name={key} value={child} depth={depth + 1} openDepth={openDepth} />
        ))}
      </Children>
      <Closing aria-hidden>{close}</Closing>
    </details>
  );
}

export interface JsonTreeProps {
  value: unknown;
  /** Levels open at first; deeper objects and arrays start collapsed. */
  openDepth?: number;
}

/** JSON as a collapsible tree (native details/summary, so keyboard and screen readers work). */
export function JsonTree({ value, openDepth = 2 }: JsonTreeProps) {
  return (
    <Root>
      <Node value={value} depth={0} openDepth={openDepth} />
    </Root>
  );
}
