// npm start: builds what is out of date (nothing, on an unchanged checkout), then runs the
// compiled server in this process. `node scripts/start.mjs admin …` runs the admin CLI.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildIfStale } from "./build-if-stale.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const [command, ...args] = process.argv.slice(2);

if (command === "admin") {
  await buildIfStale({ web: false });
  const cli = spawnSync(process.execPath, [path.join(root, "dist/server/admin.js"), ...args], { stdio: "inherit" });
  process.exit(cli.status ?? 1);
} else {
  await buildIfStale();
  await import(path.join(root, "dist/server/main.js"));
}
