ALTER TABLE `icp_meta` ADD `failing_since` integer;--> statement-breakpoint
ALTER TABLE `market_meta` ADD `failing_since` integer;