/**
 * The part of styled-components the dashboard may use, as react-router-api.ts is for React
 * Router: the shared styled-components is shipped shaken down to this list. Every app declares
 * the same list, so the runtime always accepts the shell's shaken copy for a remote. An export
 * missing here is absent (undefined) at run time: add it here and rebuild the shell and the
 * remotes together. styled-components-api.test.ts fails while any app or ui-kit imports something
 * not listed, or imports the package whole (its default export or a namespace).
 */
export const STYLED_COMPONENTS_EXPORTS = [
  'styled',
  'css',
  'keyframes',
  'createGlobalStyle',
  'ThemeProvider',
  'ThemeContext',
  'useTheme',
];
