import { describe, expect, it } from "vitest";
import { leveragedPositionInput, spotPositionInput } from "../../../../schema/portfolio";
import { checkForm } from "./form-fields";

/** The position forms check with the shapes the routes validate with (schema/portfolio.ts, derived from the tables). */

const spot = { symbol: " BTC ", name: " Bitcoin ", amount: "0.50", entryPrice: "40000", currentPrice: "50000.10" };
const leveraged = {
  symbol: "eth",
  name: "Ethereum",
  size: "2",
  entryPrice: "3000",
  currentPrice: "3100",
  leverage: 5,
  liquidationPrice: "2400.00",
  positionType: "long" as const,
};
const LABELS = { amount: "Amount", size: "Size", leverage: "Leverage", liquidationPrice: "Liquidation price" };

/** The payload and the field errors a form would show. */
function check<S extends typeof spotPositionInput | typeof leveragedPositionInput>(shape: S, values: unknown) {
  let errors: Record<string, string> = {};
  const payload = checkForm(shape, values as never, LABELS, (found) => (errors = found));
  return { payload, errors };
}

describe("position forms (the rules the web checks before sending)", () => {
  it("a complete spot form has no problems and becomes the stored payload", () => {
    expect(check(spotPositionInput, spot)).toEqual({
      payload: { symbol: "btc", name: "Bitcoin", amount: "0.5", entryPrice: "40000", currentPrice: "50000.1" },
      errors: {},
    });
  });

  it("an empty spot form names every required field", () => {
    const { payload, errors } = check(spotPositionInput, {
      symbol: "",
      name: " ",
      amount: "",
      entryPrice: "",
      currentPrice: "",
    });
    expect(payload).toBeNull();
    expect(Object.keys(errors)).toEqual(["symbol", "name", "amount", "entryPrice", "currentPrice"]);
  });

  it("a spot amount with 9 decimals is refused, the message led by the field's label", () => {
    expect(check(spotPositionInput, { ...spot, amount: "0.123456789" }).errors).toEqual({
      amount: "Amount must have at most 8 decimal places",
    });
  });

  it("a complete leveraged form has no problems", () => {
    expect(check(leveragedPositionInput, leveraged).payload).toMatchObject({
      liquidationPrice: "2400",
      leverage: 5,
      positionType: "long",
    });
  });

  it.each([0, 101, 2.5, Number.NaN])("leverage %s is refused", (leverage) => {
    expect(check(leveragedPositionInput, { ...leveraged, leverage }).errors).toEqual({
      leverage: "Leverage must be a whole number from 1 to 100",
    });
  });

  it("a zero size and a missing liquidation price are refused", () => {
    const { errors } = check(leveragedPositionInput, { ...leveraged, size: "0", liquidationPrice: "" });
    expect(Object.keys(errors)).toEqual(["size", "liquidationPrice"]);
  });

  it("a form field renamed away from the table's column is caught, not sent", () => {
    const { size: _renamed, ...rest } = leveraged;
    const { payload, errors } = check(leveragedPositionInput, { ...rest, amount: "2" });
    expect(payload).toBeNull();
    expect(Object.keys(errors)).toEqual(["size"]);
  });
});
