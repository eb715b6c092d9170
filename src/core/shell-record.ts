/**
 * Stand-ins for the record an operator's page is about (a client's name and email) in the page's
 * first frame (core/dashboard-shell.ts SHELL_AT_LOAD): the server fills them from the data the page
 * carries, so the frame draws the record's heading. Private-use characters no text contains.
 * A module of its own: the page that draws them loads nothing else of the frames.
 */
export const SHELL_RECORD_TOKENS = { name: "\uE004", email: "\uE005" } as const;
