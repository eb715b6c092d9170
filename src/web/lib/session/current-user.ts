import { createContext, useContext } from "react";
import type { Me } from "./session";

/** The signed-in account inside the dashboard (provided by RequireAuth). */
export const CurrentUserContext = createContext<Me | null>(null);

export function useCurrentUser(): Me {
  const me = useContext(CurrentUserContext);
  if (!me) throw new Error("useCurrentUser must be used inside RequireAuth");
  return me;
}

/**
 * Set just before this tab ends its own session (Sign Out, account deletion), so the
 * guard does not also announce 'You have been signed out'. It lapses after a few seconds
 * in case the guard was already gone.
 */
let endedHereAt = 0;
export function markSessionEndedHere(): void {
  endedHereAt = Date.now();
}
/** The same question without forgetting the answer (for a render, which may run twice). */
export function sessionEndedHereRecently(): boolean {
  return Date.now() - endedHereAt < 5000;
}
export function consumeSessionEndedHere(): boolean {
  const recent = Date.now() - endedHereAt < 5000;
  endedHereAt = 0;
  return recent;
}
