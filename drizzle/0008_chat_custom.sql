-- Socket.IO's PostgreSQL adapter (several app nodes, docs/decisions/0021-chat.md): payloads over
-- NOTIFY's 8000-byte limit go through this table; the adapter deletes old rows itself.
CREATE TABLE IF NOT EXISTS "socket_io_attachments" (
	"id" bigserial UNIQUE,
	"created_at" timestamptz DEFAULT now(),
	"payload" bytea
);
