import BlanksTagger
import BlanksTraining
import Foundation

/// Tagger speed: loading the shipped model (an image, mapped), decoding the
/// same model from the compressed format it had before, and tagging the EWT
/// dev split (words only, load excluded). Run from the repository root.
let taggerBenchmarks: [Benchmark] = [
    Benchmark(name: "tagger.load", unit: "loads") {
        guard let url = POSTagger.bundledModelURL else { throw TaggerModelError.bundledModelMissing }
        return {
            _ = try TaggerModelFile.read(from: url)
            return 1
        }
    },
    Benchmark(name: "tagger.decode-compressed", unit: "loads") {
        let compressed = try TaggerModelFile.encodeCompressed(try POSTagger.bundled().model)
        return {
            _ = try TaggerModelFile.decode(compressed)
            return 1
        }
    },
    Benchmark(name: "tagger.tag", unit: "tokens") {
        let tagger = try POSTagger.bundled()
        let sentences = try CoNLLUReader.read(contentsOf: URL(fileURLWithPath: "Data/en_ewt-ud-dev.conllu.gz")).map(
            \.words)
        return {
            var tokens = 0
            for _ in 0..<8 {
                for words in sentences { tokens += tagger.tag(words).count }
            }
            return tokens
        }
    }
]
