import {
  Component,
  Suspense,
  use,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { RemoteFallback, RemoteLoading } from './RemoteFallback';

interface BoundaryProps {
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

/** Catches a remote that fails to load (rethrown by the failure policy) or throws while rendering. */
class RemoteErrorBoundary extends Component<BoundaryProps, { failure: { error: unknown } | null }> {
  override state = { failure: null as { error: unknown } | null };

  static getDerivedStateFromError(error: unknown) {
    return { failure: { error } };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A federated section failed', error, info.componentStack);
  }

  override render() {
    return this.state.failure ? this.props.fallback(this.state.failure.error) : this.props.children;
  }
}

function Resolved<M>({ loading, render }: { loading: Promise<M>; render: (module: M) => ReactNode }) {
  return render(use(loading));
}

export interface RemoteSlotProps<M> {
  /** Asked for the module on every render of an attempt, so it must return the same promise each time. */
  load: () => Promise<M>;
  /** Called by Retry before the next attempt, to drop a remembered failure. */
  forgetFailure?: () => void;
  children: (module: M) => ReactNode;
  /** Names the section in the fallback, e.g. "API Keys". */
  label: string;
  variant?: 'page' | 'widget';
  /** Wraps the loading and failure states (public screens centre them under the logo). */
  StateFrame?: ComponentType<{ children: ReactNode }>;
}

function Bare({ children }: { children: ReactNode }) {
  return children;
}

/**
 * A piece of the page that comes from a remote. Whatever goes wrong inside stays inside: the
 * fallback replaces only this slot, and the layout and other sections keep working.
 */
export function RemoteSlot<M>({
  load,
  forgetFailure,
  children,
  label,
  variant = 'page',
  StateFrame = Bare,
}: RemoteSlotProps<M>) {
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const loading = useMemo(() => loadRef.current(), [attempt]);
  const retry = () => {
    forgetFailure?.();
    setAttempt((n) => n + 1);
  };

  return (
    <RemoteErrorBoundary
      key={attempt}
      fallback={(error) => (
        <StateFrame>
          <RemoteFallback label={label} variant={variant} error={error} onRetry={retry} />
        </StateFrame>
      )}
    >
      <Suspense
        fallback={
          <StateFrame>
            <RemoteLoading label={label} variant={variant} />
          </StateFrame>
        }
      >
        <Resolved loading={loading} render={children} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
