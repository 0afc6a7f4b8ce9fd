#!/usr/bin/env bash
# Usage: scripts/with-coturn.sh <command...>
#
# Runs <command> with a throwaway TURN server (Debian's coturn) on 127.0.0.1 at a free port, in
# the REST-API credential mode production uses (PROVIDERS.md §10: a shared secret, time-limited
# usernames): exports TURN_URLS=turn:127.0.0.1:<port>?transport=udp,turn:127.0.0.1:<port>?transport=tcp
# and TURN_SECRET, runs the command, then stops the server whatever happens. Exits with the
# command's exit code. Installs coturn with apt-get when it is missing and this runs as root.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 <command...>" >&2
  exit 2
fi

if ! command -v turnserver >/dev/null 2>&1; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "with-coturn: turnserver not found; install coturn (apt-get install -y coturn)" >&2
    exit 1
  fi
  echo "with-coturn: installing coturn with apt-get" >&2
  # A stale package index is the usual reason the first install fails.
  if ! DEBIAN_FRONTEND=noninteractive apt-get install -y coturn >&2; then
    apt-get update >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y coturn >&2
  fi
fi

free_port() {
  node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

TURN_PORT="$(free_port)"
SECRET="$(node -e "console.log(require('crypto').randomBytes(24).toString('hex'))")"
WORK_DIR="$(mktemp -d "${TMPDIR:-/tmp}/arcana-turn.XXXXXX")"
LOG="$WORK_DIR/turnserver.log"

# Loopback peers are refused unless allowed (both browsers of a test are on 127.0.0.1); no TLS,
# DTLS or admin CLI; relay ports from a range above the usual ephemeral ones.
turnserver \
  --use-auth-secret --static-auth-secret="$SECRET" --realm=arcana \
  --listening-ip=127.0.0.1 --relay-ip=127.0.0.1 --listening-port="$TURN_PORT" \
  --min-port=49160 --max-port=49660 \
  --no-tls --no-dtls --no-cli --allow-loopback-peers \
  --pidfile="$WORK_DIR/turnserver.pid" --log-file=stdout --simple-log \
  >"$LOG" 2>&1 &
TURN_PID=$!

cleanup() {
  kill "$TURN_PID" 2>/dev/null || true
  wait "$TURN_PID" 2>/dev/null || true
  rm -rf "$WORK_DIR"
}
trap cleanup EXIT

# Ready when its TCP listener accepts (the UDP one opens at the same moment).
for _ in $(seq 1 100); do
  if node -e "require('net').connect(${TURN_PORT},'127.0.0.1').on('connect',()=>process.exit(0)).on('error',()=>process.exit(1))" 2>/dev/null; then
    break
  fi
  if ! kill -0 "$TURN_PID" 2>/dev/null; then
    echo "with-coturn: turnserver exited:" >&2
    cat "$LOG" >&2
    exit 1
  fi
  sleep 0.1
done

export TURN_URLS="turn:127.0.0.1:${TURN_PORT}?transport=udp,turn:127.0.0.1:${TURN_PORT}?transport=tcp"
export TURN_SECRET="$SECRET"
set +e
"$@"
status=$?
set -e
exit "$status"
