// Every table, one file per domain. drizzle-kit reads this to generate migrations.
export * from "./audit";
export * from "./auth";
export * from "./contact";
export * from "./conversations";
export * from "./newsletter";
export * from "./orders";
export * from "./outbox";
export * from "./payments";
export * from "./profile";
export * from "./tasks";
export * from "./translation";
export * from "./rate-limits";
export * from "./reply-by-email";
export * from "./appointments";
export * from "./suppressed-addresses";
export * from "./business";
export * from "./backups";
