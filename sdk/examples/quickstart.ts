// Runs against a fresh `npm start`: signs in, creates an API key, reads live scores and searches
// a player. `npm run example -w @touchline/sdk` (TOUCHLINE_API_URL, TOUCHLINE_EMAIL and
// TOUCHLINE_PASSWORD say where and who; the defaults are npm start's).
import { ApiKeysService, DataService, LoginService, answerHeadersOf, configureTouchline } from '@touchline/sdk';

const base = process.env.TOUCHLINE_API_URL ?? 'http://localhost:8000';
configureTouchline({ base });

const { data: session } = await LoginService.loginAccessToken({
  body: {
    username: process.env.TOUCHLINE_EMAIL ?? 'admin@example.com',
    password: process.env.TOUCHLINE_PASSWORD ?? 'changethis',
  },
});
// An account with two-factor sign-in answers a challenge_token instead, for LoginService.loginTwoFactor.
if (!('access_token' in session))
  throw new Error('This account has two-factor sign-in: complete it with LoginService.loginTwoFactor');
configureTouchline({ base, token: session.access_token });

const { data: created } = await ApiKeysService.createApiKey({
  query: { name: `Quickstart ${new Date().toISOString()}` },
});
configureTouchline({ base, apiKey: created.key, retryOnRateLimit: true });
console.log(`Created key ${created.api_key.prefix}… (shown once: keep ${created.key} somewhere safe)`);

const { data: live, response } = await DataService.flashscoreLive();
const { rateLimit, cache } = answerHeadersOf(response);
console.log(
  `${live.length} matches live (cache ${cache}, ${rateLimit?.remaining} of ${rateLimit?.limit} calls left today):`,
);
for (const match of live.slice(0, 5)) {
  console.log(`  ${match.homeName} ${match.homeScore}-${match.awayScore} ${match.awayName}  ${match.minuteText ?? ''}`);
}

const { data: found } = await DataService.transfermarktPlayerSearch({ path: { name: 'Caruso' } });
console.log(
  `Players named Caruso: ${found.results.map((player) => `${player.name} (${player.club.name})`).join(', ') || 'none'}`,
);
