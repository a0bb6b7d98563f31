# Shell helpers the scripts share. Source it from a script with
#   . "$ROOT/scripts/lib.sh"          (ROOT: the repository, found from $0)
#   . "$(dirname "$0")/../lib.sh"     (before any cd, from scripts/<area>/)
# It defines functions only and sets no shell options.

# The name a script's messages carry: the file name of the script that sourced this.
LIB_SCRIPT_NAME=$(basename "$0")

# loud LINE...: a banner on standard error, so what a run cannot do is never
# lost among build lines (a skipped part, a missing package).
loud() {
    echo "################################################################################" >&2
    local line
    for line in "$@"; do echo "## $LIB_SCRIPT_NAME: $line" >&2; done
    echo "################################################################################" >&2
}

# apt_install LOG PACKAGE...: installs PACKAGEs with apt-get, output to LOG. A
# fresh machine has no package lists, so when the first attempt fails it runs
# `apt-get update` once and tries again. Returns apt-get's status.
apt_install() {
    local log=$1
    shift
    DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "$@" >"$log" 2>&1 \
        || { DEBIAN_FRONTEND=noninteractive apt-get update >>"$log" 2>&1 \
             && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "$@" >>"$log" 2>&1; }
}
