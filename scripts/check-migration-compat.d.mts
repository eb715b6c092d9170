export function destructiveStatements(sql: string): { statement: string; reason: string }[];
