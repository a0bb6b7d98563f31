import Foundation

/// A hand-labelled set of stripped paragraphs of the embedded corpus
/// (`Data/passages/paragraphs.jsonl`, see its README): JSON Lines, one
/// paragraph a line, `{"revid", "title", "paragraph", "section", "text",
/// "defects": [kinds], "note"}`; `defects` empty means clean prose.
package struct PassageLabelSet: Sendable, Equatable {
    package struct Label: Sendable, Equatable, Decodable {
        package var revid: Int
        package var title: String
        /// 0-based index among the paragraphs `text strip` printed when it was labelled.
        package var paragraph: Int
        package var section: String
        package var text: String
        /// `PassageDefect` raw values; empty for a clean paragraph.
        package var defects: [String]
        package var note: String

        package init(
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

        package var isDefective: Bool { !defects.isEmpty }
    }

    package var labels: [Label]

    package init(labels: [Label]) {
        self.labels = labels
    }

    /// Reads the JSON Lines form; blank lines are skipped. Every defect must
    /// name a `PassageDefect`.
    package static func parse(jsonl: Data) throws(PassageLabelSetError) -> PassageLabelSet {
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
package struct PassageLabelSetError: Error, CustomStringConvertible, Equatable {
    package enum Reason: Sendable, Equatable {
        /// Not a JSON object with the label's fields.
        case notALabel
        /// A defect kind that is not a `PassageDefect`.
        case unknownDefect(String)
        /// The file holds no label at all.
        case empty
    }

    /// 1-based; 0 for the whole file.
    package var lineNumber: Int
    package var reason: Reason

    package var description: String {
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
