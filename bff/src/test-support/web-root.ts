// A WEB_ROOT as the build leaves it, small: the shell's page and a script, and a remote's entry,
// for tests of how the bff serves the dashboard.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** What the fake build's page holds, to recognise it in an answer. */
export const SHELL_PAGE_MARKER = 'touchline-test-shell-page';

export function fakeWebRoot(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'touchline-web-'));
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  };
  write(
    'shell/dist/index.html',
    `<!doctype html>\n<html lang="en">\n  <head>\n    <title>${SHELL_PAGE_MARKER}</title>\n    <script defer src="/static/js/index.0123456789.js"></script>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n`,
  );
  write('shell/dist/static/js/index.0123456789.js', 'console.log("shell");\n');
  write('shell/dist/color-mode.js', '// colour mode\n');
  write('mf-keys/dist/remoteEntry.js', 'console.log("mf-keys");\n');
  write('mf-keys/dist/mf-manifest.json', '{}\n');
  return root;
}
