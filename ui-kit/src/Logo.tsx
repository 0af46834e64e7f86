import { useTheme } from 'styled-components';

export interface LogoProps {
  /** Height in pixels; the width follows. */
  size?: number;
  /** `mark` drops the wordmark, for tight spaces. */
  variant?: 'full' | 'mark';
  className?: string;
}

/** The Touchline mark (pitch markings forming a "T") and wordmark. */
export function Logo({ size = 28, variant = 'full', className }: LogoProps) {
  const theme = useTheme();
  const width = variant === 'full' ? 136 : 28;
  return (
    <svg
      role="img"
      aria-label="Touchline"
      className={className}
      height={size}
      width={(size * width) / 28}
      viewBox={`0 0 ${width} 28`}
      fill="none"
      style={{ display: 'block', flexShrink: 0 }}
    >
      <rect width="28" height="28" rx="7" fill={theme.colors.primary} />
      {/* A "T" drawn as pitch markings: the touchline across the top, the halfway line and centre circle below. */}
      <path d="M7 8.5h14" stroke="#ffffff" strokeWidth="2.6" strokeLinecap="round" />
      <path d="M14 8.5v12" stroke="#ffffff" strokeWidth="1.8" strokeLinecap="round" />
      <circle cx="14" cy="15.5" r="3.4" stroke="#ffffff" strokeWidth="1.6" fill={theme.colors.primary} />
      <circle cx="14" cy="15.5" r="0.9" fill="#ffffff" />
      {variant === 'full' && (
        <text
          x="38"
          y="19.5"
          fill="currentColor"
          fontFamily={theme.fonts.body}
          fontSize="18"
          fontWeight="650"
          letterSpacing="-0.3"
          textLength="96"
          lengthAdjust="spacingAndGlyphs"
        >
          Touchline
        </text>
      )}
    </svg>
  );
}
