CREATE TABLE `price_history` (
	`coin_id` text NOT NULL,
	`t` integer NOT NULL,
	`price` real NOT NULL,
	PRIMARY KEY(`coin_id`, `t`)
);
--> statement-breakpoint
CREATE TABLE `price_history_coins` (
	`coin_id` text PRIMARY KEY NOT NULL,
	`backfilled_at` integer,
	`backfill_attempt_at` integer
);
