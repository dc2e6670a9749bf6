-- Extensions the search needs (DESIGN.md): accent-insensitive text search, trigram typo
-- tolerance, and btree_gin for composite GIN indexes (province + tsvector).
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;
