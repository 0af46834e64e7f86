import { useEffect } from 'react';
import { useShellEnvironment } from '../providers/ShellEnvironment';

/** Names the browser tab after the screen, e.g. "API Keys · Touchline". */
export function DocumentTitle({ title }: { title: string }) {
  const { config } = useShellEnvironment();
  useEffect(() => {
    document.title = title ? `${title} · ${config.productName}` : config.productName;
  }, [title, config.productName]);
  return null;
}
