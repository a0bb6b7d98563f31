# wikiblanks — see README.md. Every target installs or checks what it needs.
SWIFT ?= swift
BIN_DEBUG   = .build/debug/wikiblanks
BIN_RELEASE = .build/release/wikiblanks
CORPUS ?= Corpus

.PHONY: build release run test bench eval deps clean

## Build the debug binary.
build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product wikiblanks

## The main job on the embedded corpus.
run: release
	$(BIN_RELEASE) corpus verify --corpus $(CORPUS)
	$(BIN_RELEASE) corpus stats --corpus $(CORPUS)

## All tests (installs zlib1g-dev when missing and we are root).
test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

## Speed and memory, in a release build.
bench: deps
	$(SWIFT) build -c release --product wikiblanks-bench
	.build/release/wikiblanks-bench

## Quality of the text pipeline: markup leaks over the corpus, sentence boundaries on EWT dev.
eval: release
	$(BIN_RELEASE) text eval-strip --corpus $(CORPUS)
	zcat Data/en_ewt-ud-dev.conllu.gz | $(BIN_RELEASE) text eval-segment

## System libraries: zlib1g-dev (headers and pkg-config file for CZlib).
deps:
	@scripts/ensure-deps.sh

clean:
	rm -rf .build
