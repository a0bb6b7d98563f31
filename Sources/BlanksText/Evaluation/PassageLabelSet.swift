import Foundation

/// A hand-labelled set of stripped paragraphs of the embedded corpus
/// (`Data/passages/paragraphs.jsonl`, see its README): JSON Lines, one
/// paragraph a line, `{"revid", "title", "paragraph", "section", "text",
/// "defects": [kinds], "note"}`; `defects` empty means clean prose.
public struct PassageLabelSet: Sendable, Equatable {
    public struct Label: Sendable, Equatable, Decodable {
        public var revid: Int
        public var title: String
        /// 0-based index among the paragraphs `text strip` printed when it was labelled.
        public var paragraph: Int
        public var section: String
        public var text: String
        /// `PassageDefect` raw values; empty for a clean paragraph.
        public var defects: [String]
        public var note: String

        public init(
            revid: Int, title: String, paragraph: Int, section: String, text: String, defects: [String],
            note: String = ""
        ) {
            self.revid = revid
            self.title = title
            self.paragraph = paragraph
            self.section = section
            self.text = text
            self.defects = defects
            self.note = note
        }

        public var isDefective: Bool { !defects.isEmpty }
    }

    public var labels: [Label]

    public init(labels: [Label]) {
        self.labels = labels
    }

    /// Reads the JSON Lines form; blank lines are skipped. Every defect must
    /// name a `PassageDefect`.
    public static func parse(jsonl: Data) throws(PassageLabelSetError) -> PassageLabelSet {
        var labels: [Label] = []
        let decoder = JSONDecoder()
        for (index, line) in jsonl.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            let lineNumber = index + 1
            guard line.contains(where: { $0 != 0x20 && $0 != 0x0D && $0 != 0x09 }) else { continue }
            let label: Label
            do {
                label = try decoder.decode(Label.self, from: Data(line))
            } catch {
                throw PassageLabelSetError(lineNumber: lineNumber, reason: .notALabel)
            }
            if let unknown = label.defects.first(where: { PassageDefect(rawValue: $0) == nil }) {
                throw PassageLabelSetError(lineNumber: lineNumber, reason: .unknownDefect(unknown))
            }
            labels.append(label)
        }
        guard !labels.isEmpty else { throw PassageLabelSetError(lineNumber: 0, reason: .empty) }
        return PassageLabelSet(labels: labels)
    }
}

/// A line of a passage label set that cannot be scored.
public struct PassageLabelSetError: Error, CustomStringConvertible, Equatable {
    public enum Reason: Sendable, Equatable {
        /// Not a JSON object with the label's fields.
        case notALabel
        /// A defect kind that is not a `PassageDefect`.
        case unknownDefect(String)
        /// The file holds no label at all.
        case empty
    }

    /// 1-based; 0 for the whole file.
    public var lineNumber: Int
    public var reason: Reason

    public var description: String {
        let message: String
        switch reason {
        case .notALabel:
            message =
                "expected a JSON object {\"revid\": integer, \"title\", \"paragraph\": integer, \"section\", \"text\", \"defects\": [string], \"note\"}"
        case .unknownDefect(let kind):
            message =
                "unknown defect \"\(kind)\"; kinds are \(PassageDefect.allCases.map(\.rawValue).joined(separator: ", "))"
        case .empty:
            message = "no labels: expected one JSON object per line"
        }
        return lineNumber > 0 ? "line \(lineNumber): \(message)" : message
    }
}
