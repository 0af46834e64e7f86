import { compareProbes, type RemoteName, type ProbedPackage, type SingletonProbe } from '@touchline/shell-contract';

/**
 * Published as `window.__TOUCHLINE_SINGLETONS__` so a browser test can check that the shell and
 * every loaded remote run the very same copy of each shared library.
 */
export interface SingletonReport {
  host: SingletonProbe;
  /** Filled in as each remote's `./routes` loads. */
  remotes: Partial<Record<RemoteName, SingletonProbe>>;
  /** Per loaded remote, per package: is the remote's object `===` the shell's? */
  compare(): Partial<Record<RemoteName, Record<ProbedPackage, boolean>>>;
  /** Packages that exist more than once, as `remote:package`; empty when all is well. */
  duplicates(): string[];
}

declare global {
  interface Window {
    __TOUCHLINE_SINGLETONS__?: SingletonReport;
  }
}

/**
 * compareProbes, where a library one side has not loaded yet (undefined: Apollo Client, which the
 * shell and mf-auth load only with their signed-in code) counts as no duplicate.
 */
function compareLoaded(host: SingletonProbe, remote: SingletonProbe): Record<ProbedPackage, boolean> {
  const same = compareProbes(host, remote);
  for (const name of Object.keys(same) as ProbedPackage[]) {
    if (host[name] === undefined || remote[name] === undefined) same[name] = true;
  }
  return same;
}

export function createSingletonReport(host: SingletonProbe): SingletonReport {
  const remotes: SingletonReport['remotes'] = {};
  const compare = () =>
    Object.fromEntries(
      Object.entries(remotes).map(([name, probe]) => [name, compareLoaded(host, probe as SingletonProbe)]),
    ) as ReturnType<SingletonReport['compare']>;
  return {
    host,
    remotes,
    compare,
    duplicates: () =>
      Object.entries(compare()).flatMap(([name, result]) =>
        Object.entries(result ?? {})
          .filter(([, isSame]) => !isSame)
          .map(([pkg]) => `${name}:${pkg}`),
      ),
  };
}

/** Records a remote's probe and warns at once when a library turns out to be duplicated. */
export function recordRemoteProbe(report: SingletonReport, remote: RemoteName, probe: SingletonProbe) {
  report.remotes[remote] = probe;
  const duplicated = Object.entries(compareLoaded(report.host, probe))
    .filter(([, isSame]) => !isSame)
    .map(([pkg]) => pkg);
  if (duplicated.length > 0) console.error(`${remote} runs its own copy of: ${duplicated.join(', ')}`);
}
