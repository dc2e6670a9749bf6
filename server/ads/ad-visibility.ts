import { sql } from 'drizzle-orm';
import { classifieds } from '../db/tables.ts';

/**
 * A public ad: approved, switched on, not expired, and its owner not suspended. The owner check
 * hides a suspended user's ads everywhere at once and brings them back as they were on
 * unsuspension, without touching the ads (docs/decisions/0025-administration.md).
 */
export const VISIBLE = sql`${classifieds.status} = 'approved' and ${classifieds.active} and (${classifieds.expiresAt} is null or ${classifieds.expiresAt} > now()) and not exists (select 1 from users suspended_owner where suspended_owner.id = ${classifieds.ownerId} and suspended_owner.suspended_at is not null)`;
