import type { Db, Tx } from "../db/client";

/** Whose data: the account's id and its email (some rows, like contact requests, only carry the email). */
export type AccountOwner = { userId: string; email: string };

/**
 * What a feature holds about a user, for "Download my data" and "Delete my account".
 *
 * A feature with tables keyed by user id (or email) registers once, in its routes plugin:
 *
 *   app.accountData.register({
 *     name: "payments",
 *     export: (db, owner) => db.select(…).from(payments).where(eq(payments.userId, owner.userId)),
 *     // Payment records are kept for the books: erase personal fields, keep amounts and dates.
 *     erase: (tx, owner) => tx.update(payments).set({ userId: null, customerName: null, email: null }).where(…),
 *   });
 *
 * `export` returns JSON-serialisable data (it appears in the export under `name`).
 * `erase` runs inside the deletion transaction, before the user row is deleted (rows with
 * an ON DELETE CASCADE foreign key to user.id go by themselves; files must be removed
 * here or scheduled). A throwing eraser aborts the whole deletion.
 */
export type AccountDataSource = {
  name: string;
  export?: (db: Db, owner: AccountOwner) => Promise<unknown>;
  erase?: (tx: Tx, owner: AccountOwner) => Promise<void>;
};

export function createAccountDataRegistry() {
  const sources: AccountDataSource[] = [];
  return {
    register(source: AccountDataSource): void {
      if (sources.some((s) => s.name === source.name)) throw new Error(`account data source "${source.name}" is registered twice`);
      sources.push(source);
    },
    list(): readonly AccountDataSource[] {
      return sources;
    },
  };
}

export type AccountDataRegistry = ReturnType<typeof createAccountDataRegistry>;
