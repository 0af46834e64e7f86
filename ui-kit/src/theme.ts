export type ColorMode = 'light' | 'dark';

export interface ThemeColors {
  /** Page background, behind cards. */
  bg: string;
  surface: string;
  /** Popovers, menus, dialogs and toasts: one step above `surface`. */
  surfaceRaised: string;
  /** Table headers, code blocks, hover rows. */
  surfaceSunken: string;
  surfaceHover: string;
  border: string;
  borderStrong: string;
  text: string;
  textMuted: string;
  /** Placeholders and disabled text: decorative, not for content that must be read. */
  textSubtle: string;
  /** Blue text on `bg`/`surface` (links, active nav); `primary` alone is too dark for text on dark surfaces. */
  link: string;
  primary: string;
  primaryHover: string;
  /** Text on a `primary` background. */
  primaryText: string;
  primarySubtle: string;
  primarySubtleText: string;
  danger: string;
  dangerHover: string;
  dangerText: string;
  dangerSubtle: string;
  dangerSubtleText: string;
  success: string;
  successSubtle: string;
  successSubtleText: string;
  warning: string;
  warningSubtle: string;
  warningSubtleText: string;
  info: string;
  infoSubtle: string;
  infoSubtleText: string;
  neutralSubtle: string;
  neutralSubtleText: string;
  focusRing: string;
  overlay: string;
  skeleton: string;
  skeletonHighlight: string;
  inputBg: string;
}

export interface Theme {
  name: ColorMode;
  colors: ThemeColors;
  space: {
    0: string;
    px: string;
    0.5: string;
    1: string;
    1.5: string;
    2: string;
    3: string;
    4: string;
    5: string;
    6: string;
    8: string;
    10: string;
    12: string;
    16: string;
  };
  radii: { sm: string; md: string; lg: string; xl: string; full: string };
  fonts: { body: string; mono: string };
  fontSizes: { xs: string; sm: string; md: string; lg: string; xl: string; '2xl': string; '3xl': string };
  fontWeights: { regular: number; medium: number; semibold: number; bold: number };
  lineHeights: { tight: number; snug: number; normal: number };
  shadows: { xs: string; sm: string; md: string; lg: string };
  breakpoints: { sm: string; md: string; lg: string };
  /** Ready-made min-width media queries matching `breakpoints`. */
  media: { sm: string; md: string; lg: string };
  zIndices: { sticky: number; dropdown: number; overlay: number; modal: number; toast: number };
  /**
   * The app's sticky top bar: its height below the md breakpoint and from md up. The shell's bar
   * uses it, and toasts stack just under it so they never cover its controls.
   */
  topBar: { height: string; heightMd: string };
  transitions: { fast: string; normal: string };
}

export type SpaceToken = keyof Theme['space'];

const breakpoints = { sm: '480px', md: '768px', lg: '1024px' };

const shared = {
  space: {
    0: '0',
    px: '1px',
    0.5: '0.125rem',
    1: '0.25rem',
    1.5: '0.375rem',
    2: '0.5rem',
    3: '0.75rem',
    4: '1rem',
    5: '1.25rem',
    6: '1.5rem',
    8: '2rem',
    10: '2.5rem',
    12: '3rem',
    16: '4rem',
  },
  radii: { sm: '4px', md: '6px', lg: '10px', xl: '14px', full: '9999px' },
  fonts: {
    body: 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.8125rem',
    md: '0.875rem',
    lg: '1rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '1.875rem',
  },
  fontWeights: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeights: { tight: 1.2, snug: 1.35, normal: 1.5 },
  breakpoints,
  media: {
    sm: `@media (min-width: ${breakpoints.sm})`,
    md: `@media (min-width: ${breakpoints.md})`,
    lg: `@media (min-width: ${breakpoints.lg})`,
  },
  zIndices: { sticky: 10, dropdown: 50, overlay: 100, modal: 110, toast: 200 },
  topBar: { height: '3.25rem', heightMd: '3.75rem' },
  transitions: { fast: '120ms cubic-bezier(0.2, 0, 0, 1)', normal: '200ms cubic-bezier(0.2, 0, 0, 1)' },
} satisfies Omit<Theme, 'name' | 'colors' | 'shadows'>;

// Contrast was checked against WCAG AA: body and muted text >= 4.5:1 on bg, surface and
// surfaceSunken; white on primary/danger >= 4.5:1; subtle badge text >= 4.5:1 on its tint.
export const lightTheme: Theme = {
  ...shared,
  name: 'light',
  colors: {
    bg: '#f6f7f9',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceSunken: '#f3f4f6',
    surfaceHover: '#eef0f3',
    border: '#e2e5ea',
    borderStrong: '#c9ced6',
    text: '#0f1729',
    textMuted: '#556070',
    textSubtle: '#6b7484',
    link: '#1d4ed8',
    primary: '#2563eb',
    primaryHover: '#1d4ed8',
    primaryText: '#ffffff',
    primarySubtle: '#eaf1ff',
    primarySubtleText: '#1e40af',
    danger: '#dc2626',
    dangerHover: '#b91c1c',
    dangerText: '#b91c1c',
    dangerSubtle: '#fdecec',
    dangerSubtleText: '#a11a1a',
    success: '#15803d',
    successSubtle: '#e7f6ec',
    successSubtleText: '#116632',
    warning: '#b45309',
    warningSubtle: '#fdf3e1',
    warningSubtleText: '#8f4207',
    info: '#0369a1',
    infoSubtle: '#e5f3fb',
    infoSubtleText: '#075985',
    neutralSubtle: '#eef0f3',
    neutralSubtleText: '#3d4655',
    focusRing: '#2563eb',
    overlay: 'rgba(15, 23, 41, 0.45)',
    skeleton: '#e9ecf0',
    skeletonHighlight: '#f5f6f8',
    inputBg: '#ffffff',
  },
  shadows: {
    xs: '0 1px 2px rgba(15, 23, 41, 0.05)',
    sm: '0 1px 2px rgba(15, 23, 41, 0.06), 0 1px 3px rgba(15, 23, 41, 0.08)',
    md: '0 4px 12px -2px rgba(15, 23, 41, 0.10), 0 2px 4px -2px rgba(15, 23, 41, 0.06)',
    lg: '0 16px 40px -8px rgba(15, 23, 41, 0.22), 0 4px 12px -4px rgba(15, 23, 41, 0.10)',
  },
};

export const darkTheme: Theme = {
  ...shared,
  name: 'dark',
  colors: {
    bg: '#0a0d14',
    surface: '#11151e',
    surfaceRaised: '#171c27',
    surfaceSunken: '#0d1118',
    surfaceHover: '#1c2230',
    border: '#232a37',
    borderStrong: '#343d4d',
    text: '#e7eaf0',
    textMuted: '#9ba4b3',
    textSubtle: '#7f8898',
    link: '#7eaaff',
    primary: '#2f6bf0',
    primaryHover: '#2563eb',
    primaryText: '#ffffff',
    primarySubtle: '#15264a',
    primarySubtleText: '#a9c6ff',
    danger: '#dc2626',
    dangerHover: '#b91c1c',
    dangerText: '#ff8a8a',
    dangerSubtle: '#3a1618',
    dangerSubtleText: '#ffb4b4',
    success: '#22c55e',
    successSubtle: '#0f2e1c',
    successSubtleText: '#86e0a7',
    warning: '#f59e0b',
    warningSubtle: '#33240a',
    warningSubtleText: '#f8cf7f',
    info: '#38bdf8',
    infoSubtle: '#0c2a3a',
    infoSubtleText: '#8fd6f7',
    neutralSubtle: '#222834',
    neutralSubtleText: '#c4cad4',
    focusRing: '#6d9eff',
    overlay: 'rgba(0, 0, 0, 0.6)',
    skeleton: '#1b212c',
    skeletonHighlight: '#252c39',
    inputBg: '#0d1118',
  },
  shadows: {
    xs: '0 1px 2px rgba(0, 0, 0, 0.4)',
    sm: '0 1px 2px rgba(0, 0, 0, 0.4), 0 1px 3px rgba(0, 0, 0, 0.3)',
    md: '0 6px 16px -4px rgba(0, 0, 0, 0.55), 0 2px 4px -2px rgba(0, 0, 0, 0.4)',
    lg: '0 20px 48px -8px rgba(0, 0, 0, 0.7), 0 0 0 1px rgba(255, 255, 255, 0.04)',
  },
};

export const themes: Record<ColorMode, Theme> = { light: lightTheme, dark: darkTheme };
