CREATE TABLE `ecosystem_tokens` (
	`ecosystem_id` text NOT NULL,
	`coin_id` text NOT NULL,
	`position` integer NOT NULL,
	`name` text NOT NULL,
	`symbol` text NOT NULL,
	`image` text,
	`current_price` real,
	`market_cap` real,
	`market_cap_rank` integer,
	`total_volume` real,
	`circulating_supply` real,
	`price_change_percentage_24h` real,
	`price_change_percentage_7d` real,
	`sparkline_7d` text DEFAULT '[]' NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`ecosystem_id`, `coin_id`)
);
--> statement-breakpoint
CREATE INDEX `ecosystem_tokens_position_idx` ON `ecosystem_tokens` (`ecosystem_id`,`position`);--> statement-breakpoint
CREATE TABLE `market_coins` (
	`id` text PRIMARY KEY NOT NULL,
	`position` integer NOT NULL,
	`name` text NOT NULL,
	`symbol` text NOT NULL,
	`image` text,
	`current_price` real,
	`market_cap` real,
	`market_cap_rank` integer,
	`total_volume` real,
	`circulating_supply` real,
	`price_change_percentage_24h` real,
	`price_change_percentage_7d` real,
	`sparkline_7d` text DEFAULT '[]' NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `market_coins_position_idx` ON `market_coins` (`position`);--> statement-breakpoint
CREATE TABLE `market_meta` (
	`key` text PRIMARY KEY NOT NULL,
	`source` text,
	`updated_at` integer,
	`refreshing_until` integer,
	`last_attempt_at` integer,
	`last_error` text
);
--> statement-breakpoint
CREATE TABLE `upstream_budget` (
	`provider` text PRIMARY KEY NOT NULL,
	`window_start` integer NOT NULL,
	`calls` integer NOT NULL,
	`cooldown_until` integer
);
