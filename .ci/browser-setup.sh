#!/usr/bin/env sh
# Installs Debian's headless-capable Chromium for the dashboard end-to-end test (test/e2e-dashboard.test.ts).
# Idempotent: does nothing when /usr/bin/chromium already exists. Needs root (or sudo) for apt-get.
set -eu
if [ -x /usr/bin/chromium ]; then
  echo "chromium already installed: $(/usr/bin/chromium --version 2>/dev/null || echo /usr/bin/chromium)"
  exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update
$SUDO apt-get install -y chromium
/usr/bin/chromium --version
