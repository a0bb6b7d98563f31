# wikiblanks — see README.md. Every target installs or checks what it needs.
SWIFT ?= swift
BIN_DEBUG   = .build/debug/wikiblanks
BIN_RELEASE = .build/release/wikiblanks
CORPUS ?= Corpus
## Release builds link the Swift runtime and Foundation statically: no shared
## libraries to load and relocate, a third of `generate --count 1`'s start-up.
RELEASE = -c release --static-swift-stdlib

.PHONY: help build release run test lint format docs-examples test-anki test-qti test-print test-zim test-browser test-slurm test-scale bench bench-callgrind bench-peer bench-scale corpus eval deps clean fuzz train-tagger eval-tagger train-segmenter train-slots synonyms

## List the targets, each with the first line of the comment above it.
help:
	@awk '/^## / { if (!doc) doc = substr($$0, 4); next } /^[A-Z_]+ *[?:+]?=/ || /^\.PHONY/ { next } /^[a-z][a-z-]*:/ && doc { sub(/:.*/, "", $$1); printf "  %-16s %s\n", $$1, doc } { doc = "" }' $(MAKEFILE_LIST)

## Build the debug binary.
build: deps
	$(SWIFT) build

## Build the release binary; its progress lines are summarised (scripts/quiet-build.sh),
## all of them are in .build/release-build.log.
release: deps
	@scripts/quiet-build.sh .build/release-build.log $(SWIFT) build $(RELEASE) --product wikiblanks

## Install the release binary with its resources: PREFIX/bin/wikiblanks is a link to
## PREFIX/lib/wikiblanks/wikiblanks, beside which the resource bundles sit (scripts/install.sh).
PREFIX ?= /usr/local
.PHONY: install uninstall
install: release
	@scripts/install.sh install .build/release $(DESTDIR)$(PREFIX)

## Remove what make install put under PREFIX.
uninstall:
	@scripts/install.sh uninstall $(DESTDIR)$(PREFIX)

SEED  ?= nightly
COUNT ?= 100
LEVEL ?= 0

## The main job on the embedded corpus: check the import, verify the corpus,
## generate a batch into Output/ and validate it against its sources.
run: release
	$(BIN_RELEASE) import Data/enwiki-sample-2016.xml.gz --corpus $(CORPUS)
	$(BIN_RELEASE) corpus verify --corpus $(CORPUS)
	@batch=$$($(BIN_RELEASE) generate --seed "$(SEED)" --count $(COUNT) --level $(LEVEL) \
	        --corpus $(CORPUS) --out Output --force --print-path) \
	  && $(BIN_RELEASE) validate "$$batch" --corpus $(CORPUS) \
	  && echo "batch: $$batch (play it with: $(BIN_RELEASE) play --batch $$batch)"

## Rebuild the embedded corpus from the sample dump, with its attribution page
## and word frequencies. Its selection sidecar is left out: a checkout is another
## index file, so the sidecar would be stale (generate reads the 106 lines instead).
corpus: release
	rm -rf Corpus.new
	$(BIN_RELEASE) import Data/enwiki-sample-2016.xml.gz --corpus Corpus.new
	$(BIN_RELEASE) corpus attribution --corpus Corpus.new > Corpus.new/ATTRIBUTION.md
	$(BIN_RELEASE) stats --word-frequencies --corpus Corpus.new
	rm -rf Corpus.new/.staging Corpus.new/.lock Corpus.new/manifest.selection Corpus && mv Corpus.new Corpus

SWIFT_FILES = Sources Tests FuzzTesting Package.swift

## Check every Swift file against .swift-format (line length 120) with the toolchain's
## swift-format; fails on any finding. `make format` rewrites the files to match.
lint:
	@$(SWIFT) format --version >/dev/null 2>&1 || { echo "make lint: 'swift format' is missing; it ships with the Swift 6 toolchain" >&2; exit 1; }
	$(SWIFT) format lint --strict --recursive --parallel $(SWIFT_FILES)

## Rewrite every Swift file in the format of .swift-format.
format:
	$(SWIFT) format format --in-place --recursive --parallel $(SWIFT_FILES)

## All tests (installs zlib1g-dev when missing and we are root), after the format check
## (make lint). The sync integration tests run against a real MediaWiki that scripts/mediawiki.sh
## installs and starts, and that is stopped afterwards even when tests fail.
test: deps lint
	$(SWIFT) build
	$(SWIFT) build --build-tests
	@scripts/mediawiki.sh start
	@status=0; WIKIBLANKS_MEDIAWIKI_URL="$$(cat .mediawiki/url 2>/dev/null)" $(SWIFT) test --skip-build || status=$$?; \
	scripts/mediawiki.sh stop; [ $$status -eq 0 ] || exit $$status; \
	$(MAKE) --no-print-directory test-anki && \
	$(MAKE) --no-print-directory test-qti && \
	$(MAKE) --no-print-directory test-print && \
	$(MAKE) --no-print-directory test-zim && \
	$(MAKE) --no-print-directory test-browser

## Rewrite the output the docs' examples show to what their commands print now.
## README.md and docs/*.md, by the docs test in rewrite mode (WIKIBLANKS_DOCS_REWRITE=1); then lists
## the files it changed: read `git diff` before committing. A failing command is never written.
docs-examples: deps
	$(SWIFT) build --build-tests
	@status=0; WIKIBLANKS_DOCS_REWRITE=1 $(SWIFT) test --skip-build --filter DocExamplesTests || status=$$?; \
	git diff --stat README.md docs/; exit $$status

## The Anki export imported by the real Anki backend (PyPI `anki`, in a .venv-anki
## venv it creates): notes, cards, cloze answers, a second import adding nothing.
## Fails loudly when the venv cannot be made.
test-anki: build
	WIKIBLANKS_BIN=$(BIN_DEBUG) WIKIBLANKS_CORPUS=$(CORPUS) scripts/anki/test.sh

## QTI packages of a 20-puzzle batch validated against the official IMS QTI 2.1 and
## Content Packaging XSDs (scripts/qti/xsd/) by PyPI `xmlschema` in a .venv-qti venv
## it creates, and tampered copies that must fail. Fails loudly when the venv cannot be made.
test-qti: build
	WIKIBLANKS_BIN=$(BIN_DEBUG) WIKIBLANKS_CORPUS=$(CORPUS) scripts/qti/test.sh

## The worksheet of a 20-puzzle batch printed to PDF by headless Chromium and read back with
## pdftotext (poppler-utils, installed as root when missing): words, blank numbers, licence,
## key, page count; byte-identical across runs. Fails loudly when it cannot run.
test-print: build
	WIKIBLANKS_BIN=$(BIN_DEBUG) WIKIBLANKS_CORPUS=$(CORPUS) scripts/print/test.sh

## Kiwix ZIM import on a ZIM of the whole sample made by the real tools: the real MediaWiki
## renders it, the real libzim writer (PyPI `libzim`, in a .venv-zim venv it creates) writes
## it, zimcheck passes it; then import, import again, --jobs, verify, generate, validate.
test-zim: build
	WIKIBLANKS_BIN=$(BIN_DEBUG) scripts/zim/test.sh

## The offline web player in real headless Chromium (docs/player.md). Installs
## chromium and chromium-driver (as root) and a Selenium venv; fails loudly otherwise.
## Both games: the memory game by real pointer drags at phone and desktop sizes, scored against `play`.
test-browser: build
	scripts/browser/chromium.sh
	.venv-browser/bin/python -m unittest discover -s Tests/BrowserTests -v

## Scale-out on a real Slurm: a single-node cluster on 127.0.0.1 (scripts/slurm/cluster.sh
## installs slurm-wlm and munge when missing, as root), an array of 4 shards and a dependent
## merge compared byte for byte with the unsharded batch; the daemons stop on every exit.
test-slurm: build
	WIKIBLANKS_BIN=$(BIN_DEBUG) WIKIBLANKS_CORPUS=$(CORPUS) scripts/slurm/test.sh

## Speed and memory, in a release build, and instructions per puzzle counted by
## valgrind's callgrind (a stripped copy of the release bench binary; said loudly when valgrind is missing).
bench: deps
	$(SWIFT) build $(RELEASE) --product wikiblanks
	$(SWIFT) build $(RELEASE) --product wikiblanks-bench
	.build/release/wikiblanks-bench

## Only the callgrind counts: instructions per puzzle, in all and for each stage, and at start-up.
bench-callgrind: deps
	$(SWIFT) build $(RELEASE) --product wikiblanks
	$(SWIFT) build $(RELEASE) --product wikiblanks-bench
	.build/release/wikiblanks-bench callgrind

## Against the Python peer a user would write (wikiextractor + pySBD + a spaCy small tagger,
## in a .venv-peer venv it creates; the tagger is trained once on EWT train): a 500-puzzle
## batch from 1,060 real articles, both as whole processes; prints the ratio.
bench-peer: deps
	$(SWIFT) build $(RELEASE) --product wikiblanks
	scripts/peer/compare.sh

## Growth with the corpus: import, verify, list and generate (a fixed batch; the fastest of a few runs) on corpora
## of 10⁵ and 10⁶ made-up small pages: time per revision, peak memory of each step, and
## the ratio of each per size step. 10⁷ too (about 40 GB of small files):
## make bench-scale SCALE_SIZES="100000 1000000 10000000"
SCALE_SIZES ?= 100000 1000000
bench-scale: deps
	$(SWIFT) build $(RELEASE) --product wikiblanks-bench
	.build/release/wikiblanks-bench scale $(SCALE_SIZES)

## Generate's peak memory pinned at 10⁵ made-up pages (under 80 MiB; the batch the same bytes
## through the index's selection sidecar, without it and with a stale one, none written by
## generate): a release build and a few minutes of import, so not part of make test.
test-scale: deps
	$(SWIFT) build $(RELEASE) --product wikiblanks-bench
	.build/release/wikiblanks-bench scale-pin 100000

## Quality of the text pipeline: markup leaks over the corpus, sentence boundaries on EWT dev
## and on the hand-checked corpus set (Data/segmentation/); the rules of a word worth asking
## on the hand-labelled blanks (BLANKS_SET), and the slot scorer on EWT dev's confusion sets
## and against the same blanks; the same on the blanks labelled from later generators' own
## batches (Data/blanks/blanks-rules3.jsonl, blanks-rules4.jsonl, blanks-rules7.jsonl and
## blanks-rules7b.jsonl from articles no earlier set labelled, then blanks-rules8.jsonl to
## blanks-rules11.jsonl), whose first lines are what a teacher found in them: blanks
## not worth asking, with another option, passages with a defect.
## Last, the puzzles of articles the slot model never saw (blanks-heldout.jsonl,
## blanks-heldout-rules5.jsonl, blanks-heldout-rules12.jsonl, blanks-heldout-rules15.jsonl and
## blanks-heldout-rules15b.jsonl:
## what a teacher found in them),
## and the slot scorer as it judges such articles: a model trained without the labelled
## articles (the shipped one counted their own sentences, which flatters the answer).
BLANKS_SET ?= Data/blanks/blanks.jsonl
BLANKS_LABELLED = $(addprefix Data/blanks/,blanks.jsonl blanks-rules3.jsonl blanks-rules4.jsonl blanks-heldout.jsonl blanks-heldout-rules5.jsonl)
HELD_OUT_SLOTS = .build/slots-held-out.model
eval: release
	$(BIN_RELEASE) text eval-strip --corpus $(CORPUS)
	$(BIN_RELEASE) text eval-gate --labels Data/passages/paragraphs.jsonl --corpus $(CORPUS)
	zcat Data/en_ewt-ud-dev.conllu.gz | $(BIN_RELEASE) text eval-segment
	$(BIN_RELEASE) text eval-segment --test-set Data/segmentation/corpus-sentences.jsonl
	$(BIN_RELEASE) text eval-targets --test-set $(BLANKS_SET) --corpus $(CORPUS)
	$(BIN_RELEASE) text eval-slots Data/en_ewt-ud-dev.conllu.gz --test-set $(BLANKS_SET)
	$(BIN_RELEASE) text eval-targets --test-set Data/blanks/blanks-rules3.jsonl --corpus $(CORPUS)
	$(BIN_RELEASE) text eval-slots --test-set Data/blanks/blanks-rules3.jsonl
	$(BIN_RELEASE) text eval-targets --test-set Data/blanks/blanks-rules4.jsonl --corpus $(CORPUS)
	$(BIN_RELEASE) text eval-slots --test-set Data/blanks/blanks-rules4.jsonl
	$(BIN_RELEASE) text eval-targets --test-set Data/blanks/blanks-heldout.jsonl --corpus $(CORPUS)
	$(BIN_RELEASE) text eval-targets --test-set Data/blanks/blanks-heldout-rules5.jsonl --corpus $(CORPUS)
	$(BIN_RELEASE) text eval-targets --test-set Data/blanks/blanks-rules7.jsonl --corpus $(CORPUS)
	$(BIN_RELEASE) text eval-slots --test-set Data/blanks/blanks-rules7.jsonl
	$(BIN_RELEASE) text eval-targets --test-set Data/blanks/blanks-rules7b.jsonl --corpus $(CORPUS)
	$(BIN_RELEASE) text eval-slots --test-set Data/blanks/blanks-rules7b.jsonl
	$(BIN_RELEASE) text eval-targets --test-set Data/blanks/blanks-rules8.jsonl --corpus $(CORPUS)
	$(BIN_RELEASE) text eval-slots --test-set Data/blanks/blanks-rules8.jsonl
	$(BIN_RELEASE) text eval-targets --test-set Data/blanks/blanks-rules9.jsonl --corpus $(CORPUS)
	$(BIN_RELEASE) text eval-slots --test-set Data/blanks/blanks-rules9.jsonl
	$(BIN_RELEASE) text eval-targets --test-set Data/blanks/blanks-rules10.jsonl --corpus $(CORPUS)
	$(BIN_RELEASE) text eval-slots --test-set Data/blanks/blanks-rules10.jsonl
	$(BIN_RELEASE) text eval-targets --test-set Data/blanks/blanks-rules11.jsonl --corpus $(CORPUS)
	$(BIN_RELEASE) text eval-slots --test-set Data/blanks/blanks-rules11.jsonl
	$(BIN_RELEASE) text eval-targets --test-set Data/blanks/blanks-heldout-rules12.jsonl --corpus $(CORPUS)
	$(BIN_RELEASE) text eval-targets --test-set Data/blanks/blanks-heldout-rules15.jsonl --corpus $(CORPUS)
	$(BIN_RELEASE) text eval-targets --test-set Data/blanks/blanks-heldout-rules15b.jsonl --corpus $(CORPUS)
	python3 scripts/wiki-prose.py Data/enwiki-sample-2016.xml.gz --leave-out $(BLANKS_LABELLED) \
	    > .build/slots-held-out-prose.txt
	$(BIN_RELEASE) text train-slots --train Data/en_ewt-ud-train.conllu.gz \
	    --unlabelled .build/slots-held-out-prose.txt --out $(HELD_OUT_SLOTS)
	@for set in $(BLANKS_LABELLED); do \
	    echo "held-out slot model on $$set:"; \
	    $(BIN_RELEASE) text eval-slots --test-set $$set --model $(HELD_OUT_SLOTS) || exit 1; \
	done

## Retrain the shipped POS tagger from Data/ (deterministic: same bytes as committed).
TAGGER_MODEL = Sources/BlanksTagger/Resources/tagger.model
train-tagger: release
	python3 scripts/wiki-prose.py Data/enwiki-sample-2016.xml.gz > .build/tagger-prose.txt
	$(BIN_RELEASE) text train-tagger --train Data/en_ewt-ud-train.conllu.gz \
	    --dev Data/en_ewt-ud-dev.conllu.gz --unlabelled .build/tagger-prose.txt \
	    --lexicon Data/english-lexicon.tsv.gz --out $(TAGGER_MODEL)
	$(SWIFT) build $(RELEASE) --product wikiblanks

## Retrain the segmenter's boundary decision on EWT train, with word statistics from the
## embedded corpus's prose, into BlanksText's model resource
## (deterministic: same bytes as committed; `git diff` shows none).
SEGMENTER_MODEL = Sources/BlanksText/Resources/segmenter.model
train-segmenter: release
	$(BIN_RELEASE) text train-segmenter --train Data/en_ewt-ud-train.conllu.gz \
	    --dev Data/en_ewt-ud-dev.conllu.gz --unlabelled Corpus --out $(SEGMENTER_MODEL)
	$(SWIFT) build $(RELEASE) --product wikiblanks

## Retrain the shipped slot scorer (word n-grams, the one-solution rule's judge) from the
## embedded corpus's prose and EWT train's sentence text (deterministic: same bytes as committed).
SLOTS_MODEL = Sources/BlanksSlots/Resources/slots.model
train-slots: release
	python3 scripts/wiki-prose.py Data/enwiki-sample-2016.xml.gz > .build/slots-prose.txt
	$(BIN_RELEASE) text train-slots --train Data/en_ewt-ud-train.conllu.gz \
	    --unlabelled .build/slots-prose.txt --out $(SLOTS_MODEL)
	$(SWIFT) build $(RELEASE) --product wikiblanks

## Rebuild the shipped synonym table (the one-solution rule's WordNet synonyms) from Debian's
## wordnet-base, which it installs (deterministic: same bytes as committed).
SYNONYMS = Sources/BlanksSlots/Resources/synonyms.tsv.gz
synonyms:
	@[ -f /usr/share/wordnet/index.noun ] || apt-get install -y -qq wordnet-base >/dev/null 2>&1 || \
	    { apt-get update -qq && apt-get install -y -qq wordnet-base >/dev/null; } || \
	    { echo "make synonyms: WordNet is missing and could not be installed (apt-get install wordnet-base)" >&2; exit 1; }
	python3 scripts/english-synonyms.py /usr/share/wordnet Data/english-lexicon.tsv.gz $(SYNONYMS)

## Tagger accuracy on the EWT dev split: overall, unseen words, per tag.
eval-tagger: release
	$(BIN_RELEASE) text eval-tagger Data/en_ewt-ud-dev.conllu.gz

## libFuzzer targets (FuzzTesting/): each runs FUZZ_SECONDS from its seed
## corpus in FuzzTesting/Corpus/; findings and new inputs go to .fuzz/. Some only:
## make fuzz FUZZ_TARGETS="stripper validator". Fails when any target crashed.
FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?=
fuzz: deps
	SWIFT="$(SWIFT)" FUZZ_SECONDS=$(FUZZ_SECONDS) scripts/fuzz.sh $(FUZZ_TARGETS)

## System libraries: zlib1g-dev (CZlib), libbz2-dev (CBzip2), libdeflate-dev (CDeflate), libssl-dev (CLibCrypto:
## OpenSSL's libcrypto, for SHA-1 and SHA-256), libsqlite3-dev (GRDB),
## libzim-dev (CZim) and zim-tools (zimcheck, for make test-zim).
deps:
	@scripts/ensure-deps.sh

## Remove the build folder.
clean:
	rm -rf .build
