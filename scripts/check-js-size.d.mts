export const HOME_LIMIT_KIB: number;
export const SPREAD_KIB: number;
export const BUDGETS: Record<string, number>;
export const ZOD_FREE: string[];
export function zodChunksOf(module: string, root?: string): string[];
export function jsSizes(root?: string): { page: string; files: number; kib: number; budgetKiB: number; allKiB?: number; allFiles?: number; allBudgetKiB?: number }[];
export const DASHBOARD_AFTER_IDLE_KIB: number;
export const DASHBOARD_FIRST_LAZY: string[];
export const DASHBOARD_IDLE: string[];
