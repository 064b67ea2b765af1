-- Existing rows keep their value: a stored "metric" may have been chosen or only defaulted (rows made by the staples, time-zone or calendar settings), and nothing tells them apart (decision 081).
ALTER TABLE "member_kitchen_settings" ALTER COLUMN "unit_system" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "member_kitchen_settings" ALTER COLUMN "unit_system" DROP NOT NULL;