import { describe, expect, it } from '@jest/globals';
import { GOOGLE_TEST_FRONTEND, signInWithGoogle, t, useGoogleSuite } from '../../test-support/google-app.js';
import { rest } from '../../test-support/graphql.js';
import { codeFor, codeStep, enrol } from '../../test-support/two-factor.js';

useGoogleSuite();

describe('two-factor sign-in after Google', () => {
  it('lets a Google account enrol, then sends its Google sign-in to /login with a challenge instead of a token', async () => {
    const first = await signInWithGoogle('gwen@touchline.test');
    const token = first.searchParams.get('access_token')!;
    const { secret } = await enrol(t, token);
    expect((await rest(t.app, 'GET', '/api/users/me/two-factor', token)).json()).toEqual({
      is_enabled: true,
      recovery_codes_left: 10,
      has_password: false,
    });

    const landing = await signInWithGoogle('gwen@touchline.test');
    expect(landing.origin + landing.pathname).toBe(`${GOOGLE_TEST_FRONTEND}/login`);
    expect(landing.searchParams.get('access_token')).toBeNull();
    const challenge = landing.searchParams.get('two_factor')!;
    expect((await rest(t.app, 'GET', '/api/users/me', challenge)).statusCode).toBe(403);

    const signedIn = await codeStep(t, challenge, codeFor(secret, 1));
    expect(signedIn.statusCode).toBe(200);
    expect((await rest(t.app, 'GET', '/api/users/me', signedIn.json().access_token)).json().email).toBe(
      'gwen@touchline.test',
    );
  });
});
