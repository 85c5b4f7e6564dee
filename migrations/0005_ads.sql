CREATE TABLE `payment_test_ledger` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`currency` text NOT NULL,
	`from_address` text NOT NULL,
	`to_address` text NOT NULL,
	`amount` text NOT NULL,
	`tx_hash` text NOT NULL,
	`confirmations` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payment_test_ledger_tx_hash_unique` ON `payment_test_ledger` (`tx_hash`);--> statement-breakpoint
CREATE INDEX `payment_test_ledger_to_idx` ON `payment_test_ledger` (`currency`,`to_address`);--> statement-breakpoint
ALTER TABLE `ad_orders` ADD `cost_usd` text;