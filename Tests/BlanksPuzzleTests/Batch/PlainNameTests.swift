import Testing

@testable import BlanksPuzzle

/// Names read from files become folders only when plain.
@Suite struct PlainNameTests {
    @Test(arguments: [
        "b1", "seed-L0-n12-0a1b2c3d4e", "cli-L0-n12-5f.shard-0-of-3", "Été_2024", "a.b",
        String(repeating: "x", count: 200)
    ])
    func plainNamesAreAccepted(_ text: String) throws {
        #expect(try PlainName(text).value == text)
        #expect(PlainName.isPlain(text))
    }

    @Test func eachRuleHasItsReason() {
        let cases: [(String, PlainName.Problem)] = [
            ("", .empty),
            (String(repeating: "x", count: 201), .tooLong(bytes: 201)),
            (String(repeating: "é", count: 101), .tooLong(bytes: 202)),
            ("../../victim", .slash),
            ("a/b", .slash),
            ("/", .slash),
            ("..", .leadingDot),
            (".", .leadingDot),
            (".staging-b1-42", .leadingDot),
            ("a..b", .dotDot),
            ("b\u{0}1", .controlCharacter),
            ("b\u{1B}[31m", .controlCharacter),
            ("b\n1", .controlCharacter),
            ("b\u{85}", .controlCharacter)
        ]
        for (text, problem) in cases {
            #expect(PlainName.problem(in: text) == problem, "\(text.debugDescription)")
            #expect(throws: problem) { try PlainName(text) }
        }
    }

    @Test func theReasonIsOneReadableLine() {
        #expect(PlainName.Problem.slash.description == "it holds '/'")
        #expect(PlainName.Problem.tooLong(bytes: 300).description == "it is 300 bytes long, at most 200 are allowed")
        let error = BatchError.notPlainName(
            path: "s/manifest.json", field: "batch", name: "x\u{1B}y", reason: "it holds a control character")
        #expect(
            error.description
                == "s/manifest.json: batch \"x\\u{1B}y\" is not a plain folder name (it holds a control character); the file was refused, nothing was written"
        )
        #expect(!error.description.contains("\n"))
    }
}
