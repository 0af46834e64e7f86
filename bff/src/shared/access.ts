/** Who may call a route or field: anyone, a signed-in user, a superuser, or an API-key holder (data proxies). */
export type Access = 'public' | 'user' | 'superuser' | 'apiKey';
