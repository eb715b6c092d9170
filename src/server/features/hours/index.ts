/**
 * What other features may use of hours: everything else in this folder is its own. A feature
 * imports another only through this module (scripts/check-server-zones.ts).
 */
export { balanceOf, lockedBalance, noticeLowBalance, postLedgerEntry } from "./ledger";
export { ledgerRows } from "./ledger-rows";
