// The messages with their English in: what the server's modules (and tests) import. The web
// imports say.ts and fetches english.ts once idle or when a message is first said (web/i18n/en.ts).
import "./english";

export { messageTranslator, say } from "./say";
