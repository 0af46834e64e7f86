import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from './theme';

function Providers({ children }: { children?: ReactNode }) {
  return <ThemeProvider theme={lightTheme}>{children}</ThemeProvider>;
}

/** Testing Library's render with the light theme, which every styled component expects. */
export function renderWithTheme(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: Providers, ...options });
}

type Listener = (event: { matches: boolean }) => void;

/** jsdom has no matchMedia: a controllable stand-in for `(prefers-color-scheme: dark)`. */
export function installMatchMedia(initiallyDark: boolean) {
  let isDark = initiallyDark;
  const listeners = new Set<Listener>();
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query.includes('dark') ? isDark : !isDark;
    },
    media: query,
    onchange: null,
    addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
    addListener: (listener: Listener) => listeners.add(listener),
    removeListener: (listener: Listener) => listeners.delete(listener),
    dispatchEvent: () => true,
  })) as unknown as typeof window.matchMedia;
  return {
    setDark(next: boolean) {
      isDark = next;
      listeners.forEach((listener) => listener({ matches: next }));
    },
  };
}
