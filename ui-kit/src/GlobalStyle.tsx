import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  html {
    font-size: 16px;
    color-scheme: ${({ theme }) => theme.name};
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  /* The page behind a modal dialog does not scroll either. */
  html:has(dialog:modal) {
    overflow: hidden;
  }

  body {
    margin: 0;
    min-height: 100vh;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.normal};
    background: ${({ theme }) => theme.colors.bg};
    color: ${({ theme }) => theme.colors.text};
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
    text-rendering: optimizeLegibility;
  }

  h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd {
    margin: 0;
  }

  img, svg, video, canvas {
    display: block;
    max-width: 100%;
  }

  input, button, textarea, select {
    font: inherit;
    color: inherit;
  }

  a {
    color: ${({ theme }) => theme.colors.link};
    text-underline-offset: 0.2em;
  }

  code, kbd, pre, samp {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 0.925em;
  }

  ::selection {
    background: ${({ theme }) => theme.colors.primarySubtle};
    color: ${({ theme }) => theme.colors.text};
  }

  /* Mouse users get no ring; keyboard users always get one, on every focusable element. */
  :focus {
    outline: none;
  }

  :focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }

  /* A heading or the main region that a screen focuses to say where the person now is (a
     dialog closed, an outcome replaced a form, "Skip to content"): focusable only from script,
     so a ring would look like a selection rather than a place to act. Controls keep theirs. */
  :is(h1, h2, h3, h4, h5, h6, main)[tabindex='-1']:focus-visible {
    outline: none;
  }

  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
