#!/usr/bin/env bash
# Prepares what the test suite needs beyond npm packages: a running PostgreSQL on 127.0.0.1:5432 and
# Debian's Chromium for the dashboard's browser tests. Idempotent; each step is skipped when already done.
set -euo pipefail
cd "$(dirname "$0")/.."
for setup in .ci/postgres-setup.sh .ci/browser-setup.sh; do
  if [ -f "$setup" ]; then
    bash "$setup"
  fi
done
