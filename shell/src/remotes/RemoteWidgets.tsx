import { Fragment } from 'react';
import { useShellEnvironment, useShellServices } from '../providers/ShellEnvironment';
import { RemoteSlot } from './RemoteSlot';
import { widgetRemotes } from './screens';

/** The dashboard cards of every widget remote, each failing (and retrying) on its own. */
export function RemoteWidgets() {
  const { registry } = useShellEnvironment();
  const shell = useShellServices();
  return widgetRemotes.map(({ remote, label }) => (
    <RemoteSlot
      key={remote}
      variant="widget"
      label={label}
      load={() => registry.loadWidgets(remote)}
      forgetFailure={() => registry.forgetFailure(remote)}
    >
      {({ widgets }) =>
        widgets.map(({ id, Component }) => (
          <Fragment key={id}>
            <Component shell={shell} />
          </Fragment>
        ))
      }
    </RemoteSlot>
  ));
}
