import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { styled } from 'styled-components';
import { maskApiKey, snippet, SNIPPET_LANGUAGES, type SnippetLanguage } from '../catalog/request';
import { CopyableCode } from './CopyableCode';
import { indexAfterKey } from './rovingFocus';

// Labels stay on one line; on a narrow screen the row of tabs scrolls instead.
const TabList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  overflow-x: auto;
  /* A line, not a border: a scroll box clips what crosses its border, so the selected tab's
     underline could not overlap one. */
  box-shadow: inset 0 -1px 0 ${({ theme }) => theme.colors.border};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

const Tab = styled.button`
  flex-shrink: 0;
  height: 2.25rem;
  white-space: nowrap;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 0;
  border-bottom: 2px solid transparent;
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  cursor: pointer;

  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.link};
    border-bottom-color: ${({ theme }) => theme.colors.link};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
`;

/**
 * The request as curl, JavaScript fetch and Python requests, each with a Copy button. A pasted
 * `apiKey` is shown masked, as the key field shows it, and copied whole.
 */
export function CodeSnippets({ url, apiKey }: { url: string; apiKey: string }) {
  const [language, setLanguage] = useState<SnippetLanguage>('curl');
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent) {
    const index = SNIPPET_LANGUAGES.findIndex((item) => item.id === language);
    const next = indexAfterKey(event.key, index, SNIPPET_LANGUAGES.length, { orientation: 'horizontal', wraps: true });
    if (next === undefined) return;
    event.preventDefault();
    setLanguage(SNIPPET_LANGUAGES[next]!.id);
    tabs.current[next]?.focus();
  }

  const label = SNIPPET_LANGUAGES.find((item) => item.id === language)?.label ?? language;
  return (
    <div>
      <TabList role="tablist" aria-label="Copy the request as" onKeyDown={onKeyDown}>
        {SNIPPET_LANGUAGES.map((item, index) => (
          <Tab
            key={item.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${item.id}-tab`}
            aria-selected={item.id === language}
            aria-controls={`${baseId}-panel`}
            tabIndex={item.id === language ? 0 : -1}
            onClick={() => setLanguage(item.id)}
          >
            {item.label}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-${language}-tab`}>
        <CopyableCode code={snippet(language, url, maskApiKey(apiKey))} copyText={snippet(language, url, apiKey)} label={`Copy as ${label}`} />
      </div>
    </div>
  );
}
