/** The public site settings; schemas in core/site-config.ts. */
export const siteConfigRoutes = {
  /** What the web app may know of the server's settings; pages carry the same in their <meta name="site-config">. */
  get: { method: "GET", path: "/api/config", access: "public" },
} as const;
