#!/usr/bin/env bash
# Regenerates the migrations from src/server/db/schema. Until the first release every
# schema change folds into one init migration; serialised so two runs never interleave.
set -euo pipefail
cd "$(dirname "$0")/.."
exec 9>/tmp/concierge-migrations.lock
flock 9
rm -rf src/server/db/migrations
npx drizzle-kit generate --name init
