import { sql } from 'drizzle-orm';
import { accountSuspended } from '../accounts/user-lookups.ts';
import { classifieds } from '../db/tables.ts';

/**
 * A public ad: approved, switched on, not expired, and its owner not suspended. The owner check
 * hides a suspended user's ads everywhere at once and brings them back as they were on
 * unsuspension, without touching the ads (docs/decisions/0025-administration.md). Accounts say
 * what suspended means (`accountSuspended`), inside this one condition.
 */
export const VISIBLE = sql`${classifieds.status} = 'approved' and ${classifieds.active} and (${classifieds.expiresAt} is null or ${classifieds.expiresAt} > now()) and not ${accountSuspended(classifieds.ownerId)}`;
