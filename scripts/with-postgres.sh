#!/usr/bin/env bash
# Usage: scripts/with-postgres.sh <command...>
#
# Runs <command> against a throwaway PostgreSQL cluster: initdb into a temp folder, start it on
# 127.0.0.1 at a free port, export DATABASE_URL=postgres://postgres@127.0.0.1:<port>/postgres,
# run the command, then stop the cluster and delete the folder whatever happens. Exits with the
# command's exit code. PG_BIN=/path/to/bin picks the server binaries explicitly.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 <command...>" >&2
  exit 2
fi

find_pg_bin() {
  if [ -n "${PG_BIN:-}" ] && [ -x "$PG_BIN/initdb" ]; then
    echo "$PG_BIN"
    return 0
  fi
  local dir
  dir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
  if [ -n "$dir" ] && [ -x "$dir/initdb" ]; then
    echo "$dir"
    return 0
  fi
  if command -v initdb >/dev/null 2>&1; then
    dirname "$(command -v initdb)"
    return 0
  fi
  return 1
}

if ! PG_BIN_DIR="$(find_pg_bin)"; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "with-postgres: PostgreSQL server binaries not found; install postgresql or set PG_BIN" >&2
    exit 1
  fi
  echo "with-postgres: installing postgresql with apt-get" >&2
  # A stale package index is the usual reason the first install fails.
  if ! DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql >&2; then
    apt-get update >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql >&2
  fi
  PG_BIN_DIR="$(find_pg_bin)"
fi

# initdb refuses to run as root, so as root the cluster belongs to the postgres user.
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

free_port() {
  node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

WORK_DIR="$(mktemp -d "${TMPDIR:-/tmp}/arcana-pg.XXXXXX")"
DATA_DIR="$WORK_DIR/data"
LOG_FILE="$WORK_DIR/postgres.log"
STARTED=0

cleanup() {
  if [ "$STARTED" -eq 1 ]; then
    as_owner "$PG_BIN_DIR/pg_ctl" -D "$DATA_DIR" -m fast -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$WORK_DIR"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

if [ "$(id -u)" -eq 0 ]; then
  chown postgres: "$WORK_DIR"
fi
chmod 700 "$WORK_DIR"

as_owner "$PG_BIN_DIR/initdb" -D "$DATA_DIR" -A trust -U postgres -E UTF8 --no-instructions \
  >"$WORK_DIR/initdb.log" 2>&1 || {
  cat "$WORK_DIR/initdb.log" >&2
  exit 1
}

# Another process can take the port between choosing and binding it; try a few.
for attempt in 1 2 3; do
  PORT="$(free_port)"
  if as_owner "$PG_BIN_DIR/pg_ctl" -D "$DATA_DIR" -l "$LOG_FILE" -w -t 30 \
    -o "-p $PORT -k $WORK_DIR -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null; then
    STARTED=1
    break
  fi
  echo "with-postgres: start on port $PORT failed (attempt $attempt)" >&2
done

if [ "$STARTED" -ne 1 ]; then
  cat "$LOG_FILE" >&2 || true
  exit 1
fi

export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
echo "with-postgres: PostgreSQL $("$PG_BIN_DIR/postgres" --version | awk '{print $3}') at $DATABASE_URL" >&2

set +e
"$@"
STATUS=$?
set -e
exit "$STATUS"
