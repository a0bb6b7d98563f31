#!/usr/bin/env bash
# Runs a build command (swift build …) with its hundreds of progress lines summarised:
# on a terminal one line redrawn in place ("[412/863] Compiling …"), otherwise nothing
# until the end; then one line with the time taken. Every line goes to LOG (the first
# argument) for whoever wants them; on failure the error lines and the end of the log are
# printed and the build's exit status is kept.
set -uo pipefail

log="$1"
shift
mkdir -p "$(dirname "$log")"
started=$(date +%s)
echo "building: $* (every line in $log)" >&2
if [ -t 2 ]; then
    "$@" 2>&1 | tee "$log" | while IFS= read -r line; do
        case "$line" in
            \[*\]*) printf '\r\033[K%s' "${line:0:$(( ${COLUMNS:-80} - 1 ))}" >&2 ;;
        esac
    done
    status=${PIPESTATUS[0]}
    printf '\r\033[K' >&2
else
    "$@" >"$log" 2>&1
    status=$?
fi
elapsed=$(( $(date +%s) - started ))
if [ "$status" -ne 0 ]; then
    grep -E "error:" "$log" | sort -u | head -n 40 >&2
    echo "--- the end of $log:" >&2
    tail -n 20 "$log" >&2
    echo "build failed after ${elapsed} s (exit $status)" >&2
    exit "$status"
fi
steps=$(grep -cE '^\[[0-9]+/[0-9]+\]' "$log" || true)
[ "$steps" -eq 1 ] && noun=step || noun=steps
echo "built in ${elapsed} s (${steps} ${noun})" >&2
