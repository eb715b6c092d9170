import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const fromRoot = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * The web app lives in src/web and is built into dist/web, which the API server serves
 * (one process in production). In development Vite serves the app on :5173 and hands
 * /api and /dev (the local mailbox) to the API server on :3000.
 */
export default defineConfig({
  root: "src/web",
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      "@core": fromRoot("./src/core"),
      "@web": fromRoot("./src/web"),
    },
  },
  build: {
    outDir: "../../dist/web",
    emptyOutDir: true,
  },
  server: {
    port: 5173,
    proxy: {
      "/api": `http://localhost:${process.env.PORT ?? 3000}`,
      "^/dev(/|$)": `http://localhost:${process.env.PORT ?? 3000}`,
    },
  },
});
