/**
 * The 31 ecosystems of product.md § Ecosystems (the original specification said 29 but listed 31; docs/decisions.md).
 * `categoryId` is the CoinGecko category behind /coins/markets?category= (derived mapping, see
 * worker/test/fixtures/README.md); `platformId` is CoinGecko's asset platform id.
 */
export type Ecosystem = {
  id: string;
  name: string;
  description: string;
  /** Gradient of the ecosystem page header, from → to. */
  colors: { from: string; to: string };
  categoryId: string;
  platformId: string;
};

const eco = (
  id: string,
  name: string,
  description: string,
  [from, to]: [string, string],
  categoryId: string,
  platformId: string,
): Ecosystem => ({ id, name, description, colors: { from, to }, categoryId, platformId });

export const ECOSYSTEMS: readonly Ecosystem[] = [
  eco(
    "ethereum",
    "Ethereum",
    "The leading smart-contract platform, home of ERC-20 tokens and DeFi.",
    ["#627EEA", "#3C3C3D"],
    "ethereum-ecosystem",
    "ethereum",
  ),
  eco(
    "binance-smart-chain",
    "BNB Smart Chain",
    "Binance's low-fee EVM chain and its BEP-20 tokens.",
    ["#F3BA2F", "#C99400"],
    "binance-smart-chain",
    "binance-smart-chain",
  ),
  eco(
    "solana",
    "Solana",
    "A high-throughput chain of fast, cheap transactions and lively meme coins.",
    ["#9945FF", "#14F195"],
    "solana-ecosystem",
    "solana",
  ),
  eco(
    "polygon",
    "Polygon",
    "Ethereum scaling through the Polygon PoS chain and zero-knowledge tech.",
    ["#8247E5", "#A726C1"],
    "polygon-ecosystem",
    "polygon-pos",
  ),
  eco(
    "avalanche",
    "Avalanche",
    "A fast-finality platform of the C-Chain and custom subnets.",
    ["#E84142", "#9B1B1C"],
    "avalanche-ecosystem",
    "avalanche",
  ),
  eco(
    "cardano",
    "Cardano",
    "A proof-of-stake chain built from peer-reviewed research.",
    ["#0033AD", "#3468D1"],
    "cardano-ecosystem",
    "cardano",
  ),
  eco(
    "internet-computer",
    "Internet Computer",
    "Canister smart contracts that serve whole web apps on-chain.",
    ["#29ABE2", "#ED1E79"],
    "internet-computer-ecosystem",
    "internet-computer",
  ),
  eco(
    "cosmos",
    "Cosmos",
    "The internet of blockchains: sovereign app chains linked by IBC.",
    ["#2E3148", "#6F7390"],
    "cosmos-ecosystem",
    "cosmos",
  ),
  eco(
    "polkadot",
    "Polkadot",
    "A relay chain that secures interoperable parachains.",
    ["#E6007A", "#552BBF"],
    "dot-ecosystem",
    "polkadot",
  ),
  eco(
    "fantom",
    "Fantom",
    "A fast DAG-based EVM chain, now growing into Sonic.",
    ["#1969FF", "#0B3D91"],
    "fantom-ecosystem",
    "fantom",
  ),
  eco(
    "arbitrum",
    "Arbitrum",
    "The largest optimistic-rollup Layer 2 on Ethereum.",
    ["#28A0F0", "#213147"],
    "arbitrum-ecosystem",
    "arbitrum-one",
  ),
  eco(
    "optimism",
    "Optimism",
    "An optimistic rollup and the OP Stack behind the Superchain.",
    ["#FF0420", "#B3001B"],
    "optimism-ecosystem",
    "optimistic-ethereum",
  ),
  eco(
    "near",
    "NEAR Protocol",
    "A sharded, developer-friendly chain with human-readable accounts.",
    ["#00EC97", "#1A1A1A"],
    "near-protocol-ecosystem",
    "near-protocol",
  ),
  eco(
    "harmony",
    "Harmony",
    "A sharded proof-of-stake chain with two-second finality.",
    ["#00AEE9", "#69FABD"],
    "harmony-ecosystem",
    "harmony-shard-0",
  ),
  eco(
    "cronos",
    "Cronos",
    "The EVM chain of the Crypto.com ecosystem.",
    ["#002D74", "#1199FA"],
    "cronos-ecosystem",
    "cronos",
  ),
  eco(
    "tron",
    "TRON",
    "A high-volume chain that carries much of the world's USDT.",
    ["#FF060A", "#C4000A"],
    "tron-ecosystem",
    "tron",
  ),
  eco(
    "algorand",
    "Algorand",
    "Pure proof-of-stake with instant finality.",
    ["#1A1A1A", "#6B6B6B"],
    "algorand-ecosystem",
    "algorand",
  ),
  eco(
    "hedera",
    "Hedera",
    "A hashgraph network governed by a council of global enterprises.",
    ["#222222", "#8259EF"],
    "hedera-ecosystem",
    "hedera-hashgraph",
  ),
  eco(
    "flow",
    "Flow",
    "A chain built for consumer apps, games and NFTs.",
    ["#00EF8B", "#00A661"],
    "flow-ecosystem",
    "flow",
  ),
  eco(
    "aptos",
    "Aptos",
    "A Move-language Layer 1 built for parallel execution.",
    ["#2DD8A3", "#1C1C1C"],
    "aptos-ecosystem",
    "aptos",
  ),
  eco(
    "sui",
    "Sui",
    "An object-centric Move Layer 1 with parallel transaction processing.",
    ["#4DA2FF", "#1E6FD9"],
    "sui-ecosystem",
    "sui",
  ),
  eco(
    "starknet",
    "Starknet",
    "A validity rollup on Ethereum powered by STARK proofs.",
    ["#EC796B", "#0C0C4F"],
    "starknet-ecosystem",
    "starknet",
  ),
  // CoinGecko has no ZKSpace category or platform; zkSync's are the closest zero-knowledge L2 ones.
  eco(
    "zkspace",
    "ZKSpace",
    "A zero-knowledge Layer 2 for payments, swaps and NFTs.",
    ["#8C8DFC", "#4E529A"],
    "zksync-ecosystem",
    "zksync",
  ),
  // CoinGecko has no dYdX category; dYdX Chain is a Cosmos SDK chain, so its closest is Cosmos.
  eco(
    "dydx",
    "dYdX",
    "A Cosmos-based chain for decentralised perpetuals trading.",
    ["#6966FF", "#2D2C6B"],
    "cosmos-ecosystem",
    "dydx",
  ),
  eco(
    "metis",
    "Metis",
    "An Ethereum Layer 2 with a decentralised sequencer.",
    ["#00DACC", "#013A40"],
    "metis-ecosystem",
    "metis-andromeda",
  ),
  eco(
    "boba",
    "Boba Network",
    "A hybrid-compute Layer 2 on Ethereum.",
    ["#CCFF00", "#5C8A00"],
    "boba-network-ecosystem",
    "boba",
  ),
  eco(
    "celo",
    "Celo",
    "A mobile-first chain for payments and stablecoins.",
    ["#FCFF52", "#35D07F"],
    "celo-ecosystem",
    "celo",
  ),
  eco("fuse", "Fuse", "An EVM chain for payments and Web3 wallets.", ["#B4F9BA", "#4FB286"], "fuse-ecosystem", "fuse"),
  eco(
    "xdai",
    "Gnosis Chain",
    "The former xDai chain, paying gas in a stable token.",
    ["#04795B", "#133629"],
    "xdai-ecosystem",
    "xdai",
  ),
  eco("aurora", "Aurora", "An EVM environment running on NEAR.", ["#70D44B", "#2B6B1F"], "aurora-ecosystem", "aurora"),
  eco(
    "milkomeda",
    "Milkomeda",
    "EVM sidechains that bring Solidity to Cardano.",
    ["#F29F43", "#7A4A14"],
    "milkomeda-cardano-ecosystem",
    "milkomeda-cardano",
  ),
];

const BY_ID = new Map(ECOSYSTEMS.map((e) => [e.id, e]));

export const findEcosystem = (id: string): Ecosystem | null => BY_ID.get(id) ?? null;

/** What the ecosystem page shows for an id it does not know (product.md § Ecosystem page). */
export const UNKNOWN_ECOSYSTEM = { name: "Unknown Ecosystem", description: "Tokens from this ecosystem" } as const;
