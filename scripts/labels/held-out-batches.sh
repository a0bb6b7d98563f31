#!/usr/bin/env bash
# Batches for a labelled set of puzzles from articles the slot model never saw,
# as the articles users and judges bring are.
#
# usage: scripts/labels/held-out-batches.sh SEED FOLDS OUT [FOLD_KEY]
#
# The embedded corpus's articles fall into FOLDS folds by the SHA-256 of
# FOLD_KEY (SEED when not given) and the title. For each fold, a slot model is trained without that
# fold's prose (scripts/wiki-prose.py --leave-out) and swapped into a copy of
# the release build, which generates `--seed SEED-L --count 200 --level L`
# for every level; OUT/picked-L.jsonl then holds, per level, the first puzzle
# of each article the fold's own model generated, one per article, from
# every fold. The slot model is the only part that counted the article's
# sentences for its one-solution check; the tagger's self-training and the
# segmenter read them too, and are kept. WIKIBLANKS_BIN names another build
# than the release one (its .resources folders beside it).
set -euo pipefail
cd "$(dirname "$0")/../.."
[ $# -eq 3 ] || [ $# -eq 4 ] || { echo "usage: $0 SEED FOLDS OUT [FOLD_KEY]" >&2; exit 2; }
seed=$1 folds=$2 out=$3 key=${4:-$1}
[[ $folds =~ ^[1-9][0-9]*$ ]] || { echo "held-out-batches: FOLDS must be a whole number of at least 1, not \"$folds\"" >&2; exit 2; }
bin=${WIKIBLANKS_BIN:-.build/release/wikiblanks}
[ -x "$bin" ] || { echo "held-out-batches: $bin missing; run make release" >&2; exit 1; }
mkdir -p "$out"

"$bin" corpus list --corpus Corpus | awk -F'\t' '{print $5}' > "$out/titles.txt"
python3 - "$key" "$folds" "$out" <<'PY'
import hashlib, json, sys
key, folds, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
titles = [line.rstrip("\n") for line in open(f"{out}/titles.txt") if line.strip()]
titles.sort(key=lambda t: hashlib.sha256((key + t).encode()).hexdigest())
for fold in range(folds):
    with open(f"{out}/fold{fold}.jsonl", "w") as file:
        for title in titles[fold::folds]:
            file.write(json.dumps({"title": title}) + "\n")
PY

for fold in $(seq 0 $((folds - 1))); do
    build="$out/build$fold"
    rm -rf "$build" && mkdir -p "$build"
    cp "$bin" "$build/wikiblanks" && cp -r "$(dirname "$bin")"/*.resources "$build/"
    python3 scripts/wiki-prose.py Data/enwiki-sample-2016.xml.gz --leave-out "$out/fold$fold.jsonl" > "$out/prose$fold.txt"
    "$bin" text train-slots --train Data/en_ewt-ud-train.conllu.gz --unlabelled "$out/prose$fold.txt" \
        --out "$build/wikiblanks_BlanksSlots.resources/Resources/slots.model"
    for level in 0 1 2 3 4 5 6; do
        # Exit 2 (fewer puzzles than asked) is expected at the levels a held-out model rarely fills.
        "$build/wikiblanks" generate --seed "$seed-$level" --count 200 --level "$level" --corpus Corpus \
            --out "$out/batches$fold" --force --jobs 2 > /dev/null 2>&1 || [ $? -eq 2 ]
    done
done

python3 - "$folds" "$out" <<'PY'
import glob, json, sys
folds, out = int(sys.argv[1]), sys.argv[2]
for level in range(7):
    first = {}
    for fold in range(folds):
        held_out = {json.loads(line)["title"] for line in open(f"{out}/fold{fold}.jsonl")}
        for batch in sorted(glob.glob(f"{out}/batches{fold}/*-L{level}-*/puzzles.jsonl")):
            for line in open(batch):
                title = json.loads(line)["source"]["title"]
                if title in held_out and title not in first:
                    first[title] = line
    with open(f"{out}/picked-L{level}.jsonl", "w") as file:
        file.writelines(first[title] for title in sorted(first))
    print(f"level {level}: {len(first)} articles")
PY
