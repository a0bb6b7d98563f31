import BlanksModel
import Foundation

/// Whether the lines of a batch file are the puzzles its manifest lists: each
/// line's id, revision (or trace position), seed, level and generator version
/// match its manifest entry and the manifest, and ranks only grow. A puzzle
/// of another batch, pasted in with the file's hash fixed up, is valid on its
/// own, so only this check tells it apart; `merge` and `validate` both run it.
enum BatchMembership {
    /// The fields of a line that say which batch it belongs to.
    private struct Identity: Decodable {
        struct Generator: Decodable { var version: String }
        struct Source: Decodable { var revid: Int }
        var id: String
        var seed: String
        var level: Int
        var generator: Generator
        var source: Source?
        var position: Int?
    }

    /// One sentence per line that does not belong, naming its line (from 1).
    static func problems(lines: [Data], manifest: BatchManifest) -> [String] {
        var problems: [String] = []
        let decoder = JSONDecoder()
        var previousRank: Int?
        for (index, (line, entry)) in zip(lines, manifest.puzzles).enumerated() {
            let number = index + 1
            if let previousRank, entry.rank <= previousRank {
                problems.append(
                    "line \(number): rank \(entry.rank) in the manifest does not follow rank \(previousRank)")
            }
            previousRank = entry.rank
            guard let identity = try? decoder.decode(Identity.self, from: line) else { continue }
            var differences: [String] = []
            if identity.id != entry.id { differences.append("id \(identity.id), the manifest lists \(entry.id)") }
            let revid = manifest.kind == .trace ? 0 : identity.source?.revid
            if revid != entry.revid {
                differences.append("revision \(revid.map(String.init) ?? "none"), the manifest lists \(entry.revid)")
            }
            if manifest.kind == .trace, identity.position != entry.rank {
                differences.append(
                    "position \(identity.position.map(String.init) ?? "none"), the manifest lists rank \(entry.rank)")
            }
            if identity.seed != manifest.seed {
                differences.append("seed \"\(identity.seed)\", the batch's is \"\(manifest.seed)\"")
            }
            if identity.level != manifest.level {
                differences.append("level \(identity.level), the batch's is \(manifest.level)")
            }
            if identity.generator.version != manifest.generator.version {
                differences.append(
                    "generator \(identity.generator.version), the batch's is \(manifest.generator.version)")
            }
            if !differences.isEmpty {
                problems.append("line \(number) is not a puzzle of this batch: " + differences.joined(separator: "; "))
            }
        }
        return problems
    }
}
