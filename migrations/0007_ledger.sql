CREATE TABLE `transactions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`coin_id` text NOT NULL,
	`symbol` text NOT NULL,
	`name` text NOT NULL,
	`type` text NOT NULL,
	`quantity` text NOT NULL,
	`price` text,
	`fee` text DEFAULT '0' NOT NULL,
	`executed_at` integer NOT NULL,
	`note` text,
	`source` text DEFAULT 'manual' NOT NULL,
	`import_key` text,
	`spot_position_id` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`spot_position_id`) REFERENCES `spot_positions`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `transactions_user_coin_date_idx` ON `transactions` (`user_id`,`coin_id`,`executed_at`);--> statement-breakpoint
CREATE INDEX `transactions_user_date_idx` ON `transactions` (`user_id`,`executed_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `transactions_user_import_key_idx` ON `transactions` (`user_id`,`import_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `transactions_spot_position_idx` ON `transactions` (`spot_position_id`);--> statement-breakpoint
ALTER TABLE `users` ADD `cost_basis_method` text DEFAULT 'fifo' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `ledger_version` integer DEFAULT 0 NOT NULL;