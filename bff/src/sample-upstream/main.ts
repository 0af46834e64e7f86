// Runs the sample upstream on its own: `node dist/sample-upstream/main.js`.
// Configuration is otherwise read only by config.ts; this standalone development tool is the
// exception and reads its one setting, SAMPLE_UPSTREAM_PORT (default 8010), itself.
import { startSampleUpstream } from './sample-upstream.js';

const port = Number(process.env.SAMPLE_UPSTREAM_PORT || 8010);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  process.stderr.write(`SAMPLE_UPSTREAM_PORT must be a port number, not "${process.env.SAMPLE_UPSTREAM_PORT}"\n`);
  process.exit(1);
}

const upstream = await startSampleUpstream({ port, host: '127.0.0.1' });
process.stdout.write(
  `sample upstream at ${upstream.url}\n` +
    `  try: curl ${upstream.url}/flashscore/football/live\n` +
    `       curl ${upstream.url}/transfermarkt/competitions/GB1/clubs\n`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    upstream.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
