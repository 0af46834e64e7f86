import { describe, expect, it } from '@jest/globals';
import { darkTheme, lightTheme, type ThemeColors } from './theme';

function luminance(hex: string) {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

type Key = keyof ThemeColors;
const surfaces: Key[] = ['bg', 'surface', 'surfaceRaised', 'surfaceSunken', 'surfaceHover'];
const textPairs: [Key, Key][] = [
  ...surfaces.flatMap((surface): [Key, Key][] => [
    ['text', surface],
    ['textMuted', surface],
    ['link', surface],
    ['dangerText', surface],
  ]),
  ['primaryText', 'primary'],
  ['primaryText', 'primaryHover'],
  ['primarySubtleText', 'primarySubtle'],
  ['dangerSubtleText', 'dangerSubtle'],
  ['successSubtleText', 'successSubtle'],
  ['warningSubtleText', 'warningSubtle'],
  ['infoSubtleText', 'infoSubtle'],
  ['neutralSubtleText', 'neutralSubtle'],
];

describe.each([
  ['light', lightTheme],
  ['dark', darkTheme],
])('%s theme', (_name, theme) => {
  it.each(textPairs)('meets WCAG AA (4.5:1) for %s on %s', (foreground, background) => {
    expect(contrast(theme.colors[foreground], theme.colors[background])).toBeGreaterThanOrEqual(4.5);
  });

  it('puts white danger-button text at 4.5:1 or more', () => {
    expect(contrast('#ffffff', theme.colors.danger)).toBeGreaterThanOrEqual(4.5);
    expect(contrast('#ffffff', theme.colors.dangerHover)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(surfaces)('draws the focus ring at 3:1 or more against %s', (surface) => {
    expect(contrast(theme.colors.focusRing, theme.colors[surface])).toBeGreaterThanOrEqual(3);
  });

  it('uses a 768px medium breakpoint and a 16px/0.875rem type base', () => {
    expect(theme.breakpoints.md).toBe('768px');
    expect(theme.fontSizes.md).toBe('0.875rem');
  });
});
