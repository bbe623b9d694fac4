-- Issue 32 (decision 92): a staff role by e-mail needs an address the student proved by a code sent to it;
-- a registration is a request until its number is proven by an OTP login in the browser that sent it;
-- a browser that logged in with a number is counted apart by the login limits (decision 98). A typed
-- profile e-mail is no longer unique: it proves nothing, and refusing it told who is registered.
ALTER TABLE "students" ADD COLUMN "confirmed_email" text;
--> statement-breakpoint
DROP INDEX IF EXISTS "students_email_key";
--> statement-breakpoint
CREATE INDEX "students_email_idx" ON "students" USING btree (lower("email"));
--> statement-breakpoint
CREATE UNIQUE INDEX "students_confirmed_email_key" ON "students" USING btree ("confirmed_email") WHERE "students"."confirmed_email" is not null;
--> statement-breakpoint
CREATE TABLE "email_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL REFERENCES "students"("id") ON DELETE cascade,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "email_codes_student_created_idx" ON "email_codes" USING btree ("student_id","created_at");
--> statement-breakpoint
CREATE INDEX "email_codes_email_created_idx" ON "email_codes" USING btree ("email","created_at");
--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "claim_hash" text;
--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_claim_hash_key" ON "registrations" USING btree ("claim_hash") WHERE "registrations"."claim_hash" is not null;
--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "device_hash" text;
--> statement-breakpoint
CREATE TABLE "known_devices" (
	"token_hash" text NOT NULL,
	"mobile_no" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone NOT NULL,
	CONSTRAINT "known_devices_pkey" PRIMARY KEY ("token_hash","mobile_no")
);
--> statement-breakpoint
CREATE INDEX "known_devices_last_login_idx" ON "known_devices" USING btree ("last_login_at");
--> statement-breakpoint
ALTER TABLE "otp_failures" ADD COLUMN "device_hash" text;
