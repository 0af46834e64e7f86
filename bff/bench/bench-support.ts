// What the bff's benchmark scripts share: a free loopback port, stopping the processes they
// started, and rewriting their own section of BENCHMARKS.md (from its `## ` heading to the next
// one) while leaving the others as they are.
import type { ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');

export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/**
 * SIGTERM, and a wait for each exit (SIGKILL after 15 s): a Touchline server stops its embedded
 * PostgreSQL and writes its last metering on the way out, which SIGKILL would leave undone.
 */
export async function stopChildProcesses(children: readonly ChildProcess[]): Promise<void> {
  await Promise.all(
    children.map(async (child) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timeout = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timeout);
    }),
  );
}

/** Replaces (or appends) the section that starts with `heading` and prints it. */
export function writeBenchmarkSection(heading: string, section: string) {
  const file = path.join(ROOT, 'BENCHMARKS.md');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    text = '# Benchmarks\n\n';
  }
  // The heading as a line of its own: a sentence may name a section too.
  const at = text.indexOf(`\n${heading}\n`);
  const start = text.startsWith(`${heading}\n`) ? 0 : at >= 0 ? at + 1 : -1;
  if (start >= 0) {
    const next = text.indexOf('\n## ', start + 1);
    text = text.slice(0, start) + section + (next >= 0 ? '\n' + text.slice(next + 1) : '');
  } else {
    text = text.trimEnd() + '\n\n' + section;
  }
  writeFileSync(file, text);
  console.log(section);
}
