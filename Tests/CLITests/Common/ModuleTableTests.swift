import BlanksTestSupport
import Foundation
import Testing

/// docs/DESIGN.md's module table lists exactly the targets Package.swift
/// declares under Sources/ (test targets and the tests' shared libraries
/// aside), so a newcomer's map of the code is the build's.
@Suite struct ModuleTableTests {
    @Test func designTableListsExactlyThePackageTargets() throws {
        let manifest = try String(contentsOf: repositoryRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let design = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/DESIGN.md"), encoding: .utf8)
        let declared = ModuleTable.sourceTargets(inManifest: manifest)
        let listed = ModuleTable.targets(inDesign: design)
        #expect(declared.count >= 10, "Package.swift parsed to \(declared)")
        #expect(Set(listed).count == listed.count, "listed twice: \(listed)")
        #expect(Set(listed).subtracting(declared).sorted() == [], "in DESIGN.md, not in Package.swift")
        #expect(Set(declared).subtracting(listed).sorted() == [], "in Package.swift, not in DESIGN.md")
    }

    @Test func parsersReadMadeUpManifestsAndTables() {
        let manifest = """
            targets: [
                .systemLibrary(name: "CAlpha", path: "Sources/CAlpha"),
                .target(name: "Beta", dependencies: ["CAlpha"], resources: [.copy("Resources")]),
                .executableTarget(
                    name: "gamma-tool",
                    dependencies: ["Beta"],
                    path: "Sources/gamma-tool"
                ),
                .target(name: "BetaTestSupport", dependencies: ["Beta"], path: "Tests/BetaTestSupport"),
                .testTarget(name: "BetaTests", dependencies: ["Beta"]),
            ]
            """
        #expect(ModuleTable.sourceTargets(inManifest: manifest) == ["CAlpha", "Beta", "gamma-tool"])
        let design = """
            ## Modules (SwiftPM targets), lowest first

            | target | owns | depends on |
            |---|---|---|
            | CAlpha | a system library | — |
            | Beta (library product) | the work | CAlpha |
            | gamma-tool (executable) | the command line | Beta |

            ## Formats

            | field | meaning |
            |---|---|
            | Delta | not a target |
            """
        #expect(ModuleTable.targets(inDesign: design) == ["CAlpha", "Beta", "gamma-tool"])
        #expect(ModuleTable.targets(inDesign: "no table here") == [])
    }
}

/// Reads target names from Package.swift and from DESIGN.md's module table.
enum ModuleTable {
    /// Names of `.target`, `.executableTarget` and `.systemLibrary`
    /// declarations whose sources are under Sources/ (the default, or a
    /// `path:` starting there), in declaration order.
    static func sourceTargets(inManifest manifest: String) -> [String] {
        let kinds = [".target(", ".executableTarget(", ".systemLibrary("]
        var names: [String] = []
        var rest = Substring(manifest)
        while let start = kinds.compactMap({ rest.range(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound }) {
            rest = rest[start.upperBound...]
            let nextDeclaration =
                (kinds + [".testTarget("]).compactMap { rest.range(of: $0)?.lowerBound }.min()
                ?? rest.endIndex
            let body = rest[..<nextDeclaration]
            guard let name = quoted(after: "name:", in: body) else { continue }
            let path = quoted(after: "path:", in: body) ?? "Sources/\(name)"
            if path.hasPrefix("Sources/") { names.append(name) }
        }
        return names
    }

    /// The first cell's first word of each row of the table under the
    /// "## Modules" heading, header and rule rows aside.
    static func targets(inDesign design: String) -> [String] {
        var inSection = false
        var names: [String] = []
        for line in design.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") { inSection = line.hasPrefix("## Modules") }
            guard inSection, line.hasPrefix("|") else { continue }
            let cell = line.dropFirst().prefix { $0 != "|" }.trimmingCharacters(in: .whitespaces)
            let name = String(cell.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
            guard !name.isEmpty, name != "target", !cell.hasPrefix("-") else { continue }
            names.append(name)
        }
        return names
    }

    /// The string literal right after `label` in `text`.
    private static func quoted(after label: String, in text: Substring) -> String? {
        guard let labelRange = text.range(of: label) else { return nil }
        let after = text[labelRange.upperBound...].drop { $0 == " " || $0 == "\n" }
        guard after.first == "\"" else { return nil }
        let value = after.dropFirst().prefix { $0 != "\"" }
        return String(value)
    }
}
