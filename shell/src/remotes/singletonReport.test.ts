import { describe, expect, it, jest } from '@jest/globals';
import { singletonProbe } from '@touchline/remote-devkit/probe';
import type { ProbedPackage } from '@touchline/shell-contract';
import { createSingletonReport, recordRemoteProbe } from './singletonReport';

describe('singleton report', () => {
  it('finds no duplicates when a remote runs the shell’s own copies', () => {
    const report = createSingletonReport(singletonProbe);
    recordRemoteProbe(report, 'mf_keys', singletonProbe);
    expect(report.duplicates()).toEqual([]);
    expect(Object.values(report.compare().mf_keys ?? {}).every(Boolean)).toBe(true);
  });

  it('names every library a remote brought its own copy of', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const report = createSingletonReport(singletonProbe);
    recordRemoteProbe(report, 'mf_usage', { ...singletonProbe, react: () => null, 'styled-components': {} });
    expect(report.duplicates()).toEqual(['mf_usage:react', 'mf_usage:styled-components']);
    expect(error).toHaveBeenCalledWith('mf_usage runs its own copy of: react, styled-components');
    error.mockRestore();
  });

  it('counts a library a side has not loaded yet as no duplicate, and compares it once loaded', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const report = createSingletonReport(singletonProbe);
    const beforeSettings: Record<ProbedPackage, unknown> = {
      ...singletonProbe,
      '@apollo/client': undefined,
      '@apollo/client/react': undefined,
    };
    recordRemoteProbe(report, 'mf_auth', beforeSettings);
    expect(report.duplicates()).toEqual([]);
    expect(error).not.toHaveBeenCalled();
    beforeSettings['@apollo/client'] = class OwnApolloClient {};
    expect(report.duplicates()).toEqual(['mf_auth:@apollo/client']);
    error.mockRestore();
  });
});
