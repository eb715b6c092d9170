import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { dependencyFailure } from "./errors";

const withCode = (code: string, message = code) => Object.assign(new Error(message), { code });
const wrapped = (cause: Error) => new DrizzleQueryError("select 1", [], cause);

describe("dependencyFailure: a failing database or file store is not our bug", () => {
  it("takes PostgreSQL unreachable, shutting down or starting as 503", () => {
    for (const err of [
      withCode("ECONNREFUSED"),
      wrapped(withCode("57P01", "terminating connection due to administrator command")),
      wrapped(withCode("57P03", "the database system is starting up")),
      wrapped(withCode("08006")),
      wrapped(new Error("timeout exceeded when trying to connect")),
      wrapped(new Error("Connection terminated unexpectedly")),
    ]) {
      expect(dependencyFailure(err), String(err.message)).toMatchObject({ status: 503, code: "service_unavailable" });
    }
  });

  it("takes object storage out of reach or failing (5xx) as 503", () => {
    const s3Error = Object.assign(new Error("We encountered an internal error"), { name: "InternalError", $metadata: { httpStatusCode: 500 } });
    expect(dependencyFailure(s3Error)?.status).toBe(503);
    expect(dependencyFailure(withCode("ECONNRESET"))?.status).toBe(503);
  });

  it("takes a full disk as 507 storage_full", () => {
    expect(dependencyFailure(withCode("ENOSPC"))).toMatchObject({ status: 507, code: "storage_full" });
  });

  it("leaves every other failure alone (a constraint, a bug, a refused S3 request)", () => {
    expect(dependencyFailure(wrapped(withCode("23505", "duplicate key value")))).toBeUndefined();
    expect(dependencyFailure(new TypeError("x is undefined"))).toBeUndefined();
    expect(dependencyFailure(Object.assign(new Error("Access Denied"), { $metadata: { httpStatusCode: 403 } }))).toBeUndefined();
  });
});
