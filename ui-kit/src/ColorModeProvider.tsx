import { useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { sharedContext } from './sharedContext';
import { themes, type ColorMode } from './theme';

export type ColorModePreference = ColorMode | 'system';

export interface ColorModeContextValue {
  preference: ColorModePreference;
  mode: ColorMode;
  setPreference: (preference: ColorModePreference) => void;
  toggle: () => void;
}

export const COLOR_MODE_STORAGE_KEY = 'theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

const ColorModeContext = sharedContext<ColorModeContextValue | null>('ColorModeContext', null);

function isPreference(value: unknown): value is ColorModePreference {
  return value === 'light' || value === 'dark' || value === 'system';
}

function readStoredPreference(): ColorModePreference {
  try {
    const stored = window.localStorage.getItem(COLOR_MODE_STORAGE_KEY);
    return isPreference(stored) ? stored : 'system';
  } catch {
    // Storage can throw (privacy modes, sandboxed iframes); the system setting is a safe default.
    return 'system';
  }
}

function writeStoredPreference(preference: ColorModePreference) {
  try {
    window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, preference);
  } catch {
    // Not persisting is acceptable; the choice still applies for this page view.
  }
}

function subscribeToSystemMode(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function getSystemMode(): ColorMode {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 'light';
  return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

export interface ColorModeProviderProps {
  children?: ReactNode;
  /**
   * Controls the preference from outside (Storybook's toolbar, tests). When set, nothing is read
   * from or written to localStorage and changes are reported through `onPreferenceChange`.
   */
  preference?: ColorModePreference;
  onPreferenceChange?: (preference: ColorModePreference) => void;
  /** Set to false when the host already renders its own global styles. */
  withGlobalStyle?: boolean;
}

export function ColorModeProvider({
  children,
  preference: controlledPreference,
  onPreferenceChange,
  withGlobalStyle = true,
}: ColorModeProviderProps) {
  const isControlled = controlledPreference !== undefined;
  const [storedPreference, setStoredPreference] = useState<ColorModePreference>(readStoredPreference);
  const preference = isControlled ? controlledPreference : storedPreference;
  const systemMode = useSyncExternalStore(subscribeToSystemMode, getSystemMode, () => 'light' as const);
  const mode: ColorMode = preference === 'system' ? systemMode : preference;

  const setPreference = useCallback(
    (next: ColorModePreference) => {
      if (!isControlled) {
        setStoredPreference(next);
        writeStoredPreference(next);
      }
      onPreferenceChange?.(next);
    },
    [isControlled, onPreferenceChange],
  );

  const toggle = useCallback(() => setPreference(mode === 'dark' ? 'light' : 'dark'), [mode, setPreference]);

  // Keeps several open tabs in step when the choice changes in one of them.
  useEffect(() => {
    if (isControlled) return;
    const onStorage = (event: StorageEvent) => {
      if (event.key === COLOR_MODE_STORAGE_KEY)
        setStoredPreference(isPreference(event.newValue) ? event.newValue : 'system');
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [isControlled]);

  // The attribute lets plain CSS (and the pre-React splash in index.html) match the theme.
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.colorMode = mode;
    root.style.colorScheme = mode;
  }, [mode]);

  const value = useMemo(() => ({ preference, mode, setPreference, toggle }), [preference, mode, setPreference, toggle]);

  return (
    <ColorModeContext.Provider value={value}>
      <ThemeProvider theme={themes[mode]}>
        {withGlobalStyle && <GlobalStyle />}
        {children}
      </ThemeProvider>
    </ColorModeContext.Provider>
  );
}

export function useColorMode(): ColorModeContextValue {
  const context = useContext(ColorModeContext);
  if (!context) throw new Error('useColorMode must be used inside <ColorModeProvider>.');
  return context;
}
