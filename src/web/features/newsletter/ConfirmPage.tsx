import { TokenResultPage } from "./TokenResultPage";

/** /newsletter/confirm?token=… — the double opt-in link. */
export function ConfirmPage() {
  return <TokenResultPage action="confirm" />;
}
