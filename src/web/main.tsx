import "./lib/zod-config";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import { loadDictionary, readStoredLocale } from "./i18n/I18nProvider";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// A stored non-English choice: fetch its dictionary first, so the first paint is in that language
// (English is in this bundle and resolves at once; on a failed fetch the app starts in English).
loadDictionary(readStoredLocale())
  .catch((err: unknown) => console.error(err))
  .then(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
