import { Tabs } from '@touchline/ui-kit/tabs';
import { useState } from 'react';
import { maskApiKey, snippet, SNIPPET_LANGUAGES, type SnippetLanguage } from './catalog/request';
import { CopyableCode } from '../components/CopyableCode';

/**
 * The request as curl, JavaScript fetch and Python requests, each with a Copy button. A pasted
 * `apiKey` is shown masked, as the key field shows it, and copied whole.
 */
export function CodeSnippets({ url, apiKey }: { url: string; apiKey: string }) {
  const [language, setLanguage] = useState<SnippetLanguage>('curl');
  return (
    <Tabs
      label="Copy the request as"
      variant="compact"
      selected={language}
      onSelect={setLanguage}
      tabs={SNIPPET_LANGUAGES.map((item) => ({
        id: item.id,
        label: item.label,
        panel: (
          <CopyableCode
            code={snippet(item.id, url, maskApiKey(apiKey))}
            copyText={snippet(item.id, url, apiKey)}
            name={`${item.label} example`}
            label={`Copy as ${item.label}`}
          />
        ),
      }))}
    />
  );
}
