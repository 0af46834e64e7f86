// The bff's own `start` and `dev` scripts spell its Node.js flags by hand (package.json cannot
// import them); `npm start` and the benchmarks take them from scripts/server-node-flags.mjs.
import { readFileSync } from 'node:fs';

const flagsModule = new URL('../scripts/server-node-flags.mjs', import.meta.url).href;
const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> };

test("the bff's start and dev scripts run the server with the same Node.js flags as npm start", async () => {
  const { SERVER_NODE_FLAGS } = (await import(flagsModule)) as { SERVER_NODE_FLAGS: string[] };
  expect(SERVER_NODE_FLAGS.length).toBeGreaterThan(0);
  for (const script of ['start', 'dev']) {
    expect(packageJson.scripts[script]).toContain(`node ${SERVER_NODE_FLAGS.join(' ')} dist/server.js`);
  }
});
