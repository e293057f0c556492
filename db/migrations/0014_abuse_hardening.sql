ALTER TABLE "conversations" ADD COLUMN "last_message_kind" text;--> statement-breakpoint
ALTER TABLE "email_preferences" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "reporter_email_confirmed_at" timestamp with time zone;--> statement-breakpoint
-- The kind of each conversation's latest message, for the list's preview.
UPDATE "conversations" c SET "last_message_kind" = (
  SELECT m."kind" FROM "messages" m WHERE m."conversation_id" = c."id" ORDER BY m."created_at" DESC, m."id" DESC LIMIT 1
) WHERE c."last_message_at" IS NOT NULL;--> statement-breakpoint
-- Preferences saved before versions existed have changed at least once: links sent before are stale.
UPDATE "email_preferences" SET "version" = 1;--> statement-breakpoint
-- Reports sent before confirmation existed keep being answered as they were.
UPDATE "reports" SET "reporter_email_confirmed_at" = "created_at";
