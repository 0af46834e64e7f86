import { Button } from './Button';
import { EmptyState } from './EmptyState';
import { errorMessage } from './errorMessage';
import { AlertCircleIcon } from './icons';

export interface LoadErrorProps {
  /** What could not be loaded, as a sentence: "Your keys could not be loaded". */
  title: string;
  /** Shown as the error's detail (errorMessage), so the reason reaches the reader. */
  error: unknown;
  onRetry: () => void;
}

/** Where data failed to load: what is missing, why, and a way to try again. */
export function LoadError({ title, error, onRetry }: LoadErrorProps) {
  return (
    <EmptyState
      icon={<AlertCircleIcon size={22} />}
      title={title}
      description={errorMessage(error)}
      action={
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}
