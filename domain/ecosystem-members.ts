/**
 * Which coins belong to which ecosystem, for offline use: an ecosystem's offline list is the snapshot's
 * coins named here. Built by hand from the 250 coins of the 2024-12-19 snapshot: a coin is listed where it
 * is the chain's native coin or is issued natively there (not where only a third-party bridge carries it).
 * Chains with no coin in that top 250 have an empty list. Online, CoinGecko's category lists replace it.
 */
export const ECOSYSTEM_MEMBERS: Readonly<Record<string, readonly string[]>> = {
  ethereum: [
    "ethereum", "tether", "usd-coin", "staked-ether", "wrapped-steth", "chainlink", "shiba-inu",
    "wrapped-bitcoin", "weth", "uniswap", "leo-token", "pepe", "wrapped-eeth", "bitget-token", "ethena-usde",
    "usds", "aave", "polygon-ecosystem-token", "mantle", "mantra-dao", "fetch-ai", "dai", "ethena", "okb",
    "ondo-finance", "immutable-x", "the-graph", "worldcoin-wld", "rocket-pool-eth", "floki",
    "kelp-dao-restaked-eth", "first-digital-usd", "mantle-staked-ether", "quant-network", "gala", "lido-dao",
    "lombard-staked-btc", "maker", "the-sandbox", "nexo", "renzo-restaked-eth", "ethereum-name-service",
    "curve-dao-token", "eigenlayer", "mog-coin", "matic-network", "ether-fi-staked-eth", "decentraland",
    "pendle", "apecoin", "chiliz", "havven", "compound-governance-token", "dydx", "amp-token", "layerzero",
    "gnosis", "mantle-restaked-eth", "coinbase-wrapped-staked-eth", "tether-gold", "reserve-rights-token",
    "frax", "blur", "turbo", "echelon-prime", "spx6900", "1inch", "safe", "usual", "usual-usd", "frax-ether",
    "arkham", "susds", "pax-gold", "ether-fi", "telcoin", "true-usd", "livepeer", "stader-ethx", "sweth",
    "neiro-3", "tbtc", "holotoken", "morpho", "paypal-usd", "ondo-us-dollar-yield", "enjincoin",
    "woo-network", "0x", "convex-finance", "staked-frax-ether", "ankr", "liquid-staked-ethereum", "golem",
    "memecoin-2", "aevo-exchange", "origintrail", "basic-attention-token", "axie-infinity", "jasmycoin",
    "beam-2", "coinbase-wrapped-btc", "ether-fi-staked-btc", "aethir",
  ],
  "binance-smart-chain": [
    "binancecoin", "pancakeswap-token", "binance-peg-weth", "binance-peg-dogecoin", "binance-peg-busd",
    "trust-wallet-token", "baby-doge-coin", "floki", "first-digital-usd",
  ],
  solana: [
    "solana", "tether", "usd-coin", "bonk", "dogwifcoin", "raydium", "jupiter-exchange-solana",
    "binance-staked-sol", "msol", "jupiter-staked-sol", "jito-governance-token", "pyth-network",
    "render-token", "wormhole", "peanut-the-squirrel", "popcat", "ai16z", "fartcoin", "goatseus-maximus",
    "cat-in-a-dogs-world", "book-of-meme", "gigachad-2", "helium", "magic-eden", "pudgy-penguins", "grass", "io",
  ],
  polygon: [
    "polygon-ecosystem-token", "matic-network", "usd-coin", "polygon-pos-bridged-weth-polygon-pos",
    "bridged-usdc-polygon-pos-bridge", "telcoin",
  ],
  avalanche: ["avalanche-2", "tether", "usd-coin", "bitcoin-avalanche-bridged-btc-b", "benqi-liquid-staked-avax"],
  cardano: ["cardano", "snek"],
  "internet-computer": ["internet-computer"],
  cosmos: [
    "cosmos", "usd-coin", "celestia", "injective-protocol", "sei-network", "dydx-chain", "akash-network",
    "axelar", "kava", "thorchain",
  ],
  polkadot: ["polkadot", "tether", "usd-coin", "kusama", "astar"],
  fantom: ["fantom"],
  arbitrum: ["arbitrum", "usd-coin", "arbitrum-bridged-wbtc-arbitrum-one", "arbitrum-bridged-weth-arbitrum-one"],
  optimism: ["optimism", "usd-coin", "worldcoin-wld", "havven"],
  near: ["near", "tether", "usd-coin"],
  harmony: [],
  cronos: ["crypto-com-chain"],
  tron: ["tron", "tether", "bittorrent", "just", "usdd", "apenft"],
  algorand: ["algorand", "usd-coin"],
  hedera: ["hedera-hashgraph", "usd-coin"],
  flow: ["flow"],
  aptos: ["aptos", "tether", "usd-coin"],
  sui: ["sui", "usd-coin"],
  starknet: ["starknet"],
  zkspace: ["zksync"],
  dydx: ["dydx-chain", "dydx"],
  metis: [],
  boba: [],
  celo: ["celo", "tether", "usd-coin"],
  fuse: [],
  xdai: ["gnosis"],
  aurora: [],
  milkomeda: [],
};

/**
 * The market's 'View Ecosystem' links: a chain's own coin (by lower-case symbol) leads to its ecosystem.
 * Only native coins are mapped; tokens issued on many chains would make the link a guess.
 */
export const SYMBOL_ECOSYSTEMS: Readonly<Record<string, string>> = {
  eth: "ethereum", bnb: "binance-smart-chain", sol: "solana", pol: "polygon", matic: "polygon",
  avax: "avalanche", ada: "cardano", icp: "internet-computer", atom: "cosmos", dot: "polkadot",
  ftm: "fantom", arb: "arbitrum", op: "optimism", near: "near", one: "harmony", cro: "cronos", trx: "tron",
  algo: "algorand", hbar: "hedera", flow: "flow", apt: "aptos", sui: "sui", strk: "starknet", zks: "zkspace",
  dydx: "dydx", ethdydx: "dydx", metis: "metis", boba: "boba", celo: "celo", fuse: "fuse", gno: "xdai",
  xdai: "xdai", aurora: "aurora",
};

// Maps, not object lookups: a symbol such as "constructor" must not find Object.prototype.
const BY_SYMBOL = new Map(Object.entries(SYMBOL_ECOSYSTEMS));
const MEMBERS = new Map(Object.entries(ECOSYSTEM_MEMBERS));

export const ecosystemForSymbol = (symbol: string): string | null => BY_SYMBOL.get(symbol.toLowerCase()) ?? null;

/** The coin ids of an ecosystem's offline list (empty for an unknown id). */
export const membersOf = (ecosystemId: string): readonly string[] => MEMBERS.get(ecosystemId) ?? [];
