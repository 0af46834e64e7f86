// The users API tests' suite: an app with the superuser signed in (admin, admin_id), and the
// helpers the tests share. The bindings are ES module live bindings, set by the suite's beforeAll.
import { afterAll, beforeAll } from '@jest/globals';
import { Item } from '../modules/items/item.entity.js';
import { seedUser } from './fixtures.js';
export { USER_FIELDS } from './fixtures.js';
import { rest } from './graphql.js';
import { SUPERUSER, startTestApp, type TestApp } from './test-app.js';

export let t: TestApp;
export let admin: string;
export let admin_id: string;

/** Starts the suite before the file's tests and stops it after them. */
export function useUsersSuite() {
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login(SUPERUSER.email, SUPERUSER.password);
    admin_id = (await rest(t.app, 'GET', '/api/users/me', admin)).json().id;
  });
  afterAll(() => t.close());
}

/** A fresh active user with a token, for tests that change or delete their account. */
export const newUser = (email: string) => seedUser(t, { email });

export const db = () => t.app.deps.orm.em.fork();
export const itemsOf = (ownerId: string) => db().count(Item, { owner: ownerId });
export { NOT_ENOUGH_PRIVILEGES } from './test-app.js';
