import { createContext, useContext } from "react";

/**
 * True while the build draws a page's first frame (routing/dashboard-shell.tsx), which the
 * server sends for every visitor alike: a part that shows what only the browser knows (the
 * stored cart) draws its placeholder there, not a guess.
 */
export const FirstFrame = createContext(false);

export const useInFirstFrame = (): boolean => useContext(FirstFrame);
