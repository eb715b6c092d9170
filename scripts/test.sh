#!/usr/bin/env bash
# npm test: types, lint (including the core ← server/web layering), unit + API tests
# (PGlite, and PostgreSQL too when TEST_DATABASE_URL is set), then the browser suite.
set -euo pipefail
cd "$(dirname "$0")/.."

# Under `npm test` this is npm's pinned Node 24 (the `node` dev dependency), whatever the machine has.
echo "== Node $(node --version)"
echo "== typecheck"
npx tsc -p .
echo "== lint"
npx biome lint .
echo "== unused files, exports and dependencies (knip.json)"
npx knip
echo "== migrations match the schema"
bash scripts/check-migrations.sh
echo "== unit + API"
npx vitest run
echo "== security suite (tables of figures)"
npm run test:security
echo "== build (web app + compiled server)"
npm run build
echo "== JavaScript budgets of the storefront pages"
node scripts/check-js-size.mjs
echo "== fault drills and scale-out (the compiled server, several processes)"
npm run test:faults
npm run test:scale
echo "== end-to-end (Chromium, against dist/server/main.js)"
npx playwright test
