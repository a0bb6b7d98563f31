#!/usr/bin/env bash
# make test-zim: a ZIM of the whole embedded sample made with the real tools and
# read by wikiblanks. The real MediaWiki of the sync tests (scripts/mediawiki.sh)
# renders every sample article (action=parse, with the Cite and ParserFunctions
# extensions, on a server of its own started here and stopped on every exit);
# the real libzim writer (PyPI libzim, in a .venv-zim venv made here) writes the
# archive; zimcheck -A (Debian zim-tools) must pass it. Then: import, import again
# (adds nothing), --jobs 1 and 3 give the same bytes, corpus verify, a batch that
# validates against the archive's records. Prints the import speed. Fails loudly
# when a tool cannot be installed or a step fails.
set -euo pipefail
cd "$(dirname "$0")/../.."
BIN=${WIKIBLANKS_BIN:-.build/debug/wikiblanks}
VENV=.venv-zim
# 3.2.0 bundles libzim 8, whose archives keep the title listing zimcheck 3.1 (Debian bookworm) checks.
LIBZIM_VERSION=${LIBZIM_VERSION:-3.2.0}
MW="${MEDIAWIKI_HOME:-/usr/share/mediawiki}"

fail() { echo "test-zim: $*" >&2; exit 1; }

[ -x "$BIN" ] || fail "$BIN missing; run swift build first"
command -v zimcheck >/dev/null || fail "zimcheck missing (apt-get install zim-tools, or make deps as root)"
if ! "$VENV/bin/python" -c "import libzim.writer" 2>/dev/null; then
    python3 -m venv "$VENV" || fail "cannot create $VENV (install python3-venv)"
    "$VENV/bin/pip" install --quiet "libzim==$LIBZIM_VERSION" || fail "cannot install libzim==$LIBZIM_VERSION from PyPI into $VENV"
fi

# The wiki is installed and the sample imported once by mediawiki.sh; its own server is not needed here.
scripts/mediawiki.sh start
scripts/mediawiki.sh stop
[ -f .mediawiki/wiki/ready ] || fail "MediaWiki is not set up (scripts/mediawiki.sh start could not install it)"

work=$(mktemp -d)
server=""
cleanup() {
    if [ -n "$server" ] && kill -0 "$server" 2>/dev/null; then kill -- "-$server" 2>/dev/null || kill "$server" 2>/dev/null || true; fi
    rm -rf "$work"
}
trap cleanup EXIT

cat >"$work/LocalSettings-zim.php" <<PHP
<?php
require '$PWD/.mediawiki/wiki/LocalSettings.php';
wfLoadExtension('Cite');
wfLoadExtension('ParserFunctions');
PHP
port=$(php -r '$s = stream_socket_server("tcp://127.0.0.1:0"); $n = stream_socket_get_name($s, false); echo substr($n, strrpos($n, ":") + 1);')
MW_CONFIG_FILE="$work/LocalSettings-zim.php" PHP_CLI_SERVER_WORKERS=2 \
    setsid php -S "127.0.0.1:$port" -t "$MW" >"$work/server.log" 2>&1 </dev/null &
server=$!
api="http://127.0.0.1:$port/api.php"
for _ in $(seq 100); do
    php -r 'exit(@file_get_contents($argv[1]) === false ? 1 : 0);' "$api?action=query&meta=siteinfo&format=json" 2>/dev/null && break
    sleep 0.2
done

"$BIN" corpus list --corpus Corpus | cut -f5 >"$work/titles.txt"
"$VENV/bin/python" scripts/zim/fetch_html.py "$api" "$work/articles.jsonl" <"$work/titles.txt"
"$VENV/bin/python" scripts/zim/make_zim.py "$work/articles.jsonl" "$work/sample.zim" wikipedia_en_wikiblanks-sample 2016-05-01 >/dev/null
zimcheck -A "$work/sample.zim" >"$work/zimcheck.log" 2>&1 || { tail -20 "$work/zimcheck.log" >&2; fail "zimcheck -A refuses the archive"; }

articles=$(wc -l <"$work/titles.txt")
"$BIN" import "$work/sample.zim" --corpus "$work/c1" --jobs 1 | tee "$work/import.txt"
grep -q "$articles articles, $articles revisions added" "$work/import.txt" || fail "expected $articles articles imported"
"$BIN" import "$work/sample.zim" --corpus "$work/c1" | grep -q "0 revisions added, $articles already stored" || fail "a second import added revisions"
"$BIN" import "$work/sample.zim" --corpus "$work/c3" --jobs 3 >/dev/null
diff -r --exclude=.lock --exclude=.staging --exclude=manifest.selection "$work/c1" "$work/c3" >/dev/null || fail "--jobs 1 and --jobs 3 made different corpora"
"$BIN" corpus verify --corpus "$work/c1"
batch=$("$BIN" generate --seed zim --count 20 --level 0 --corpus "$work/c1" --out "$work/out" --print-path)
"$BIN" validate "$batch" --corpus "$work/c1"
echo "test-zim: passed ($articles articles; zimcheck -A passes)"
