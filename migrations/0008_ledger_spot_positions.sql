-- Issue 15: every existing spot position becomes the buy that backs it (docs/decisions.md, "Spot positions and
-- the ledger"). Lossless: amount, entry price, name, symbol and time are copied; the position row stays as it is.
-- The coin id: the symbol's mapped id (docs/product.md § Symbol to coin id), else the best-ranked cached market coin with that symbol, else
-- custom-<symbol>.
INSERT INTO `transactions` (`user_id`, `coin_id`, `symbol`, `name`, `type`, `quantity`, `price`, `fee`,
  `executed_at`, `source`, `spot_position_id`, `created_at`, `updated_at`)
SELECT sp.`user_id`,
  CASE lower(sp.`symbol`)
    WHEN 'btc' THEN 'bitcoin' WHEN 'eth' THEN 'ethereum' WHEN 'sol' THEN 'solana' WHEN 'bnb' THEN 'binancecoin'
    WHEN 'ada' THEN 'cardano' WHEN 'dot' THEN 'polkadot' WHEN 'link' THEN 'chainlink' WHEN 'uni' THEN 'uniswap'
    WHEN 'ltc' THEN 'litecoin' WHEN 'doge' THEN 'dogecoin' WHEN 'icp' THEN 'internet-computer'
    WHEN 'ckb' THEN 'nervos-network'
    ELSE COALESCE(
      (SELECT mc.`id` FROM `market_coins` mc WHERE lower(mc.`symbol`) = lower(sp.`symbol`) ORDER BY mc.`position` LIMIT 1),
      'custom-' || lower(sp.`symbol`))
  END,
  lower(sp.`symbol`), sp.`name`, 'buy', sp.`amount`, sp.`entry_price`, '0', sp.`created_at`, 'manual', sp.`id`,
  sp.`created_at`, sp.`created_at`
FROM `spot_positions` sp
WHERE NOT EXISTS (SELECT 1 FROM `transactions` t WHERE t.`spot_position_id` = sp.`id`);
