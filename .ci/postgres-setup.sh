#!/usr/bin/env bash
# Makes sure a PostgreSQL accepts connections on 127.0.0.1:5432 as user postgres without a password
# (trust), as the service tests expect. Idempotent: does nothing when it already does.
set -euo pipefail

HOST=127.0.0.1
PORT=5432

ready() {
  if command -v pg_isready >/dev/null 2>&1; then
    pg_isready -q -h "$HOST" -p "$PORT"
  else
    (exec 3<>"/dev/tcp/$HOST/$PORT") 2>/dev/null
  fi
}

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

if ! ready; then
  if ! ls /etc/postgresql/*/main >/dev/null 2>&1; then
    echo "postgres-setup: installing PostgreSQL with apt-get" >&2
    as_root apt-get update -qq
    DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq postgresql >/dev/null
  fi
  for version in $(ls /etc/postgresql); do
    echo "postgres-setup: starting cluster $version/main" >&2
    as_root pg_ctlcluster --skip-systemctl-redirect "$version" main start || true
  done
  for _ in $(seq 1 60); do
    ready && break
    sleep 0.5
  done
fi

if ! ready; then
  echo "postgres-setup: PostgreSQL is not accepting connections on $HOST:$PORT" >&2
  exit 1
fi

if ! psql -h "$HOST" -p "$PORT" -U postgres -d postgres -tAc "select 1" >/dev/null 2>&1; then
  # Password auth on loopback: switch the cluster's host lines to trust (test machines only).
  for hba in /etc/postgresql/*/main/pg_hba.conf; do
    as_root sed -i -E 's/^(host\s+all\s+all\s+(127\.0\.0\.1\/32|::1\/128)\s+)\S+/\1trust/' "$hba"
  done
  for version in $(ls /etc/postgresql); do
    as_root pg_ctlcluster --skip-systemctl-redirect "$version" main reload || true
  done
  sleep 1
  psql -h "$HOST" -p "$PORT" -U postgres -d postgres -tAc "select 1" >/dev/null
fi
echo "postgres-setup: PostgreSQL ready on $HOST:$PORT (user postgres)" >&2
