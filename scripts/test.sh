#!/usr/bin/env bash
# npm test: types, lint (including the core ← server/web layering), unit + API tests
# (PGlite, and PostgreSQL too when TEST_DATABASE_URL is set), then the browser suite.
# Each stage prints its elapsed seconds, and a table of all of them at the end (pass or fail).
set -euo pipefail
cd "$(dirname "$0")/.."

timings=()
current=""
stage() {
  local name="$1" started=$SECONDS
  shift
  current="$name"
  echo "== $name"
  "$@"
  timings+=("$(printf '%6d s  %s' $((SECONDS - started)) "$name")")
  echo "   ($((SECONDS - started)) s)"
  current=""
}
report() {
  local status=$?
  echo "== stage times"
  printf '%s\n' "${timings[@]}"
  [ -z "$current" ] || echo "        failed: $current"
  printf '%6d s  total\n' "$SECONDS"
  return "$status"
}
trap report EXIT

# Under `npm test` this is npm's pinned Node 24 (the `node` dev dependency), whatever the machine has.
echo "== Node $(node --version)"
# The type check takes one core for ~20 s: it runs beside lint, knip, the migrations check and
# the build (which share nothing with it), and its output follows theirs.
typecheck_log="$(mktemp)"
typecheck_started=$SECONDS
npx tsc -p . >"$typecheck_log" 2>&1 &
typecheck_pid=$!
typecheck() {
  local status=0
  wait "$typecheck_pid" || status=$?
  cat "$typecheck_log"
  echo "   (tsc took $((SECONDS - typecheck_started)) s, beside the stages above)"
  return "$status"
}
stage "lint" npx biome lint .
stage "unused files, exports and dependencies (knip.json)" npx knip
stage "migrations match the schema" bash scripts/check-migrations.sh
stage "every cited document exists" node scripts/check-doc-links.mjs
stage "new migrations keep the running version working (expand, then contract)" node scripts/check-migration-compat.mjs
stage "build (web app + compiled server)" npm run build
stage "API description: Redocly lint + typed client compiles" node scripts/lint-openapi.mjs
stage "JavaScript budgets of the storefront pages" node scripts/check-js-size.mjs
# npm start rebuilds only what is stale: right after a build, nothing is.
stage "npm start finds the build fresh" node -e 'import("./scripts/build-if-stale.mjs").then((b) => { if (b.webIsStale() || b.serverIsStale()) { console.error("npm start would rebuild a fresh build (scripts/build-if-stale.mjs)"); process.exit(1); } })'
stage "typecheck (waiting for it)" typecheck
stage "unit + API" npx vitest run
# The three proof suites in one run: their files side by side (most of their time is spent
# waiting on servers they start and stop), the enumeration timings alone after them.
stage "security, fault drills, scale-out (tables of figures)" npm run test:system
stage "end-to-end (Chromium, against dist/server/main.js)" npx playwright test
