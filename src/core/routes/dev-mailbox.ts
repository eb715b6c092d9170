/** The embedded default's mailbox, registered only without SMTP_URL; schemas in core/dev-mailbox.ts. */
export const devMailboxRoutes = {
  /** The newest 50 emails the product wrote (`to`: to that address), content included, newest first. */
  list: { method: "GET", path: "/api/dev/mailbox", access: "public" },
} as const;
