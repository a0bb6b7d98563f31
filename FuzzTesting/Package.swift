// swift-tools-version:5.4
// 5.4, not newer: from 5.5 on SwiftPM renames an executable's entry point to
// <module>_main and links with --defsym main=<module>_main, which breaks a
// target whose main comes from libFuzzer.
import PackageDescription

// libFuzzer targets for wikiblanks: hostile input never traps or hangs. A separate package so
// that a normal `swift build` of the main package never builds them; it links
// the main package's libraries by path. Build and run with `make fuzz` at the
// repository root, or by hand:
//
//   swift build -c debug --package-path FuzzTesting \
//       -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library
//   FuzzTesting/.build/debug/FuzzStripper FuzzTesting/Corpus/FuzzStripper
//
// One executable per target; each defines LLVMFuzzerTestOneInput and gets its
// `main` from libFuzzer (-sanitize=fuzzer).
let package = Package(
    name: "FuzzTesting",
    dependencies: [
        .package(name: "wikiblanks", path: "..")
    ],
    targets: [
        .target(name: "FuzzCommon", dependencies: [.product(name: "BlanksCorpus", package: "wikiblanks")]),
        .executableTarget(
            name: "FuzzStripper",
            dependencies: [
                "FuzzCommon", .product(name: "BlanksText", package: "wikiblanks")
            ]),
        .executableTarget(
            name: "FuzzHtmlStripper",
            dependencies: [
                "FuzzCommon", .product(name: "BlanksText", package: "wikiblanks")
            ]),
        .executableTarget(
            name: "FuzzSegmenter",
            dependencies: [
                "FuzzCommon", .product(name: "BlanksText", package: "wikiblanks")
            ]),
        .executableTarget(
            name: "FuzzTokenizer",
            dependencies: [
                "FuzzCommon", .product(name: "BlanksText", package: "wikiblanks")
            ]),
        .executableTarget(
            name: "FuzzTagger",
            dependencies: [
                "FuzzCommon", .product(name: "BlanksTagger", package: "wikiblanks")
            ]),
        .executableTarget(
            name: "FuzzDumpReader",
            dependencies: [
                "FuzzCommon", .product(name: "BlanksCorpus", package: "wikiblanks")
            ]),
        .executableTarget(
            name: "FuzzValidator",
            dependencies: [
                "FuzzCommon", .product(name: "BlanksPuzzle", package: "wikiblanks")
            ]),
        .executableTarget(
            name: "FuzzManifest",
            dependencies: [
                "FuzzCommon", .product(name: "BlanksCorpus", package: "wikiblanks")
            ]),
        .executableTarget(
            name: "FuzzGzip",
            dependencies: [
                "FuzzCommon", .product(name: "BlanksCorpus", package: "wikiblanks")
            ]),
        .executableTarget(
            name: "FuzzEscaping",
            dependencies: [
                "FuzzCommon", .product(name: "BlanksExport", package: "wikiblanks"),
                .product(name: "BlanksPuzzle", package: "wikiblanks")
            ]),
        .executableTarget(
            name: "FuzzProgressStore",
            dependencies: [
                "FuzzCommon", .product(name: "BlanksPlay", package: "wikiblanks")
            ])
    ]
)
