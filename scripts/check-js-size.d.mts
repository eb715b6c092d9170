export const GOAL_HOME_KIB: number;
export const STOREFRONT_BUDGETS: Record<string, [string, number]>;
export function jsSizes(root?: string): { page: string; files: number; entryKiB: number; kib: number; budgetKiB: number }[];
