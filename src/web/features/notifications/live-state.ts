import { useSyncExternalStore } from "react";

/** Whether this tab's live stream is open, or the bell polls because it cannot be opened. */
export type LiveState = { connected: boolean; polling: boolean };

let state: LiveState = { connected: false, polling: false };
const listeners = new Set<() => void>();

export function setLiveState(next: LiveState) {
  if (next.connected === state.connected && next.polling === state.polling) return;
  state = next;
  for (const l of listeners) l();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

const current = () => state;
/** The server's frame (routing/dashboard-shell.tsx) is drawn before any stream: the state it starts in. */
const atStart = (): LiveState => ({ connected: false, polling: false });
const startState = atStart();
export const useLiveState = () => useSyncExternalStore(subscribe, current, () => startState);
