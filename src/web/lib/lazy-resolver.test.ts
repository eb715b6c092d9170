import { describe, expect, it } from "vitest";
import type { Resolver } from "react-hook-form";
import { lazyResolver } from "./lazy-resolver";

type Values = { email: string };
const valid: Resolver<Values, unknown, Values> = async (values) => ({ values, errors: {} });
const check = (resolver: Resolver<Values, unknown, Values>) => resolver({ email: "a@b.bg" }, undefined, { fields: {}, shouldUseNativeValidation: undefined });

describe("lazyResolver", () => {
  it("fetches the validation on the first check only, then checks with it", async () => {
    let loads = 0;
    const resolver = lazyResolver(async () => {
      loads++;
      return valid;
    });
    expect(loads).toBe(0);
    expect(await check(resolver)).toEqual({ values: { email: "a@b.bg" }, errors: {} });
    await check(resolver);
    expect(loads).toBe(1);
  });

  it("tries the fetch again after it failed (offline for a moment)", async () => {
    let loads = 0;
    const resolver = lazyResolver(async () => {
      if (++loads === 1) throw new Error("offline");
      return valid;
    });
    await expect(check(resolver)).rejects.toThrow("offline");
    expect(await check(resolver)).toEqual({ values: { email: "a@b.bg" }, errors: {} });
    expect(loads).toBe(2);
  });

  it("prefetch (the form's first focus) starts the fetch, once; the check then uses it", async () => {
    let loads = 0;
    const resolver = lazyResolver(async () => {
      loads++;
      return valid;
    });
    resolver.prefetch();
    resolver.prefetch();
    expect(loads).toBe(1);
    expect(await check(resolver)).toEqual({ values: { email: "a@b.bg" }, errors: {} });
    expect(loads).toBe(1);
  });
});
