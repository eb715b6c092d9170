import "./lib/zod-config";
// React's renderer runs with this entry, in its task; the app's modules (start-app.tsx and all
// it imports) in the next. Run as one task, they held a phone's main thread for a fifth of a
// second (Total Blocking Time, bench/app-lighthouse.ts). index.html preloads the app's chunks
// with the entry's (vite.config.ts preloadBootChunks): all are fetched by then.
import "react-dom/client";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// A task of its own (lib/next-task.ts, written out: importing it here would move it into this entry's chunk).
new Promise((resolve) => setTimeout(resolve))
  .then(() => import("./start-app"))
  .then(({ startApp }) => startApp(root))
  .catch((err: unknown) => console.error(err));
