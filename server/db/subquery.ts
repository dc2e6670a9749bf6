import { QueryBuilder } from 'drizzle-orm/pg-core';

/**
 * A query builder with no connection, for a subquery an area hands to another area's statement
 * (decision 0081: the owner names its table, the caller joins the subquery). Same column casing as
 * the database client, so `avatarKey` is written `avatar_key`.
 */
export function subquery(): QueryBuilder {
  return new QueryBuilder({ casing: 'snake_case' });
}
