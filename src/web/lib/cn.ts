import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names (clsx). It does not merge: of two classes that set the same thing, the
 * stylesheet's order wins, so a kit component takes variant props for what a caller may change,
 * and ui/class-conflicts.test.ts fails on a caller's class that fights the kit's own.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
