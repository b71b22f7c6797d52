#!/bin/sh
# Browser tests drive Debian's Chromium, and the PDF tests read the PDFs it prints with
# poppler-utils' pdftotext: install whichever this machine does not have yet.
set -e
missing=""
[ -x /usr/bin/chromium ] || missing="$missing chromium"
command -v pdftotext >/dev/null 2>&1 || missing="$missing poppler-utils"
if [ -z "$missing" ]; then exit 0; fi
echo "Installing$missing for the browser and PDF tests…"
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
# $missing is a list of packages: split into words on purpose.
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $missing >/dev/null
/usr/bin/chromium --version
pdftotext -v 2>&1 | head -1
