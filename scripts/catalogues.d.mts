import type { Plugin } from "vite";

export const CATALOGUE_FILE: RegExp;
export function compileCatalogue(jsonText: string): string;
export function compiledCatalogues(): Plugin;
