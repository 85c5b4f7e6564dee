export declare const TEST_PAYMENT_SOURCES: ReadonlyArray<{
  currency: string;
  kind: "xpub" | "principal" | "address";
  address: string;
}>;
export declare function seedTestPaymentSources(): Promise<void>;
