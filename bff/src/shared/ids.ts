const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in paths are checked before they reach PostgreSQL, whose uuid parser would fail the query. */
export const isUuid = (value: string) => UUID.test(value);
