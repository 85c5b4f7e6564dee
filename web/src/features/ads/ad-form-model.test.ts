import { describe, expect, it } from "vitest";
import {
  buildAdOrder,
  fieldOfIssue,
  initialAdForm,
  parseDuration,
  tooLongMessages,
  type AdFormState,
} from "./ad-form-model";

const form = (overrides: Partial<AdFormState>): AdFormState => ({ ...initialAdForm, ...overrides });
const banner = form({
  adType: "banner",
  duration: "7",
  currency: "ETH",
  title: " Acme ",
  description: "Zero fees",
  ctaText: "Trade",
  ctaUrl: "https://acme.example",
  bannerPlacement: "between_sections",
});

describe("the Create Your Ad form's checks", () => {
  it("builds a banner order with trimmed texts", () => {
    expect(buildAdOrder(banner)).toEqual({
      order: {
        adType: "banner",
        duration: 7,
        currency: "ETH",
        adConfig: {
          title: "Acme",
          description: "Zero fees",
          ctaText: "Trade",
          ctaUrl: "https://acme.example",
          placement: "between_sections",
        },
      },
    });
  });

  it("needs an ad type first", () => {
    expect(buildAdOrder(form({}))).toEqual({ errors: { adType: "Choose an ad type" } });
  });

  it.each(["0", "91", "1.5", "", "ten"])("refuses a duration of %j", (duration) => {
    expect(buildAdOrder({ ...banner, duration }).errors?.duration).toBe("Duration must be between 1 and 90 days");
  });

  it("defaults to 1 day, paid in BTC", () => {
    expect(parseDuration(initialAdForm.duration)).toBe(1);
    expect(initialAdForm.currency).toBe("BTC");
  });

  it("asks for every banner field and an https link", () => {
    const errors = buildAdOrder(form({ adType: "banner", ctaUrl: "http://acme.example" })).errors;
    expect(errors).toEqual({
      title: "Title is required",
      description: "Description is required",
      ctaText: "Button text is required",
      ctaUrl: "Link URL must be a full https:// address",
    });
  });

  it("names a custom token by its symbol: coinId custom-<lowercase symbol>", () => {
    const built = buildAdOrder(
      form({
        adType: "promoted_token",
        token: "custom",
        customName: " My Token ",
        customSymbol: "mtk",
        tokenPlacement: "both",
      }),
    );
    expect(built.order?.adConfig).toEqual({ name: "My Token", symbol: "MTK", coinId: "custom-mtk", placement: "both" });
  });

  it("requires a token, or a custom token's name and symbol", () => {
    expect(buildAdOrder(form({ adType: "highlight" })).errors).toEqual({ token: "Choose a token, or Custom Token" });
    expect(buildAdOrder(form({ adType: "highlight", token: "custom" })).errors).toEqual({
      customName: "Custom token name is required",
      customSymbol: "Custom token symbol is required",
    });
  });

  it("adds the colour of a highlight and checks it", () => {
    const token = { coinId: "solana", name: "Solana", symbol: "SOL" };
    expect(buildAdOrder(form({ adType: "highlight", token, highlightColor: "#ABCDEF" })).order?.adConfig).toMatchObject(
      { highlightColor: "#ABCDEF" },
    );
    expect(
      buildAdOrder(form({ adType: "highlight", token, highlightColor: "red" })).errors?.highlightColor,
    ).toBeDefined();
  });

  it("takes one scrolling message per line, blank lines dropped, each at most 30 characters", () => {
    const scrolling = form({
      adType: "scrolling",
      ctaText: "Go",
      ctaUrl: "https://acme.example",
      messages: ` First \n\n${"x".repeat(30)}`,
    });
    expect(buildAdOrder(scrolling).order?.adConfig).toMatchObject({ messages: ["First", "x".repeat(30)] });
    const tooLong = { ...scrolling, messages: `ok\n${"y".repeat(31)}` };
    expect(tooLongMessages(tooLong.messages)).toEqual(["y".repeat(31)]);
    expect(buildAdOrder(tooLong).errors?.messages).toBe("Each message must be 30 characters or less");
    expect(buildAdOrder({ ...scrolling, messages: " \n " }).errors?.messages).toBe("Enter at least one message");
  });

  it("checks with the server's shape (schema/ads.ts): its limits and messages show in place", () => {
    expect(buildAdOrder({ ...banner, title: "x".repeat(61) }).errors).toEqual({
      title: "Title must be at most 60 characters",
    });
    const token = { coinId: "solana", name: "Solana", symbol: "SOL" };
    expect(
      buildAdOrder(form({ adType: "highlight", token: "custom", customName: "Mine", customSymbol: "m t" })).errors,
    ).toEqual({
      customSymbol: "Symbol may hold letters, digits and . _ $ - only",
    });
    expect(buildAdOrder(form({ adType: "highlight", token, highlightColor: "red" })).errors).toEqual({
      highlightColor: "Highlight colour must be a colour like #22c55e",
    });
  });

  it("puts a server issue at the field it names", () => {
    expect(fieldOfIssue("adConfig.messages.1", banner)).toBe("messages");
    expect(fieldOfIssue("adConfig.ctaUrl", banner)).toBe("ctaUrl");
    expect(fieldOfIssue("duration", banner)).toBe("duration");
    expect(fieldOfIssue("adConfig.coinId", form({ token: "custom" }))).toBe("customSymbol");
    expect(fieldOfIssue("adConfig.symbol", form({ token: null }))).toBe("token");
    expect(fieldOfIssue("currency", banner)).toBeNull();
  });
});
