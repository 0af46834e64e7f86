import { Button, CheckCircleIcon, CopyIcon, type ButtonSize, type ButtonVariant } from '@touchline/ui-kit';
import { useClipboard } from '../hooks/useClipboard';

export interface CopyButtonProps {
  text: string;
  /** Accessible name when "Copy" alone is ambiguous, e.g. "Copy curl example". */
  label?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  onCopied?: () => void;
}

/** Copies `text` and says "Copied" for a moment (announced), or "Copy failed" when the browser refuses. */
export function CopyButton({ text, label, variant = 'secondary', size = 'sm', onCopied }: CopyButtonProps) {
  const { copy, status } = useClipboard();
  const caption = status === 'copied' ? 'Copied' : status === 'failed' ? 'Copy failed' : 'Copy';
  return (
    <Button
      type="button"
      variant={variant}
      size={size}
      aria-label={status === 'idle' && label ? label : undefined}
      aria-live="polite"
      onClick={async () => {
        if (await copy(text)) onCopied?.();
      }}
    >
      {status === 'copied' ? <CheckCircleIcon size={14} /> : <CopyIcon size={14} />}
      {caption}
    </Button>
  );
}
