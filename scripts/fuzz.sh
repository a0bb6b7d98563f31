#!/usr/bin/env bash
# Builds the libFuzzer targets in FuzzTesting/ and runs each for FUZZ_SECONDS
# (default 60) from a copy of its seed corpus FuzzTesting/Corpus/<target>/.
# New corpus entries and crash files go to .fuzz/ (gitignored), never into the
# repository. Exits non-zero when any target crashed, leaked, ran out of
# memory or timed out (an input slower than 10 s counts as a hang).
#
#   scripts/fuzz.sh                      # every target, 60 s each
#   FUZZ_SECONDS=600 scripts/fuzz.sh stripper validator
#
# Leak detection is off by default (FUZZ_DETECT_LEAKS=1 turns it on): with the
# Swift 6 toolchain here, LeakSanitizer reports a 4 KiB leak inside
# FoundationEssentials' Data(contentsOf:) on every small-file read, which is
# not ours and would stop every target that reads a file.
#
# Target names: stripper htmlstripper segmenter tokenizer tagger dumpreader validator
# manifest gzip progressstore escaping (or the full FuzzXxx names).
set -uo pipefail
cd "$(dirname "$0")/.."

SWIFT=${SWIFT:-swift}
SECONDS_EACH=${FUZZ_SECONDS:-60}
ALL="stripper htmlstripper segmenter tokenizer tagger dumpreader validator manifest gzip progressstore escaping"
WANTED=${*:-$ALL}

# Per target: binary name and -max_len.
target_info() {
    case "$1" in
        stripper|FuzzStripper)           echo "FuzzStripper 65536" ;;
        htmlstripper|FuzzHtmlStripper)   echo "FuzzHtmlStripper 65536" ;;
        segmenter|FuzzSegmenter)         echo "FuzzSegmenter 16384" ;;
        tokenizer|FuzzTokenizer)         echo "FuzzTokenizer 16384" ;;
        tagger|FuzzTagger)               echo "FuzzTagger 8192" ;;
        dumpreader|FuzzDumpReader)       echo "FuzzDumpReader 32768" ;;
        validator|FuzzValidator)         echo "FuzzValidator 32768" ;;
        manifest|FuzzManifest)           echo "FuzzManifest 16384" ;;
        gzip|FuzzGzip)                   echo "FuzzGzip 16384" ;;
        progressstore|FuzzProgressStore) echo "FuzzProgressStore 65536" ;;
        escaping|FuzzEscaping)           echo "FuzzEscaping 4096" ;;
        *) return 1 ;;
    esac
}

for name in $WANTED; do
    target_info "$name" >/dev/null || { echo "fuzz: unknown target '$name' (known: $ALL)" >&2; exit 2; }
done

echo "fuzz: building FuzzTesting (debug, -sanitize=fuzzer,address)"
"$SWIFT" build -c debug --package-path FuzzTesting \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library 2>&1 \
    | grep -v "Cannot export local symbol" || true
[ "${PIPESTATUS[0]}" -eq 0 ] || { echo "fuzz: build failed" >&2; exit 1; }
BIN=$("$SWIFT" build -c debug --package-path FuzzTesting --show-bin-path \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library)

failed=0
summary=()
for name in $WANTED; do
    read -r target maxlen <<<"$(target_info "$name")"
    work=.fuzz/$target
    mkdir -p "$work/corpus" "$work/artifacts"
    cp -n FuzzTesting/Corpus/"$target"/* "$work/corpus/" 2>/dev/null || true
    log=$work/last-run.log
    echo "fuzz: $target for ${SECONDS_EACH}s (max_len $maxlen), log $log"
    ASAN_OPTIONS="detect_leaks=${FUZZ_DETECT_LEAKS:-0}${ASAN_OPTIONS:+:$ASAN_OPTIONS}" \
    "$BIN/$target" "$work/corpus" \
        -max_total_time="$SECONDS_EACH" -max_len="$maxlen" \
        -rss_limit_mb=2048 -timeout=10 -print_final_stats=1 \
        -detect_leaks="${FUZZ_DETECT_LEAKS:-0}" \
        -artifact_prefix="$work/artifacts/" >"$log" 2>&1
    status=$?
    execs=$(grep -E '^stat::number_of_executed_units' "$log" | awk '{print $2}' | tail -1)
    [ -n "$execs" ] || execs=$(grep -oE '^#[0-9]+' "$log" | tail -1 | tr -d '#')
    if [ $status -eq 0 ]; then
        result="clean"
    else
        failed=1
        artifact=$(grep -oE "Test unit written to [^ ]+" "$log" | tail -1 | sed 's/Test unit written to //')
        kind=$(grep -oE "ERROR: (libFuzzer|AddressSanitizer): [a-z-]+|Fatal error: .*|deadly signal|out-of-memory|timeout" "$log" | head -1)
        result="FOUND (${kind:-exit $status}) ${artifact:+reproducer $artifact}"
    fi
    line=$(printf '%-18s %10s execs  %s' "$target" "${execs:-?}" "$result")
    echo "fuzz: $line"
    summary+=("$line")
done

echo
echo "fuzz summary (${SECONDS_EACH}s per target):"
printf '  %s\n' "${summary[@]}"
exit $failed
