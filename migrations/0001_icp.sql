CREATE TABLE `icp_meta` (
	`id` integer PRIMARY KEY NOT NULL,
	`source` text NOT NULL,
	`updated_at` integer NOT NULL,
	`last_attempt_at` integer,
	`last_error` text,
	`lock_until` integer
);
--> statement-breakpoint
CREATE TABLE `icp_tokens` (
	`canister_id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`symbol` text NOT NULL,
	`decimals` integer,
	`logo_url` text,
	`price` text,
	`market_cap` text,
	`volume_24h` text,
	`price_change_24h` text,
	`tvl` text,
	`updated_at` integer NOT NULL,
	`source` text NOT NULL
);
