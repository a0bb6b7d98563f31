#!/usr/bin/env bash
# End-to-end test of the Slurm scale-out on a real single-node Slurm (scripts/slurm/cluster.sh):
# generates a batch directly, then again as a Slurm array of 4 shards (generate.sbatch) and a
# merge job that depends on it (merge.sbatch, --dependency=afterok), and compares the merged
# puzzles.jsonl and manifest.json with the direct ones byte for byte. The cluster is stopped on
# every exit. Ends with `slurm: 1 passed, 0 failed` (exit 0) or `slurm: 0 passed, 1 failed`.
#
#   WIKIBLANKS_BIN             the binary (.build/release/wikiblanks)
#   WIKIBLANKS_CORPUS          the corpus (Corpus)
#   WIKIBLANKS_SLURM_DEADLINE  seconds to wait for the jobs (300)
#   WIKIBLANKS_SLURM_OPTIONAL  1: when Slurm cannot be installed here (not root, no apt-get, or
#                              the install fails), say so loudly and exit 0 instead of failing
set -uo pipefail

ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
HERE="$ROOT/scripts/slurm"
absolute() { case "$1" in /*) echo "$1" ;; *) echo "$PWD/$1" ;; esac; }
BIN="$(absolute "${WIKIBLANKS_BIN:-$ROOT/.build/release/wikiblanks}")"
CORPUS="$(absolute "${WIKIBLANKS_CORPUS:-$ROOT/Corpus}")"
DEADLINE="${WIKIBLANKS_SLURM_DEADLINE:-300}"
SEED="slurm-test"
COUNT=100
LEVEL=0
SHARDS=4
WORK="$ROOT/.slurm/test"
START=$(date +%s)

say() { echo "test.sh: $*" >&2; }
. "$ROOT/scripts/lib.sh"
finish() {   # finish PASSED|FAILED reason
    local elapsed=$(( $(date +%s) - START ))
    if [ "$1" = PASSED ]; then
        echo "slurm: PASS — $2 (${elapsed}s)"
        echo "slurm: 1 passed, 0 failed"
        exit 0
    fi
    loud "FAIL: $2"
    echo "slurm: FAIL — $2 (${elapsed}s)"
    echo "slurm: 0 passed, 1 failed"
    exit 1
}
job_logs() {
    local f
    for f in "$WORK"/logs/*.out; do
        [ -f "$f" ] || continue
        echo "---- $f ----" >&2
        tail -n 20 "$f" >&2
    done
}

[ -x "$BIN" ] || finish FAILED "no wikiblanks binary at $BIN (build it: swift build -c release --product wikiblanks, or set WIKIBLANKS_BIN)"
[ -f "$CORPUS/manifest.jsonl" ] || finish FAILED "no corpus at $CORPUS (set WIKIBLANKS_CORPUS)"

# --- the cluster, stopped on any exit -------------------------------------------------------
trap '"$HERE/cluster.sh" stop >/dev/null 2>&1 || loud "cluster.sh stop FAILED: daemons may be left (see .slurm/run/)"' EXIT
trap 'exit 130' INT TERM
"$HERE/cluster.sh" start
status=$?
if [ $status -eq 3 ]; then
    if [ "${WIKIBLANKS_SLURM_OPTIONAL:-0}" = 1 ]; then
        loud "SKIPPED: Slurm is not installed and cannot be installed here (see above)." \
             "The Slurm scale-out test did NOT run."
        echo "slurm: 0 passed, 0 failed, 1 SKIPPED (Slurm cannot be installed here)"
        exit 0
    fi
    finish FAILED "Slurm is not installed and cannot be installed here"
fi
[ $status -eq 0 ] || finish FAILED "the Slurm cluster did not start (cluster.sh start exited $status)"
export SLURM_CONF="$ROOT/.slurm/etc/slurm.conf"

rm -rf "$WORK"
mkdir -p "$WORK/logs"

# --- the batch made directly -----------------------------------------------------------------
say "generating the batch directly: seed $SEED, $COUNT puzzles, level $LEVEL ..."
direct="$("$BIN" generate --seed "$SEED" --count "$COUNT" --level "$LEVEL" --corpus "$CORPUS" \
    --out "$WORK/direct" --print-path 2>"$WORK/logs/direct.out")" \
    || { tail -n 20 "$WORK/logs/direct.out" >&2; finish FAILED "wikiblanks generate (unsharded) failed"; }
batch="$(basename "$direct")"

# --- the same batch through Slurm ------------------------------------------------------------
export WIKIBLANKS_BIN="$BIN" WIKIBLANKS_CORPUS="$CORPUS" WIKIBLANKS_SEED="$SEED" \
    WIKIBLANKS_COUNT="$COUNT" WIKIBLANKS_LEVEL="$LEVEL" \
    WIKIBLANKS_SHARDS="$WORK/shards" WIKIBLANKS_OUT="$WORK/merged"
unset WIKIBLANKS_SHARD
gen="$(timeout 30 sbatch --parsable --chdir="$WORK" --array=0-$((SHARDS - 1)) \
    --output="$WORK/logs/generate-%A_%a.out" "$HERE/generate.sbatch")" \
    || finish FAILED "sbatch generate.sbatch failed"
gen="${gen%%;*}"
# --kill-on-invalid-dep: when a shard fails the merge is cancelled, not left pending forever.
merge="$(timeout 30 sbatch --parsable --chdir="$WORK" --dependency=afterok:"$gen" --kill-on-invalid-dep=yes \
    --output="$WORK/logs/merge-%j.out" "$HERE/merge.sbatch")" \
    || finish FAILED "sbatch merge.sbatch failed"
merge="${merge%%;*}"
say "submitted generate.sbatch as array job $gen (--array=0-$((SHARDS - 1))) and merge.sbatch as job $merge (afterok:$gen)"

# The job's state, from the controller (no accounting database here, so no sacct); a finished
# job stays visible for MinJobAge (600 s in cluster.sh's config).
job_states() { timeout 10 scontrol -o show job "$1" 2>/dev/null | sed -n 's/.*JobState=\([A-Z_]*\).*/\1/p'; }
# The array tasks that did not complete, e.g. " 7_2 FAILED 7_3 RUNNING".
unfinished_tasks() {
    timeout 10 scontrol -o show job "$gen" 2>/dev/null | awk '{
        delete f
        for (i = 1; i <= NF; i++) { k = $i; sub(/=.*/, "", k); v = $i; sub(/^[^=]*=/, "", v); f[k] = v }
        if (f["JobState"] != "COMPLETED") printf " %s_%s %s", f["ArrayJobId"], f["ArrayTaskId"], f["JobState"]
    }'
}

deadline=$(( $(date +%s) + DEADLINE ))
while :; do
    state="$(job_states "$merge")"
    case "$state" in
        COMPLETED) break ;;
        FAILED|CANCELLED|TIMEOUT|NODE_FAIL|OUT_OF_MEMORY|PREEMPTED|BOOT_FAIL|DEADLINE)
            job_logs
            finish FAILED "the merge job $merge ended $state; generate tasks not completed:$(unfinished_tasks)" ;;
    esac
    if [ "$(date +%s)" -ge "$deadline" ]; then
        timeout 10 squeue >&2
        job_logs
        finish FAILED "the jobs did not finish within ${DEADLINE}s (merge job: ${state:-unknown}; generate tasks not completed:$(unfinished_tasks))"
    fi
    sleep 1
done
bad="$(unfinished_tasks)"
[ -z "$bad" ] || { job_logs; finish FAILED "generate array job $gen: tasks not completed:$bad"; }

# --- compare ---------------------------------------------------------------------------------
merged="$WORK/merged/$batch"
[ -d "$merged" ] || { job_logs; finish FAILED "no merged batch at $merged"; }
shard_lines=0
for f in "$WORK"/shards/"$batch".shard-*-of-"$SHARDS"/puzzles.jsonl; do
    shard_lines=$(( shard_lines + $(wc -l <"$f") ))
done
say "the $SHARDS shards wrote $shard_lines puzzles for a batch of $COUNT"
# Shards do their share: their quotas add up to ⌈1.25 × count⌉, whatever the corpus.
[ "$shard_lines" -le $(( (COUNT * 5 + 3) / 4 )) ] \
    || finish FAILED "the shards wrote $shard_lines puzzles, more than 1.25 × $COUNT"
for f in puzzles.jsonl manifest.json; do
    cmp "$direct/$f" "$merged/$f" >&2 \
        || finish FAILED "merged $f differs from the unsharded one ($merged/$f vs $direct/$f)"
done
finish PASSED "$COUNT puzzles in $SHARDS Slurm array tasks + a dependent merge: puzzles.jsonl and manifest.json byte-identical to the unsharded batch"
