import { z } from 'zod';
import { ALERT_FREQUENCIES } from './alert-frequencies.ts';

/** A name long enough to say what the search is, short enough for a list row and a subject line. */
export const SAVED_SEARCH_NAME_MAX = 80;
/** Saved searches one account may keep: each one is matched against every approved ad. */
export const SAVED_SEARCHES_PER_USER = 50;

const name = z
  .string({ error: 'saved_searches.errors.name_required' })
  .trim()
  .min(1, 'saved_searches.errors.name_required')
  .max(SAVED_SEARCH_NAME_MAX, 'saved_searches.errors.name_too_long');
const frequency = z.enum(ALERT_FREQUENCIES, { error: 'saved_searches.errors.frequency' });

/** "Save this search" on the search page: the search itself travels as the `form` JSON. */
export const saveSearchSchema = z.object({
  name,
  frequency,
  form: z.string().max(10_000),
});

/** Renaming a saved search or changing how often it alerts, in settings search-saved. */
export const updateSavedSearchSchema = z.object({ id: z.uuid(), name, frequency });

export const savedSearchIdSchema = z.object({ id: z.uuid() });
