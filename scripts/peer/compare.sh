#!/usr/bin/env bash
# make bench-peer: `wikiblanks generate` against the Python peer a user would
# write (scripts/peer/peer.py: wikiextractor + pySBD + a spaCy small tagger),
# on a 500-puzzle batch drawn from 1,060 real articles (the sample dump ten
# times over, as `make bench` imports it). Both are timed as whole processes,
# start-up included, each $PEER_RUNS (3) times, the least time kept. en_core_web_sm is not on PyPI, so the peer's tagger is
# spaCy's small architecture (tok2vec + tagger, scripts/peer/tagger.cfg)
# trained here on EWT train, once, into .build/peer/tagger. Fails loudly when
# a part cannot be had.
set -euo pipefail
cd "$(dirname "$0")/../.."
BIN=${WIKIBLANKS_BIN:-.build/release/wikiblanks}
VENV=.venv-peer
MODEL=.build/peer/tagger
COUNT=${PEER_COUNT:-500}
RUNS=${PEER_RUNS:-3}
JOBS=$(nproc)

fail() { echo "bench-peer: $*" >&2; exit 1; }
[ -x "$BIN" ] || fail "$BIN missing; run swift build -c release --product wikiblanks"
if ! "$VENV/bin/python" -c "import spacy, pysbd, wikiextractor" 2>/dev/null; then
    python3 -m venv "$VENV" || fail "cannot create $VENV (install python3-venv)"
    "$VENV/bin/pip" install --quiet "spacy==3.8.18" "pysbd==0.3.4" "wikiextractor==3.1.0" \
        || fail "cannot install spacy, pysbd and wikiextractor from PyPI into $VENV"
fi
if [ ! -f "$MODEL/meta.json" ]; then
    echo "bench-peer: training the peer's spaCy tagger on EWT train (once; a few minutes)" >&2
    mkdir -p .build/peer
    zcat Data/en_ewt-ud-train.conllu.gz > .build/peer/train.conllu
    zcat Data/en_ewt-ud-dev.conllu.gz > .build/peer/dev.conllu
    "$VENV/bin/python" -m spacy convert .build/peer/train.conllu .build/peer -n 10 >/dev/null || fail "spacy convert failed"
    "$VENV/bin/python" -m spacy convert .build/peer/dev.conllu .build/peer -n 10 >/dev/null || fail "spacy convert failed"
    "$VENV/bin/python" -m spacy train scripts/peer/tagger.cfg --paths.train .build/peer/train.spacy \
        --paths.dev .build/peer/dev.spacy --output .build/peer/training --system.seed 1 > .build/peer/train.log 2>&1 \
        || fail "spacy train failed (see .build/peer/train.log)"
    rm -rf "$MODEL" && cp -r .build/peer/training/model-last "$MODEL"
fi
accuracy=$("$VENV/bin/python" -c "import json,sys; print(round(100*json.load(open(sys.argv[1]))['performance']['tag_acc'],2))" "$MODEL/meta.json")

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$VENV/bin/python" scripts/peer/repeat_dump.py Data/enwiki-sample-2016.xml.gz 10 "$work/real10.xml" || fail "cannot write the ten-fold dump"

# "wall cpu": seconds of wall time and of CPU time (user + system) of a command, its output discarded
timed() {
    python3 - "$work/stderr" "$@" <<'PY' || fail "failed: $*"
import resource, subprocess, sys, time
start = time.perf_counter()
with open(sys.argv[1], "w") as errors:
    status = subprocess.call(sys.argv[2:], stdout=subprocess.DEVNULL, stderr=errors)
wall = time.perf_counter() - start
usage = resource.getrusage(resource.RUSAGE_CHILDREN)
if status != 0:
    sys.stderr.write(open(sys.argv[1]).read())
    sys.exit(1)
print(f"{wall:.3f} {usage.ru_utime + usage.ru_stime:.3f}")
PY
}
calc() { python3 -c "print($1)"; }

times=$(timed "$BIN" import "$work/real10.xml" --corpus "$work/corpus" --jobs "$JOBS")
read -r import_wall import_cpu <<< "$times"
# "wall cpu": the least wall time and the least CPU time of $RUNS runs (other work on the
# machine only ever adds to either); the peer is run as many times as wikiblanks.
best() {
    local label=$1; shift
    local runs=() run
    for run in $(seq "$RUNS"); do
        runs+=("$(timed "${@//@RUN@/$label$run}")")
    done
    printf '%s\n' "${runs[@]}" | python3 -c '
import sys
rows = [tuple(map(float, line.split())) for line in sys.stdin if line.strip()]
print(f"{min(r[0] for r in rows):.3f} {min(r[1] for r in rows):.3f}")'
}

times=$(best one "$BIN" generate --seed peer --count "$COUNT" --jobs 1 --corpus "$work/corpus" --out "$work/@RUN@")
read -r one_wall one_cpu <<< "$times"
times=$(best every "$BIN" generate --seed peer --count "$COUNT" --jobs "$JOBS" --corpus "$work/corpus" --out "$work/@RUN@")
read -r every_wall every_cpu <<< "$times"
diff -rq "$work/one1" "$work/every1" >/dev/null || fail "--jobs 1 and --jobs $JOBS gave different puzzles"
times=$(best peer "$VENV/bin/python" scripts/peer/peer.py "$work/real10.xml" --count "$COUNT" --seed peer --model "$MODEL" --out "$work/@RUN@.jsonl")
read -r peer_wall peer_cpu <<< "$times"
made=$(wc -l < "$work/peer1.jsonl")
[ "$made" -eq "$COUNT" ] || fail "the peer made $made of $COUNT puzzles"

echo "best of $RUNS runs each:"
printf 'peer: %d puzzles from 1,060 real articles: %.2f s wall, %.2f s CPU (python peer.py; spaCy small tagger trained here, EWT dev tag accuracy %s %%)\n' \
    "$COUNT" "$peer_wall" "$peer_cpu" "$accuracy"
printf 'wikiblanks: generate %d puzzles: %.2f s wall, %.2f s CPU --jobs 1; %.2f s wall --jobs %d; import of the dump %.2f s wall, %.2f s CPU\n' \
    "$COUNT" "$one_wall" "$one_cpu" "$every_wall" "$JOBS" "$import_wall" "$import_cpu"
printf 'ratio: %.0f× wall (generate --jobs %d), %.0f× CPU (--jobs 1), %.0f× wall (import + generate --jobs %d); aim ≥ 70×\n' \
    "$(calc "$peer_wall / $every_wall")" "$JOBS" "$(calc "$peer_cpu / $one_cpu")" "$(calc "$peer_wall / ($import_wall + $every_wall)")" "$JOBS"
