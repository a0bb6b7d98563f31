#!/usr/bin/env bash
# A real MediaWiki on 127.0.0.1 for the sync integration tests.
#
#   scripts/mediawiki.sh start   install (apt, as root) when missing, set up .mediawiki/ once,
#                                import Data/enwiki-sample-2016.xml.gz, serve it with `php -S`
#                                on a free port, and write the API URL to .mediawiki/url
#   scripts/mediawiki.sh stop    stop that server
#
# When MediaWiki cannot be installed (not root, or no apt-get), `start` prints a loud
# message and exits 0: the integration tests then skip and say so.
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
DIR="$ROOT/.mediawiki"
DUMP="$ROOT/Data/enwiki-sample-2016.xml.gz"
MW="${MEDIAWIKI_HOME:-/usr/share/mediawiki}"  # where Debian installs MediaWiki
PACKAGES=(mediawiki php-sqlite3 php-cli php-intl php-mbstring php-xml)

. "$ROOT/scripts/lib.sh"

installed() {
    [ -f "$MW/maintenance/install.php" ] && command -v php >/dev/null 2>&1 && php -m 2>/dev/null | grep -i '^pdo_sqlite$' >/dev/null
}

install_packages() {
    installed && return 0
    if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
        loud "MediaWiki is not installed and cannot be (needs root and apt-get): the sync integration tests will be SKIPPED. Install: apt-get install ${PACKAGES[*]}"
        return 1
    fi
    echo "mediawiki.sh: installing ${PACKAGES[*]} (a few minutes) ..." >&2
    apt_install "$DIR/apt.log" "${PACKAGES[@]}" \
        || { echo "mediawiki.sh: apt-get install failed; see $DIR/apt.log" >&2; exit 1; }
}

free_port() {
    php -r '$s = stream_socket_server("tcp://127.0.0.1:0"); $n = stream_socket_get_name($s, false); echo substr($n, strrpos($n, ":") + 1);'
}

# Installs the wiki into $DIR/wiki and imports the sample dump; done once, marked by $DIR/wiki/ready.
set_up() {
    [ -f "$DIR/wiki/ready" ] && return 0
    rm -rf "$DIR/wiki"
    mkdir -p "$DIR/wiki"
    echo "mediawiki.sh: installing the wiki and importing $(basename "$DUMP") ..." >&2
    php "$MW/maintenance/install.php" --dbtype=sqlite --dbpath="$DIR/wiki" --dbname=wiki \
        --server="http://127.0.0.1:1" --scriptpath="" --lang=en \
        --pass="wikiblanks-local-test-$(date +%s%N)" --confpath="$DIR/wiki" TestWiki Admin \
        >"$DIR/install.log" 2>&1 || { echo "mediawiki.sh: install.php failed; see $DIR/install.log" >&2; exit 1; }
    # A 1 MiB API result limit: a batch of 50 articles then overflows it, so the client's
    # `continue` handling runs here as it does on Wikipedia (8 MiB, larger articles).
    printf '\n$wgAPIMaxResultSize = 1048576;\n' >>"$DIR/wiki/LocalSettings.php"
    zcat "$DUMP" | MW_CONFIG_FILE="$DIR/wiki/LocalSettings.php" \
        php "$MW/maintenance/importDump.php" --conf "$DIR/wiki/LocalSettings.php" >"$DIR/import.log" 2>&1 \
        || { echo "mediawiki.sh: importDump.php failed; see $DIR/import.log" >&2; exit 1; }
    touch "$DIR/wiki/ready"
}

stop() {
    if [ -f "$DIR/pid" ]; then
        local pid
        pid="$(cat "$DIR/pid")"
        # Only our own server: the pid file names the php process this script started.
        if kill -0 "$pid" 2>/dev/null && grep -q 'php' "/proc/$pid/cmdline" 2>/dev/null; then
            # setsid made it a process group leader: this ends its worker processes too.
            kill -- "-$pid" 2>/dev/null || kill "$pid" 2>/dev/null || true
            for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
        fi
        rm -f "$DIR/pid"
    fi
    rm -f "$DIR/url"
}

start() {
    mkdir -p "$DIR"
    stop
    install_packages || exit 0
    set_up
    local port url
    port="$(free_port)"
    sed -i "s|^\$wgServer = .*|\$wgServer = \"http://127.0.0.1:$port\";|" "$DIR/wiki/LocalSettings.php"
    MW_CONFIG_FILE="$DIR/wiki/LocalSettings.php" PHP_CLI_SERVER_WORKERS=4 \
        setsid php -S "127.0.0.1:$port" -t "$MW" >"$DIR/server.log" 2>&1 </dev/null &
    echo $! >"$DIR/pid"
    url="http://127.0.0.1:$port/api.php"
    for _ in $(seq 100); do
        if php -r 'exit(@file_get_contents($argv[1]) === false ? 1 : 0);' "$url?action=query&meta=siteinfo&format=json" 2>/dev/null; then
            echo "$url" >"$DIR/url"
            echo "mediawiki.sh: MediaWiki serving the sample at $url" >&2
            return 0
        fi
        sleep 0.2
    done
    echo "mediawiki.sh: the server did not answer at $url; see $DIR/server.log" >&2
    stop
    exit 1
}

case "${1:-}" in
    start) start ;;
    stop) stop ;;
    *) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
