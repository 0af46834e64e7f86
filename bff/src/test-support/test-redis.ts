// The Redis the tests share: REDIS_URL's, or the one on this machine's default port. It outlives a
// test run and other runs use it too, so a test names what it writes afresh (or takes a database of
// its own).
export const TEST_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
