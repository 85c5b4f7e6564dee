ALTER TABLE `price_alerts` ADD `triggered_price` text;--> statement-breakpoint
ALTER TABLE `price_alerts` ADD `seen_at` integer;