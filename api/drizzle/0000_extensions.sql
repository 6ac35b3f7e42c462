-- Extensions the schema needs; PGlite loads them in its worker, PostgreSQL ships them in contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
