import BlanksModel
import BlanksSupport
import Foundation

/// The checks of one trace puzzle, each under its own rule, collecting every
/// failure. Every number is read from a file, so nothing here indexes,
/// multiplies or builds a range from one before checking it. O(n + c) in
/// boxes and contacts, but for the order rule, O(n · c).
struct TraceCheck {
    let puzzle: TracePuzzle
    let line: Int
    private(set) var failures: [ValidationFailure] = []

    init(puzzle: TracePuzzle, line: Int) {
        self.puzzle = puzzle
        self.line = line
    }

    mutating func fail(_ rule: ValidationRule, _ message: String) {
        // Labels and ids are read from the file: escaped so a report prints safely.
        failures.append(
            .init(
                puzzle: puzzle.id.escapingControlCharacters, line: line, rule: rule,
                message: message.escapingControlCharacters))
    }

    /// Runs every rule; `bytes` is the line as read, for the regeneration
    /// check (skipped when nil).
    mutating func run(bytes: Data?) {
        if puzzle.schema != TracePuzzle.currentSchema {
            fail(.schema, "schema \(puzzle.schema), expected \(TracePuzzle.currentSchema)")
        }
        checkLevel()
        let labelsDistinct = checkLabels()
        checkCells()
        let contacts = checkContacts()
        checkConnected(contacts: contacts, labelsDistinct: labelsDistinct)
        checkOrder(contacts: contacts)
        if !TraceLevels.revealRange.contains(puzzle.revealSeconds) {
            fail(.traceReveal, "revealSeconds \(puzzle.revealSeconds), expected 1 to 10")
        }
        let expectedID = PuzzleKey.tracePuzzleID(
            seed: puzzle.seed, level: puzzle.level, position: puzzle.position,
            version: puzzle.generator.version)
        if puzzle.id != expectedID {
            fail(
                .id, "id does not derive from its generator version, seed, level and position (expected \(expectedID))")
        }
        if failures.isEmpty, let bytes { checkRegenerates(bytes: bytes) }
    }

    mutating func checkLevel() {
        guard TraceLevels.range.contains(puzzle.level) else {
            fail(.traceLevel, "level \(puzzle.level) is not 1…10")
            return
        }
        let expected = TraceLevels.boxCount(level: puzzle.level)
        if puzzle.boxes.count != expected {
            fail(.traceBoxCount, "\(puzzle.boxes.count) boxes, level \(puzzle.level) has \(expected)")
        }
    }

    /// Labels are non-empty, printable and distinct; false when two are the same.
    mutating func checkLabels() -> Bool {
        var seen = Set<String>()
        for (index, box) in puzzle.boxes.enumerated() {
            if box.label.isEmpty {
                fail(.traceLabels, "box \(index) has an empty label")
            } else if box.label.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                fail(.traceLabels, "box \(index) has a label with a control character")
            } else if !seen.insert(box.label).inserted {
                fail(.traceLabels, "label \(box.label) is used by two boxes")
            }
        }
        return Set(puzzle.boxes.map(\.label)).count == puzzle.boxes.count
    }

    mutating func checkCells() {
        guard puzzle.grid.columns >= 1, puzzle.grid.rows >= 1 else {
            fail(.traceCells, "grid \(puzzle.grid.columns)×\(puzzle.grid.rows) has no cells")
            return
        }
        var taken: [[Int]: String] = [:]
        for box in puzzle.boxes {
            guard puzzle.grid.contains(column: box.column, row: box.row) else {
                fail(
                    .traceCells,
                    "box \(box.label) at column \(box.column), row \(box.row) is outside the "
                        + "\(puzzle.grid.columns)×\(puzzle.grid.rows) grid")
                continue
            }
            if let other = taken[[box.column, box.row]] {
                fail(.traceCells, "boxes \(other) and \(box.label) share column \(box.column), row \(box.row)")
            } else {
                taken[[box.column, box.row]] = box.label
            }
        }
    }

    /// The well-formed contacts as label pairs, after failing each bad one.
    mutating func checkContacts() -> [[String]] {
        let labels = Set(puzzle.boxes.map(\.label))
        var seen = Set<[String]>()
        var good: [[String]] = []
        for (index, contact) in puzzle.contacts.enumerated() {
            guard contact.count == 2 else {
                fail(.traceContacts, "contact \(index) has \(contact.count) labels, expected 2")
                continue
            }
            if let unknown = contact.first(where: { !labels.contains($0) }) {
                fail(.traceContacts, "contact \(index) names \(unknown), which is no box")
            } else if contact[0] == contact[1] {
                fail(.traceContacts, "contact \(index) joins box \(contact[0]) to itself")
            } else if !seen.insert(contact.sorted()).inserted {
                fail(.traceContacts, "contact \(index) joins \(contact[0]) and \(contact[1]) a second time")
            } else {
                good.append(contact)
            }
        }
        return good
    }

    /// The contacts connect every box (union–find over label indices).
    mutating func checkConnected(contacts: [[String]], labelsDistinct: Bool) {
        guard labelsDistinct, !puzzle.boxes.isEmpty else { return }
        var index: [String: Int] = [:]
        for (position, box) in puzzle.boxes.enumerated() { index[box.label] = position }
        var parent = Array(puzzle.boxes.indices)
        func root(_ node: Int) -> Int {
            var node = node
            while parent[node] != node {
                parent[node] = parent[parent[node]]
                node = parent[node]
            }
            return node
        }
        for contact in contacts {
            guard let a = index[contact[0]], let b = index[contact[1]] else { continue }
            parent[root(a)] = root(b)
        }
        let first = root(0)
        let apart = puzzle.boxes.indices.filter { root($0) != first }.map { puzzle.boxes[$0].label }
        if !apart.isEmpty {
            fail(
                .traceConnected,
                "the contacts do not reach \(apart.joined(separator: ", ")) from \(puzzle.boxes[0].label)")
        }
    }

    /// The order names each box once, and each box after the first has a
    /// contact traced before it.
    mutating func checkOrder(contacts: [[String]]) {
        let labels = puzzle.boxes.map(\.label)
        guard puzzle.order.count == labels.count, puzzle.order.sorted() == labels.sorted() else {
            fail(
                .traceOrder,
                "the order \(puzzle.order.joined(separator: " ")) is not a permutation of the boxes "
                    + labels.joined(separator: " "))
            return
        }
        var traced: Set<String> = []
        for (index, label) in puzzle.order.enumerated() {
            let linked = contacts.contains { pair in pair.contains(label) && pair.contains { traced.contains($0) } }
            if index > 0 && !linked {
                fail(.traceOrderContacts, "\(label), number \(index + 1), has no contact traced before it")
            }
            traced.insert(label)
        }
    }

    /// Generating (seed, level, position) again gives the same bytes, when
    /// the line comes from this generator version.
    mutating func checkRegenerates(bytes: Data) {
        guard puzzle.generator.version == GeneratorVersion.trace else { return }
        do {
            let again = try TraceGenerator().puzzle(seed: puzzle.seed, level: puzzle.level, position: puzzle.position)
            if try CanonicalJSON.encoder().encode(again) != bytes {
                fail(
                    .regenerates,
                    "generating (seed \"\(puzzle.seed)\", level \(puzzle.level), position "
                        + "\(puzzle.position)) again gives different bytes")
            }
        } catch {
            fail(.regenerates, "generating again fails: \(error)")
        }
    }
}
