// The bundle benchmark's report: what was measured per file and page, as the Markdown section
// of BENCHMARKS.md that `npm run bench:bundle` rewrites.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../support/product.ts';

export const BENCHMARKS_FILE = path.join(REPO_ROOT, 'BENCHMARKS.md');
const SECTION_TITLE = '## Bundle size';

export interface ScriptFile {
  url: string;
  /** Path on the server, e.g. /remotes/mf-auth/static/js/async/123.abc.js */
  path: string;
  app: string;
  label: string;
  rawBytes: number;
  gzipBytes: number;
  /** Body bytes as they crossed the wire (the bff does not compress: equals raw then). */
  transferBytes: number;
  /** How often the page downloaded it in one load; its bytes count once. */
  fetches: number;
}

export interface PageLoad {
  name: string;
  files: ScriptFile[];
}

export const what = (file: ScriptFile) =>
  `${file.label || '(chunk)'}${file.fetches > 1 ? ` (fetched ${file.fetches}×)` : ''}`;
export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
export const sum = (files: ScriptFile[], key: 'rawBytes' | 'gzipBytes' | 'transferBytes') =>
  files.reduce((total, file) => total + file[key], 0);

/** What each built file is, from the apps' mf-manifest.json (shared package, remote entry, expose). */

export function table(headers: string[], rows: string[][]): string {
  // Numbers right-aligned, words left.
  const isNumeric = headers.map((_, column) =>
    rows.every((row) => /^[\d.]+( kB)?( \(\d+ files?\))?$/.test(row[column] ?? '')),
  );
  return [
    `| ${headers.join(' | ')} |`,
    `|${isNumeric.map((numeric) => (numeric ? ' ---: ' : ' --- ')).join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

export function loadSection(load: PageLoad): string {
  const files = [...load.files].sort((a, b) => b.gzipBytes - a.gzipBytes);
  const byApp = new Map<string, ScriptFile[]>();
  for (const file of files) byApp.set(file.app, [...(byApp.get(file.app) ?? []), file]);
  return [
    `**${load.name}**: ${files.length} JavaScript files, **${kB(sum(files, 'gzipBytes'))} gzip**, ${kB(sum(files, 'rawBytes'))} raw, ${kB(sum(files, 'transferBytes'))} transferred (as the bff sends them: the copy compressed at build time that the browser accepts).`,
    '',
    table(
      ['from', 'files', 'gzip', 'raw'],
      [...byApp].map(([app, appFiles]) => [
        app,
        String(appFiles.length),
        kB(sum(appFiles, 'gzipBytes')),
        kB(sum(appFiles, 'rawBytes')),
      ]),
    ),
    '',
    'Top 10 files:',
    '',
    table(
      ['file', 'what', 'gzip', 'raw'],
      files.slice(0, 10).map((file) => [`\`${file.path}\``, what(file), kB(file.gzipBytes), kB(file.rawBytes)]),
    ),
  ].join('\n');
}

export function writeSection(body: string) {
  const current = existsSync(BENCHMARKS_FILE) ? readFileSync(BENCHMARKS_FILE, 'utf8') : '# Benchmarks\n';
  const section = `${SECTION_TITLE}\n\n${body.trim()}\n`;
  const start = current.indexOf(`${SECTION_TITLE}\n`);
  let next: string;
  if (start === -1) {
    next = `${current.trimEnd()}\n\n${section}`;
  } else {
    const rest = current.slice(start + SECTION_TITLE.length);
    const end = rest.search(/\n## /);
    next = `${current.slice(0, start)}${section}${end === -1 ? '' : `\n${rest.slice(end + 1)}`}`;
  }
  writeFileSync(BENCHMARKS_FILE, next.endsWith('\n') ? next : `${next}\n`);
}
