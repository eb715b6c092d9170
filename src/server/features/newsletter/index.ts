/**
 * What other features may use of newsletter: everything else in this folder is its own. A feature
 * imports another only through this module (scripts/check-server-zones.ts).
 */
export { subscriberByMail, tokenOfMailto, unsubscribeById } from "./store";
