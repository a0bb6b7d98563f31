#!/usr/bin/env bash
# Makes sure the browser tests can run: Debian's `chromium` and `chromium-driver`
# (installed with apt-get when missing and we are root) and a venv at
# .venv-browser/ holding Selenium from PyPI. When something cannot be had it
# says so LOUDLY on standard error and exits non-zero: never a silent pass.
#
#   scripts/browser/chromium.sh && .venv-browser/bin/python -m unittest discover -s Tests/BrowserTests -v
set -euo pipefail

. "$(dirname "$0")/../lib.sh"
cd "$(dirname "$0")/../.."
VENV=.venv-browser
SELENIUM_VERSION="${SELENIUM_VERSION:-4.27.1}"

fail() {
    {
        echo
        echo "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!"
        echo "!!! BROWSER TESTS CANNOT RUN: $*"
        echo "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!"
        echo
    } >&2
    exit 1
}

chromium_bin() {
    for b in /usr/bin/chromium /usr/bin/chromium-browser; do
        [ -x "$b" ] && { echo "$b"; return 0; }
    done
    return 1
}

missing=()
chromium_bin >/dev/null || missing+=(chromium)
[ -x /usr/bin/chromedriver ] || missing+=(chromium-driver)
# Some font, so that text in screenshots is not empty boxes.
if ! ls /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf >/dev/null 2>&1 \
   && ! ls /usr/share/fonts/truetype/liberation*/LiberationSans-Regular.ttf >/dev/null 2>&1; then
    missing+=(fonts-dejavu-core)
fi

if [ ${#missing[@]} -gt 0 ]; then
    if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
        echo "chromium.sh: installing ${missing[*]} with apt-get ..." >&2
        mkdir -p .build
        apt_install .build/chromium-apt.log "${missing[@]}" \
            || fail "apt-get could not install ${missing[*]} (see .build/chromium-apt.log)"
    else
        fail "missing system packages: ${missing[*]}. Install them as root with: apt-get install ${missing[*]}"
    fi
fi
chromium_bin >/dev/null || fail "no chromium binary after installing (expected /usr/bin/chromium)"
[ -x /usr/bin/chromedriver ] || fail "no /usr/bin/chromedriver after installing chromium-driver"

PY="${PYTHON:-python3}"
command -v "$PY" >/dev/null 2>&1 || fail "no $PY to create the venv $VENV with"
if ! "$VENV/bin/python" -c 'import selenium' >/dev/null 2>&1; then
    echo "chromium.sh: creating $VENV with selenium==$SELENIUM_VERSION from PyPI ..." >&2
    "$PY" -m venv "$VENV" || fail "$PY -m venv $VENV failed (Debian: apt-get install python3-venv)"
    echo '*' > "$VENV/.gitignore"
    "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check "selenium==$SELENIUM_VERSION" \
        || fail "pip could not install selenium==$SELENIUM_VERSION from PyPI into $VENV"
fi
"$VENV/bin/python" -c 'import selenium' 2>/dev/null || fail "selenium does not import in $VENV"

echo "chromium.sh: $("$(chromium_bin)" --version 2>/dev/null | head -1); $(/usr/bin/chromedriver --version | head -1); selenium $("$VENV/bin/python" -c 'import selenium; print(selenium.__version__)')" >&2
