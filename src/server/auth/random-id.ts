import { createRandomStringGenerator } from "@better-auth/utils/random";

const alphanumeric = createRandomStringGenerator("a-z", "A-Z", "0-9");

/**
 * An id as Better Auth makes its own (32 letters and digits; better-auth's generateId), for the
 * rows we write beside it. From its small utilities package, so writing one does not load
 * Better Auth itself (auth/instance.ts).
 */
export const generateId = (): string => alphanumeric(32);
