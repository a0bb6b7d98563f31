// swift-tools-version:6.0
import PackageDescription

// One target per stage of the data flow in DESIGN.md:
// corpus (store, import) → text (wikitext, sentences, tokens, tagger) →
// puzzle (generator, validator) → play; sync feeds the corpus; stats reads it.
let package = Package(
    name: "wikiblanks",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "wikiblanks", targets: ["wikiblanks"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CZlib",
            path: "Sources/CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        .target(
            name: "BlanksCorpus",
            dependencies: [
                "CZlib",
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        .target(
            name: "BlanksText",
            dependencies: ["CZlib"],
            resources: [.copy("Resources")]
        ),
        .target(
            name: "BlanksPuzzle",
            dependencies: [
                "BlanksCorpus", "BlanksText",
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        .target(
            name: "BlanksSync",
            dependencies: [
                "BlanksCorpus",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ]
        ),
        .target(
            name: "BlanksPlay",
            dependencies: [
                "BlanksPuzzle",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .target(
            name: "BlanksStats",
            dependencies: [
                "BlanksCorpus", "BlanksText",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ]
        ),
        .executableTarget(
            name: "wikiblanks",
            dependencies: [
                "BlanksCorpus", "BlanksText", "BlanksPuzzle", "BlanksSync", "BlanksPlay", "BlanksStats",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "wikiblanks-bench",
            dependencies: ["BlanksCorpus", "BlanksText", "BlanksPuzzle", "BlanksStats"],
            path: "Sources/wikiblanks-bench"
        ),
        .testTarget(name: "BlanksCorpusTests", dependencies: ["BlanksCorpus", "CZlib"]),
        .testTarget(name: "BlanksTextTests", dependencies: ["BlanksText", "BlanksCorpus"]),
        .testTarget(name: "BlanksPuzzleTests", dependencies: ["BlanksPuzzle", "BlanksCorpus", "BlanksText"]),
        .testTarget(
            name: "BlanksSyncTests",
            dependencies: [
                "BlanksSync", "BlanksCorpus",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ]
        ),
        .testTarget(name: "BlanksPlayTests", dependencies: ["BlanksPlay"]),
        .testTarget(
            name: "BlanksStatsTests",
            dependencies: [
                "BlanksStats", "BlanksCorpus",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ]
        ),
        // Runs the built binary end to end, as users and scripts do.
        .testTarget(name: "CLITests", dependencies: ["wikiblanks"]),
    ]
)
