// The messages with their English in: what the server's modules (and tests) import. The web
// imports say.ts and fetches english.ts beside its first render (web/i18n/en.ts).
import "./english";

export { messageTranslator, say } from "./say";
