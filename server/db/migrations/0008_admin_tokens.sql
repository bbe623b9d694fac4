-- Issue 34 (decision 120): `npm run admin` is a client of the staff routes, signed with an admin token made
-- on the server machine; only its SHA-256 is kept. A revoked token stays, so the audit log's name for it
-- keeps meaning something.
CREATE TABLE "admin_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"label" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "admin_tokens_token_hash_key" ON "admin_tokens" USING btree ("token_hash");
