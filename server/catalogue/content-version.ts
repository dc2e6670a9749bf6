import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { settings } from '../db/tables.ts';

/** The `settings` row every content edit and every seed bumps (docs/decisions/0030-content-management.md). */
const CONTENT_VERSION_KEY = 'content_version';

type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Raises the content version inside the caller's transaction, so it commits with the edit: every
 * app node compares it with the version its cached reference data was read at and reloads.
 */
export async function bumpContentVersion(executor: Executor): Promise<void> {
  await executor
    .insert(settings)
    .values({ key: CONTENT_VERSION_KEY, value: 1 })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: sql`to_jsonb(coalesce((${settings.value} #>> '{}')::bigint, 0) + 1)`, updatedAt: new Date() },
    });
}

/** The current content version: one primary-key lookup. */
export async function readContentVersion(executor: Executor): Promise<string> {
  const [row] = await executor
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, CONTENT_VERSION_KEY));
  return String(row?.value ?? 0);
}
