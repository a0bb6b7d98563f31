import Foundation

/// What each stage of `generate` costs per puzzle, in instructions: the
/// inclusive count callgrind gives the function that runs the stage (itself
/// and all it calls), read with `callgrind_annotate` and named with
/// `swift-demangle`. Stages nest where their functions do (the gate cuts
/// each paragraph into sentences and tokens; tagging is the tagger alone),
/// so their sum is not the total.
enum CallgrindStages {
    struct Stage {
        /// What the stage does, as the report names it.
        var label: String
        /// The function that runs it, demangled and simplified.
        var function: String
    }

    static let stages = [
        Stage(label: "reading revisions (inflate, JSON, SHA-1)", function: "RevisionStore.readRevision(revid:)"),
        Stage(label: "stripping wikitext", function: "StrippedParagraphSequence.nextUnjudged()"),
        Stage(label: "the passage gate (cut and checks)", function: "PassageGate.judge(_:)"),
        Stage(label: "tagging", function: "POSTagger.tagWithMargins(_:)"),
        Stage(label: "words worth asking", function: "BlankCandidates.words(in:text:)"),
        Stage(label: "own-class quota matching", function: "static PuzzleGenerator.exactPicks(_:)"),
        Stage(label: "one solution", function: "PuzzleGenerator.oneSolutionPicks(_:rng:preferring:)"),
        Stage(label: "writing the puzzle line", function: "static PuzzleLineEncoder.encode(_:)")
    ]

    /// The inclusive instructions of each stage's function in a callgrind
    /// output file, by function name; a stage whose function did not run is
    /// absent. A function and its specialization (a thunk calling the other)
    /// count as one: the larger of the two.
    static func counts(of output: URL, annotate: URL, demangle: URL, work: URL) throws -> [String: Int] {
        let annotated = work.appendingPathComponent(output.lastPathComponent + ".annotated")
        let demangled = work.appendingPathComponent(output.lastPathComponent + ".demangled")
        try CallgrindCounts.run(
            annotate, ["--inclusive=yes", "--threshold=100", output.path],
            errors: work.appendingPathComponent("annotate.err"), output: annotated)
        try CallgrindCounts.run(
            demangle, ["--simplified"], errors: work.appendingPathComponent("demangle.err"), input: annotated,
            output: demangled)
        let wanted = Set(stages.map(\.function))
        var counts: [String: Int] = [:]
        for line in try String(contentsOf: demangled, encoding: .utf8).split(separator: "\n") {
            guard let (count, function) = parse(line) else { continue }
            let name = function.hasPrefix("specialized ") ? String(function.dropFirst(12)) : function
            if wanted.contains(name) { counts[name] = max(counts[name] ?? 0, count) }
        }
        return counts
    }

    /// The count and function of a line of `callgrind_annotate`'s listing:
    /// "1,234,567 (12.34%)  ???:Type.function(_:) [/path/binary]".
    static func parse(_ line: Substring) -> (count: Int, function: String)? {
        let trimmed = line.drop { $0 == " " }
        guard let space = trimmed.firstIndex(of: " "),
            let count = Int(trimmed[..<space].filter { $0 != "," }),
            let percent = trimmed[space...].range(of: "%)  ")
        else { return nil }
        var function = trimmed[percent.upperBound...]
        if let file = function.range(of: ":"), !function[..<file.lowerBound].contains("(") {
            function = function[file.upperBound...]
        }
        if let binary = function.range(of: " [", options: .backwards) { function = function[..<binary.lowerBound] }
        return (count, String(function))
    }

    /// One line per stage: its instructions per puzzle, from the counts of a
    /// `count`-puzzle batch and a 1-puzzle one (so start-up is not spread).
    static func report(one: [String: Int], many: [String: Int], count: Int) {
        for stage in stages {
            let label = stage.label.padding(toLength: 42, withPad: " ", startingAt: 0)
            guard let total = many[stage.function] else {
                print("callgrind stage: \(label) NOT FOUND — no function \(stage.function) ran (renamed?)")
                continue
            }
            let perPuzzle = Double(total - (one[stage.function] ?? 0)) / Double(count - 1)
            print("callgrind stage: \(label)" + String(format: "%7.3f M instructions per puzzle", perPuzzle / 1e6))
        }
    }
}
