CREATE TABLE `ad_orders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`ad_type` text NOT NULL,
	`ad_config` text NOT NULL,
	`payment_address` text,
	`payment_amount` text,
	`payment_currency` text DEFAULT 'BTC' NOT NULL,
	`sender_address` text,
	`transaction_hash` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`payment_confirmed` integer DEFAULT false NOT NULL,
	`confirmation_blocks` integer DEFAULT 0 NOT NULL,
	`start_date` integer,
	`end_date` integer,
	`duration` integer NOT NULL,
	`admin_reviewed` integer DEFAULT false NOT NULL,
	`admin_notes` text,
	`archived` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ad_orders_transaction_hash_unique` ON `ad_orders` (`transaction_hash`);--> statement-breakpoint
CREATE INDEX `ad_orders_user_id_idx` ON `ad_orders` (`user_id`,`archived`);--> statement-breakpoint
CREATE INDEX `ad_orders_status_idx` ON `ad_orders` (`status`);--> statement-breakpoint
CREATE TABLE `ad_payment_rates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`ad_type` text NOT NULL,
	`currency` text NOT NULL,
	`price_per_day` text NOT NULL,
	`min_duration` integer DEFAULT 1 NOT NULL,
	`max_duration` integer DEFAULT 30 NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ad_payment_rates_type_currency_idx` ON `ad_payment_rates` (`ad_type`,`currency`);--> statement-breakpoint
CREATE TABLE `chat_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`username` text NOT NULL,
	`message` text NOT NULL,
	`message_type` text DEFAULT 'text' NOT NULL,
	`reply_to_id` integer,
	`is_edited` integer DEFAULT false NOT NULL,
	`is_deleted` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `chat_messages_created_at_idx` ON `chat_messages` (`created_at`);--> statement-breakpoint
CREATE TABLE `daily_stats` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`date` text NOT NULL,
	`total_visits` integer DEFAULT 0 NOT NULL,
	`unique_visitors` integer DEFAULT 0 NOT NULL,
	`new_registrations` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `daily_stats_date_unique` ON `daily_stats` (`date`);--> statement-breakpoint
CREATE TABLE `leveraged_positions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`symbol` text NOT NULL,
	`name` text NOT NULL,
	`size` text NOT NULL,
	`entry_price` text NOT NULL,
	`current_price` text NOT NULL,
	`leverage` integer NOT NULL,
	`liquidation_price` text NOT NULL,
	`position_type` text DEFAULT 'long' NOT NULL,
	`is_liquidated` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `leveraged_positions_user_id_idx` ON `leveraged_positions` (`user_id`);--> statement-breakpoint
CREATE INDEX `leveraged_positions_is_liquidated_idx` ON `leveraged_positions` (`is_liquidated`);--> statement-breakpoint
CREATE TABLE `news_articles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`content` text NOT NULL,
	`summary` text,
	`author_id` integer NOT NULL,
	`image_url` text,
	`category` text DEFAULT 'general' NOT NULL,
	`tags` text DEFAULT '[]' NOT NULL,
	`is_published` integer DEFAULT false NOT NULL,
	`is_featured` integer DEFAULT false NOT NULL,
	`view_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`published_at` integer,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `news_articles_author_id_idx` ON `news_articles` (`author_id`);--> statement-breakpoint
CREATE INDEX `news_articles_published_idx` ON `news_articles` (`is_published`,`published_at`);--> statement-breakpoint
CREATE TABLE `payment_addresses` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`currency` text NOT NULL,
	`address` text NOT NULL,
	`label` text,
	`active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payment_addresses_currency_address_idx` ON `payment_addresses` (`currency`,`address`);--> statement-breakpoint
CREATE TABLE `price_alerts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`symbol` text NOT NULL,
	`name` text NOT NULL,
	`alert_type` text NOT NULL,
	`target_price` text NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`is_triggered` integer DEFAULT false NOT NULL,
	`triggered_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `price_alerts_user_id_idx` ON `price_alerts` (`user_id`);--> statement-breakpoint
CREATE INDEX `price_alerts_active_idx` ON `price_alerts` (`is_active`,`is_triggered`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`sid` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`sess` text NOT NULL,
	`expire` integer NOT NULL,
	`last_seen_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_id_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE INDEX `sessions_expire_idx` ON `sessions` (`expire`);--> statement-breakpoint
CREATE TABLE `site_visits` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`ip_address` text,
	`user_agent` text,
	`page` text NOT NULL,
	`referrer` text,
	`visited_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `site_visits_visited_at_idx` ON `site_visits` (`visited_at`);--> statement-breakpoint
CREATE TABLE `spot_positions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`symbol` text NOT NULL,
	`name` text NOT NULL,
	`amount` text NOT NULL,
	`entry_price` text NOT NULL,
	`current_price` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `spot_positions_user_id_idx` ON `spot_positions` (`user_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`username` text NOT NULL,
	`password` text NOT NULL,
	`email` text,
	`first_name` text,
	`last_name` text,
	`profile_image_url` text,
	`is_admin` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_unique` ON `users` (`username`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE INDEX `users_created_at_idx` ON `users` (`created_at`);