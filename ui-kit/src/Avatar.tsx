import { useState } from 'react';
import { styled } from 'styled-components';

export type AvatarSize = 'sm' | 'md' | 'lg';

const pixels: Record<AvatarSize, number> = { sm: 24, md: 32, lg: 40 };

const Root = styled.span<{ $px: number }>`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: ${({ $px }) => $px}px;
  height: ${({ $px }) => $px}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.primarySubtle};
  color: ${({ theme }) => theme.colors.primarySubtleText};
  box-shadow: inset 0 0 0 1px color-mix(in srgb, currentColor 18%, transparent);
  font-size: ${({ $px }) => Math.round($px * 0.4)}px;
  font-weight: 600;
  letter-spacing: 0.02em;
  line-height: 1;
  user-select: none;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** "Ada Lovelace" -> "AL", "ada@example.com" -> "A", "" -> "?". */
export function initialsOf(name: string | null | undefined): string {
  const cleaned = (name ?? '').trim().replace(/@.*$/, '');
  if (!cleaned) return '?';
  const words = cleaned.split(/[\s._-]+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]![0], words[words.length - 1]![0]] : [cleaned[0]];
  return letters.join('').toUpperCase();
}

export interface AvatarProps {
  /** Full name or e-mail: the initials fallback and the accessible name. */
  name?: string | null;
  src?: string | null;
  size?: AvatarSize;
  className?: string;
  /** Set when a visible name sits next to the avatar, so screen readers do not hear it twice. */
  isDecorative?: boolean;
}

export function Avatar({ name, src, size = 'md', className, isDecorative = false }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  const a11y = isDecorative ? { 'aria-hidden': true as const } : { role: 'img', 'aria-label': name || 'User' };
  return (
    <Root $px={pixels[size]} className={className} {...a11y}>
      {showImage ? (
        <img src={src!} alt="" onError={() => setFailedSrc(src ?? null)} />
      ) : (
        <span aria-hidden>{initialsOf(name)}</span>
      )}
    </Root>
  );
}
