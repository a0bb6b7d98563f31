# wikiblanks — see README.md. Every target installs or checks what it needs.
SWIFT ?= swift
BIN_DEBUG   = .build/debug/wikiblanks
BIN_RELEASE = .build/release/wikiblanks
CORPUS ?= Corpus

.PHONY: build release run test bench eval deps clean train-tagger eval-tagger

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

## Retrain the shipped POS tagger from Data/ (deterministic: same bytes as committed).
TAGGER_MODEL = Sources/BlanksText/Resources/tagger.model
train-tagger: release
	python3 scripts/wiki-prose.py Data/enwiki-sample-2016.xml.gz > .build/tagger-prose.txt
	$(BIN_RELEASE) text train-tagger --train Data/en_ewt-ud-train.conllu.gz \
	    --dev Data/en_ewt-ud-dev.conllu.gz --unlabelled .build/tagger-prose.txt --out $(TAGGER_MODEL)
	$(SWIFT) build -c release --product wikiblanks

## Tagger accuracy on the EWT dev split: overall, unseen words, per tag.
eval-tagger: release
	$(BIN_RELEASE) text eval-tagger Data/en_ewt-ud-dev.conllu.gz

## System libraries: zlib1g-dev (headers and pkg-config file for CZlib).
deps:
	@scripts/ensure-deps.sh

clean:
	rm -rf .build
