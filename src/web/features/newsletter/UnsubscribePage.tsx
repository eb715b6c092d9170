import { TokenResultPage } from "./TokenResultPage";

/** /newsletter/unsubscribe?token=… — the link at the bottom of every newsletter email. */
export function UnsubscribePage() {
  return <TokenResultPage action="unsubscribe" />;
}
