/** The time source every service takes (a test passes a fixed one). */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };
