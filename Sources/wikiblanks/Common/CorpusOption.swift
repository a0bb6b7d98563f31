import ArgumentParser
import BlanksCorpus
import Foundation

/// `--corpus DIR`, shared by every command that reads or writes a corpus.
struct CorpusOption: ParsableArguments {
    @Option(name: .long, help: "The corpus directory.")
    var corpus: String = "Corpus"

    var store: RevisionStore {
        RevisionStore(directory: URL(fileURLWithPath: corpus, isDirectory: true))
    }
}
