CREATE TABLE `payment_derivation_counters` (
	`source_key` text PRIMARY KEY NOT NULL,
	`next_index` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE `ad_orders` ADD `payment_match` text DEFAULT 'legacy' NOT NULL;--> statement-breakpoint
ALTER TABLE `ad_orders` ADD `payment_source_id` integer;--> statement-breakpoint
ALTER TABLE `ad_orders` ADD `derivation_index` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `ad_orders_deposit_address_idx` ON `ad_orders` (`payment_address`) WHERE payment_match = 'deposit';--> statement-breakpoint
CREATE UNIQUE INDEX `ad_orders_exact_amount_idx` ON `ad_orders` (`payment_currency`,`payment_address`,`payment_amount`) WHERE payment_match = 'exact' AND status = 'pending';--> statement-breakpoint
ALTER TABLE `payment_addresses` ADD `kind` text DEFAULT 'address' NOT NULL;