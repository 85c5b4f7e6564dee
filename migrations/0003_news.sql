CREATE TABLE `news_views` (
	`article_id` integer NOT NULL,
	`viewer_key` text NOT NULL,
	`day` text NOT NULL,
	PRIMARY KEY(`article_id`, `viewer_key`, `day`),
	FOREIGN KEY (`article_id`) REFERENCES `news_articles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `news_views_day_idx` ON `news_views` (`day`);