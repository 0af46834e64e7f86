import { parseSearch, type AppPath, type RouteProps } from '@touchline/shell-contract';
import type { ComponentType, ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { DocumentTitle } from '../layout/DocumentTitle';
import { useShellEnvironment, useShellServices } from '../providers/ShellEnvironment';
import { RemoteSlot } from './RemoteSlot';
import type { RemoteScreenEntry } from './screens';

/** The element of a route owned by a remote: loads the remote's `./routes` on first visit. */
export function RemoteScreen({
  entry,
  StateFrame,
}: {
  entry: RemoteScreenEntry;
  StateFrame?: ComponentType<{ children: ReactNode }>;
}) {
  const { registry } = useShellEnvironment();
  const shell = useShellServices();
  const [searchParams] = useSearchParams();

  return (
    <RemoteSlot
      load={() => registry.loadRoutes(entry.remote)}
      forgetFailure={() => registry.forgetFailure(entry.remote)}
      label={entry.label}
      StateFrame={StateFrame}
    >
      {({ routes }) => {
        const route = routes.find((candidate) => candidate.path === entry.path);
        if (!route) throw new Error(`${entry.remote} does not provide a screen for ${entry.path}`);
        const Screen = route.Component as ComponentType<RouteProps<AppPath>>;
        return (
          <>
            <DocumentTitle title={route.title} />
            <Screen search={parseSearch(entry.path, searchParams)} shell={shell} />
          </>
        );
      }}
    </RemoteSlot>
  );
}
