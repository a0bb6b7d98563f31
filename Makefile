# wikiblanks — see README.md. Every target installs or checks what it needs.
SWIFT ?= swift
BIN_DEBUG   = .build/debug/wikiblanks
BIN_RELEASE = .build/release/wikiblanks
CORPUS ?= Corpus

.PHONY: build release run test bench corpus deps clean

## Build the debug binary.
build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product wikiblanks

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

## Rebuild the embedded corpus from the sample dump, with its attribution page.
corpus: release
	rm -rf Corpus.new
	$(BIN_RELEASE) import Data/enwiki-sample-2016.xml.gz --corpus Corpus.new
	$(BIN_RELEASE) corpus attribution --corpus Corpus.new > Corpus.new/ATTRIBUTION.md
	rm -rf Corpus.new/.staging Corpus.new/.lock Corpus && mv Corpus.new Corpus

## All tests (installs zlib1g-dev when missing and we are root).
test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

## Speed and memory, in a release build.
bench: deps
	$(SWIFT) build -c release --product wikiblanks-bench
	.build/release/wikiblanks-bench

## System libraries: zlib1g-dev (headers and pkg-config file for CZlib).
deps:
	@scripts/ensure-deps.sh

clean:
	rm -rf .build
