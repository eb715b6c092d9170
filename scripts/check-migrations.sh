#!/usr/bin/env bash
# Fails when the Drizzle schema (src/server/db/schema) and the committed migrations disagree:
# runs `drizzle-kit generate` into a scratch copy of the migrations folder, and passes only
# when it finds nothing to generate. The fix is `npm run db:generate -- --name what-changed`.
set -euo pipefail
cd "$(dirname "$0")/.."

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
cp -r src/server/db/migrations/. "$scratch/"
committed="$(ls -1 src/server/db/migrations/*.sql | xargs -n1 basename)"
# drizzle-kit takes `out` relative to the working directory.
out="$(realpath --relative-to=. "$scratch")"
# drizzle-kit exits 0 on some errors: what it prints decides.
log="$(npx drizzle-kit generate --dialect postgresql --schema ./src/server/db/schema/index.ts --out "$out" 2>&1 || true)"
if grep -q "No schema changes" <<<"$log"; then
  echo "migrations: up to date with the schema"
  exit 0
fi
new="$(ls -1 "$scratch"/*.sql | xargs -n1 basename | grep -vxF "$committed" || true)"
if [ -z "$new" ]; then
  echo "$log" | grep -v "^npm warn" >&2
  echo "drizzle-kit generate failed (above)." >&2
else
  echo "The Drizzle schema has changes that no committed migration contains; drizzle-kit would write:" >&2
  for f in $new; do echo "--- $f" >&2; cat "$scratch/$f" >&2; echo >&2; done
  echo "Run: npm run db:generate -- --name what-changed, and commit the new migration." >&2
fi
exit 1
