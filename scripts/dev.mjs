// npm run dev: the API with reload on change (tsx watch) and Vite's dev server with hot
// reload, proxying /api and /dev to the API. Open http://localhost:5173.
import { spawn } from "node:child_process";

const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "src/server/main.ts"], { stdio: "inherit", env: {
      ...process.env,
      PORT: process.env.PORT ?? "3000",
      // Links in emails and payment redirects should open the hot-reloading app.
      PUBLIC_URL: process.env.PUBLIC_URL ?? "http://localhost:5173",
      DATA_DIR: process.env.DATA_DIR ?? "./data",
    },
  }),
  spawn("npx", ["vite"], { stdio: "inherit" }),
];
const stop = () => {
  for (const c of children) c.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const c of children) c.on("exit", (code) => {
  stop();
  process.exitCode = code ?? 0;
});
