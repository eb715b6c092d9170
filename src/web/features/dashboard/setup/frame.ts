import { dashboardRoutes } from "@core/routes/dashboard";
import { SETUP_FIELDS, type SetupField } from "@core/setup-fields";
import { readDataAtLoad } from "@web/lib/data-at-load";
import { createContext } from "react";

/**
 * In the operator's home's first frame drawn for an unfinished setup (core/dashboard-shell.ts
 * ShellFacts, routing/dashboard-shell.tsx): the fields its "Finish setting up" card lists — all of
 * them; the server keeps the missing ones. Empty everywhere else.
 */
export const FrameSetupMissing = createContext<readonly SetupField[]>([]);

/**
 * The setup fields the operator's home came saying are missing (its data at load), or null when the
 * page carried none: the "Finish setting up" card is drawn from it before the home's query settles,
 * as the server drew it in the page's first frame.
 */
export function setupMissingAtLoad(): SetupField[] | null {
  const atLoad = readDataAtLoad();
  const data = atLoad?.path === dashboardRoutes.get.path ? (atLoad.data as { setupMissing?: unknown }) : undefined;
  if (!data || !Array.isArray(data.setupMissing)) return null;
  return SETUP_FIELDS.filter((field) => (data.setupMissing as unknown[]).includes(field));
}
