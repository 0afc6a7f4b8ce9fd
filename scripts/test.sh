#!/usr/bin/env bash
# Installs what the tests need and runs every test: typecheck, lint (Biome + the dependency
# direction), unit and api integration on PGlite, api integration on a real PostgreSQL that this
# script starts on loopback, the end-to-end suite in Debian's headless Chromium (with a coturn
# TURN server on loopback), and the smoke
# suite (every route of both apps on the development servers, as each persona).
set -euo pipefail
cd "$(dirname "$0")/.."

PNPM_VERSION=12.21.0
export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
export TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

if ! command -v pnpm >/dev/null 2>&1; then
  npm install --global "pnpm@${PNPM_VERSION}"
fi

# Browsers cannot be downloaded by Playwright here: it drives Debian's chromium.
if [ ! -x "$CHROMIUM_PATH" ]; then
  as_root apt-get update
  as_root apt-get install -y chromium
fi
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  as_root apt-get update
  as_root apt-get install -y postgresql
fi
# The WebRTC tests relay through a real TURN server on loopback (scripts/with-coturn.sh).
if ! command -v turnserver >/dev/null 2>&1; then
  as_root apt-get update
  as_root apt-get install -y coturn
fi

pnpm install --frozen-lockfile

step() { printf '\n\033[1m== %s ==\033[0m\n' "$1"; }

step 'lint: Biome and dependency direction'
pnpm exec biome ci .
pnpm exec depcruise --config .dependency-cruiser.cjs apps packages e2e
node --test scripts/

step 'typecheck, unit tests, api integration on PGlite, builds'
pnpm exec turbo run typecheck test build --output-logs=new-only --concurrency=2 --continue

step 'api integration on PostgreSQL'
pnpm --filter @arcana/api test:pg

step 'end-to-end in Chromium (both apps, built, against the built api)'
# The suite's api runs on PGlite; the crash spec starts an api of its own on this PostgreSQL
# (DATABASE_URL), kills it with SIGKILL and restarts it.
# A TURN server on loopback too (TURN_URLS, TURN_SECRET), for the calls' relayed connections.
bash scripts/with-postgres.sh bash scripts/with-coturn.sh pnpm --filter @arcana/e2e e2e

step 'smoke: every route of both apps on the development servers (guest, demo-user, demo-counselor)'
# Its own ports (28787/25173/25174, SMOKE_PORT_OFFSET) and data folder: never in the way of a
# running `npm run dev`. Budget: 15 minutes (e2e/smoke.config.ts globalTimeout).
smoke_started=$SECONDS
pnpm --filter @arcana/e2e smoke
printf 'smoke suite took %d s (budget 900 s)\n' "$((SECONDS - smoke_started))"
