-- Seed data (docs/decisions.md, Advertising): the prices per day in USDC (docs/product.md § Ad types and prices), the rate the payment lookup
-- uses for each ad type; durations 1 to 90 days for all types. OR IGNORE keeps an operator's edited rates.
INSERT OR IGNORE INTO `ad_payment_rates` (`ad_type`, `currency`, `price_per_day`, `min_duration`, `max_duration`) VALUES
	('banner', 'USDC', '5.00', 1, 90),
	('promoted_token', 'USDC', '3.00', 1, 90),
	('highlight', 'USDC', '3.00', 1, 90),
	('scrolling', 'USDC', '2.00', 1, 90);
