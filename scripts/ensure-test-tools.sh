#!/bin/sh
# Browser tests drive Debian's Chromium, the PDF tests read the PDFs it prints with poppler-utils'
# pdftotext, and the deploying test serves a build through Debian's nginx: install whichever this
# machine does not have yet.
set -e
missing=""
[ -x /usr/bin/chromium ] || missing="$missing chromium"
command -v pdftotext >/dev/null 2>&1 || missing="$missing poppler-utils"
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing="$missing nginx"
if [ -z "$missing" ]; then exit 0; fi
echo "Installing$missing for the browser, PDF and deploying tests…"
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
# apt and debconf talk a lot (debconf's frontend warnings, dpkg's progress): kept in a log that is
# shown only when the install fails.
log=$(mktemp)
# $missing is a list of packages: split into words on purpose.
if ! { $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $missing; } >"$log" 2>&1; then
  cat "$log"
  rm -f "$log"
  echo "Could not install$missing: apt-get's output is above." >&2
  exit 1
fi
rm -f "$log"
# The tests start nginx on a port of their own: one the package may have started on port 80 is stopped.
case "$missing" in *nginx*) if [ -f /run/nginx.pid ]; then $SUDO /usr/sbin/nginx -s quit || true; fi ;; esac
# The package's version, not `chromium --version`: Debian's launcher script prints its own warnings.
dpkg-query -W -f='Installed ${Package} ${Version}\n' $missing
