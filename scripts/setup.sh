#!/usr/bin/env bash
# Prepares a fresh machine for `pnpm start` and `pnpm check`: pnpm, the dependencies, Debian's
# Chromium for the browser tests, nginx for `pnpm cluster`, and the local PostgreSQL for the
# API's race tests. Safe to run again; it only installs what is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v pnpm >/dev/null 2>&1; then
  echo "› installing pnpm 10 (corepack cannot verify the registry signature here)"
  npm install -g pnpm@10 >/dev/null
fi

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else return 1; fi; }

if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "› installing Debian's Chromium for the browser tests"
  as_root apt-get update -qq && as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null ||
    echo "! could not install Chromium: browser tests need it at /usr/bin/chromium (or set CHROMIUM_PATH)"
fi

if [ ! -x /usr/sbin/nginx ] || [ ! -e /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ]; then
  echo "› installing nginx and its brotli_static module for \`pnpm cluster\` (deploy/)"
  as_root apt-get update -qq && as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx libnginx-mod-http-brotli-static >/dev/null ||
    echo "! could not install nginx: \`pnpm cluster\` and its tests need nginx and libnginx-mod-http-brotli-static"
fi

if command -v pg_isready >/dev/null 2>&1 && ! pg_isready -h 127.0.0.1 -p 5432 -q; then
  echo "› starting the local PostgreSQL"
  as_root pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n 1)" main start || true
fi

echo "› installing dependencies"
pnpm install --frozen-lockfile
