import BlanksTestSupport
import Foundation
import Testing

/// The hand-labelled sets in `Data/blanks/` are what `make eval` scores the
/// rules against, so a wrong or inconsistent label teaches the wrong thing:
/// every label must hold together on its own, and two sets that label the
/// same blank with the same options must agree (Data/blanks/README.md lists
/// the blanks made to agree).
@Suite struct LabelledSetsTests {
    /// The fields of a labelled blank these checks read.
    struct Label: Decodable {
        let sentence: String
        let start: Int
        let length: Int
        let answer: String
        let options: [String]
        let worth: Bool
        let bad: [String]
        let alsoFits: [String]
    }

    /// A label with where it was read, for messages that name the file and line.
    struct Located {
        let file: String
        let line: Int
        let label: Label

        var place: String { "\(file), line \(line)" }
    }

    /// The kinds of "not worth asking" the README defines.
    static let kinds: Set<String> = [
        "unit", "abbreviation", "single-letter", "name-link", "ipa", "typo", "wrong-pos", "bracketed", "foreign",
        "symbol", "trivial", "other"
    ]

    static let folder = repositoryRoot.appendingPathComponent("Data/blanks")

    /// Every labelled blank of every set, in file and line order.
    static func labels() throws -> [Located] {
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".jsonl") }.sorted()
        var found: [Located] = []
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where !line.isEmpty {
                let label = try JSONDecoder().decode(Label.self, from: Data(line.utf8))
                found.append(Located(file: file, line: index + 1, label: label))
            }
        }
        return found
    }

    /// The word of letters right before and right after the answer, lowercased.
    static func neighbours(of label: Label) -> (before: String, after: String) {
        let units = Array(label.sentence.utf16)
        let before = String(decoding: units[..<min(label.start, units.count)], as: UTF16.self)
        let after = String(decoding: units[min(label.start + label.length, units.count)...], as: UTF16.self)
        func words(_ text: String) -> [String] {
            text.split(whereSeparator: { !$0.isLetter && $0 != "'" && $0 != "-" }).map { $0.lowercased() }
        }
        return (words(before).last ?? "", words(after).first ?? "")
    }

    /// The repeat check reads the words right beside the blank, past punctuation.
    @Test func theNeighboursAreTheWordsBesideTheBlank() {
        let label = Label(
            sentence: "It may grow up to 50 meters.", start: 12, length: 2, answer: "up",
            options: ["up", "to"], worth: true, bad: [], alsoFits: [])
        #expect(Self.neighbours(of: label) == ("grow", "to"))
        let edge = Label(
            sentence: "Up, it went (“up”).", start: 0, length: 2, answer: "Up", options: ["Up"], worth: true, bad: [],
            alsoFits: [])
        #expect(Self.neighbours(of: edge) == ("", "it"))
    }

    @Test func theSetsAreThere() throws {
        let labels = try Self.labels()
        #expect(Set(labels.map(\.file)).count >= 12)
        #expect(labels.count >= 3_800)
    }

    @Test func everyLabelHoldsTogether() throws {
        for located in try Self.labels() {
            let label = located.label
            let units = Array(label.sentence.utf16)
            let inRange = label.start >= 0 && label.length > 0 && label.start + label.length <= units.count
            #expect(inRange, "\(located.place): the answer's offset is outside its sentence")
            guard inRange else { continue }
            let shown = String(decoding: units[label.start..<(label.start + label.length)], as: UTF16.self)
            #expect(shown == label.answer, "\(located.place): the offset shows \"\(shown)\", not the answer")
            #expect(label.options.contains(label.answer), "\(located.place): the answer is not among the options")
            for other in label.alsoFits {
                #expect(
                    label.options.contains(other) && other != label.answer,
                    "\(located.place): \"\(other)\" fits but is no other option")
            }
            #expect(label.worth == label.bad.isEmpty, "\(located.place): worth and bad disagree")
            #expect(label.bad.allSatisfy(Self.kinds.contains), "\(located.place): a kind the README does not define")
        }
    }

    /// An option that would stand twice in a row ("grow to to 50 meters") does not fit.
    @Test func noFittingOptionRepeatsTheWordBesideTheBlank() throws {
        for located in try Self.labels() {
            let (before, after) = Self.neighbours(of: located.label)
            for other in located.label.alsoFits {
                #expect(
                    other.lowercased() != before && other.lowercased() != after,
                    "\(located.place): \"\(other)\" would repeat the word beside the blank")
            }
        }
    }

    /// The same blank (sentence, offset, answer) in two sets: the options
    /// both show fit it alike, and with the same ten options (the same
    /// puzzle) it is worth asking in both or in neither.
    @Test func twoSetsLabelTheSameBlankAlike() throws {
        var seen: [String: [Located]] = [:]
        for located in try Self.labels() {
            let label = located.label
            let key = "\(label.sentence)\u{0}\(label.start)\u{0}\(label.answer)"
            for earlier in seen[key, default: []] {
                let shared = Set(earlier.label.options).intersection(label.options)
                #expect(
                    Set(earlier.label.alsoFits).intersection(shared) == Set(label.alsoFits).intersection(shared),
                    "\(earlier.place) and \(located.place) label the same blank's fitting options differently")
                if Set(earlier.label.options) == Set(label.options) {
                    #expect(
                        earlier.label.worth == label.worth,
                        "\(earlier.place) and \(located.place) disagree on whether the same blank is worth asking")
                }
            }
            seen[key, default: []].append(located)
        }
    }
}
