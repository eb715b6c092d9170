/**
 * An address recognisable to its owner and useless to anyone else: m•••@example.com. For pages
 * opened by a link that travels (a checkout session id, a pay link), which tell the payer where
 * the receipt went without telling a finder of the link whose account it is.
 */
export function maskEmail(email: string | null | undefined): string | null {
  if (!email) return null;
  const at = email.lastIndexOf("@");
  if (at < 1) return "•••";
  return `${email[0]}•••${email.slice(at)}`;
}
