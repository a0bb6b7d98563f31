// swift-tools-version:6.0
import PackageDescription

// One target per stage of the data flow in docs/DESIGN.md, lowest first:
// support and model → corpus → text → tagger, slots (training apart) → puzzle →
// sync, play, stats → the `wikiblanks` executable. A target depends on
// exactly what it imports.
let package = Package(
    name: "wikiblanks",
    platforms: [.macOS(.v13), .iOS(.v15)],
    products: [
        .executable(name: "wikiblanks", targets: ["wikiblanks"]),
        // The puzzle model and the game rules, for apps that play our batches.
        .library(name: "BlanksModel", targets: ["BlanksModel"]),
        // Internal libraries, exported only so FuzzTesting/ (a separate package
        // that depends on this one by path) can link them. Not a stable API:
        // `public` there marks only what the fuzz targets call and what those
        // declarations name; everything else is `package`. Building FuzzTesting
        // (`make fuzz`) is what checks it.
        .library(name: "BlanksText", targets: ["BlanksText"]),
        .library(name: "BlanksTagger", targets: ["BlanksTagger"]),
        .library(name: "BlanksCorpus", targets: ["BlanksCorpus"]),
        .library(name: "BlanksPuzzle", targets: ["BlanksPuzzle"]),
        .library(name: "BlanksPlay", targets: ["BlanksPlay"]),
        .library(name: "BlanksExport", targets: ["BlanksExport"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        // Tests only: renders the attribution page's Markdown as a reader's tool would.
        .package(url: "https://github.com/JohnSundell/Ink", from: "0.6.0")
    ],
    targets: [
        .systemLibrary(
            name: "CZlib",
            path: "Sources/CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        // libbz2 has no pkg-config file on Debian: the module map links it by name.
        .systemLibrary(
            name: "CBzip2",
            path: "Sources/CBzip2",
            providers: [.apt(["libbz2-dev"])]
        ),
        // libdeflate: whole-buffer gzip reading and CRC-32, several times zlib's speed.
        .systemLibrary(
            name: "CDeflate",
            path: "Sources/CDeflate",
            pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"])]
        ),
        // OpenSSL's libcrypto: SHA-1 and SHA-256 (BlanksSupport's Digests/), with a state Swift copies by value.
        .systemLibrary(
            name: "CLibCrypto",
            path: "Sources/CLibCrypto",
            pkgConfig: "libcrypto",
            providers: [.apt(["libssl-dev"])]
        ),
        // One inline function: the processor's prefetch hint, which Swift cannot name (the tagger's lookups).
        .target(name: "CPrefetch", path: "Sources/CPrefetch"),
        // SHA-256 compression of four independent blocks at once with the processor's SHA
        // instructions (x86-64 SHA-NI): a batch's selection keys, one block per revid.
        .target(name: "CSHA256Lanes", path: "Sources/CSHA256Lanes"),
        // libzim (Debian libzim-dev), the reference reader of Kiwix ZIM archives, behind a C face
        // that turns its C++ exceptions into error messages.
        .target(name: "CZim", path: "Sources/CZim", linkerSettings: [.linkedLibrary("zim")]),
        // Internal: one zlib layer, bzip2 reading, canonical JSON, digests, formatting, the tool's identity.
        .target(name: "BlanksSupport", dependencies: ["CZlib", "CBzip2", "CDeflate", "CLibCrypto", "CSHA256Lanes"]),
        // The library product: Foundation only.
        .target(name: "BlanksModel"),
        .target(
            name: "BlanksCorpus",
            dependencies: ["BlanksSupport", "CZim"]
        ),
        .target(name: "BlanksText", dependencies: ["BlanksSupport", "BlanksModel"], resources: [.copy("Resources")]),
        .target(
            name: "BlanksTagger",
            dependencies: ["BlanksSupport", "BlanksText", "CPrefetch"],
            resources: [.copy("Resources")]
        ),
        // How well a word fits a slot (word n-gram counts and WordNet synonyms, resources): the one-solution rule's judge.
        .target(
            name: "BlanksSlots",
            dependencies: ["BlanksSupport", "BlanksTagger"],
            resources: [.copy("Resources")]
        ),
        // Training and evaluation of every shipped model, linked only by the train/eval
        // commands, the benchmarks and the tests: the tagger's perceptron (Perceptron/,
        // Inputs/), the segmenter's boundary decision (Segmenter/), which shares it, and
        // the slot model's counting and evaluation (Slots/, Evaluation/).
        .target(name: "BlanksTraining", dependencies: ["BlanksSupport", "BlanksText", "BlanksTagger", "BlanksSlots"]),
        .target(
            name: "BlanksPuzzle",
            dependencies: [
                "BlanksSupport", "BlanksModel", "BlanksCorpus", "BlanksText", "BlanksTagger", "BlanksSlots"
            ]
        ),
        .target(
            name: "BlanksSync",
            dependencies: [
                "BlanksSupport", "BlanksCorpus",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio")
            ]
        ),
        .target(
            name: "BlanksPlay",
            dependencies: [
                "BlanksSupport", "BlanksModel", "BlanksCorpus", "BlanksPuzzle",
                .product(name: "GRDB", package: "GRDB.swift")
            ]
        ),
        // Anki packages, Moodle XML and the offline web player (Resources/player) from batches.
        .target(
            name: "BlanksExport",
            dependencies: [
                "BlanksSupport", "BlanksModel", "BlanksCorpus", "BlanksPuzzle",
                .product(name: "GRDB", package: "GRDB.swift")
            ],
            resources: [.copy("Resources/player")]
        ),
        .target(
            name: "BlanksStats",
            dependencies: [
                "BlanksSupport", "BlanksCorpus",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio")
            ]
        ),
        .executableTarget(
            name: "wikiblanks",
            dependencies: [
                "BlanksSupport", "BlanksModel", "BlanksCorpus", "BlanksText", "BlanksTagger", "BlanksTraining",
                "BlanksSlots", "BlanksPuzzle", "BlanksSync", "BlanksPlay", "BlanksStats", "BlanksExport",
                .product(name: "ArgumentParser", package: "swift-argument-parser")
            ]
        ),
        .executableTarget(
            name: "wikiblanks-bench",
            dependencies: [
                "BlanksSupport", "BlanksModel", "BlanksCorpus", "BlanksText", "BlanksTagger", "BlanksTraining",
                "BlanksPuzzle", "BlanksStats"
            ],
            path: "Sources/wikiblanks-bench"
        ),
        // Shared by the tests: the binary runner, the repository root, scratch folders.
        .target(name: "BlanksTestSupport", dependencies: ["BlanksModel"], path: "Tests/BlanksTestSupport"),
        // Shared by the sync tests and the sync command's tests: the real MediaWiki, the fault proxy.
        .target(
            name: "BlanksSyncTestSupport",
            dependencies: [
                "BlanksSupport", "BlanksCorpus",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio")
            ],
            path: "Tests/BlanksSyncTestSupport"
        ),
        // Each test target depends on exactly what it imports (@testable for our modules).
        .testTarget(name: "BlanksSupportTests", dependencies: ["BlanksSupport", "BlanksTestSupport"]),
        .testTarget(name: "BlanksModelTests", dependencies: ["BlanksModel", "BlanksTestSupport"]),
        .testTarget(
            name: "BlanksCorpusTests",
            dependencies: ["BlanksCorpus", "BlanksSupport", "BlanksTestSupport", .product(name: "Ink", package: "Ink")]
        ),
        .testTarget(
            name: "BlanksTextTests", dependencies: ["BlanksText", "BlanksModel", "BlanksCorpus", "BlanksTestSupport"]),
        .testTarget(
            name: "BlanksTaggerTests",
            dependencies: [
                "BlanksTagger", "BlanksTraining", "BlanksText", "BlanksModel", "BlanksSupport", "BlanksTestSupport"
            ]
        ),
        .testTarget(name: "BlanksTrainingTests", dependencies: ["BlanksTraining", "BlanksText"]),
        .testTarget(
            name: "BlanksSlotsTests",
            dependencies: ["BlanksSlots", "BlanksTraining", "BlanksSupport", "BlanksTestSupport"]
        ),
        .testTarget(
            name: "BlanksPuzzleTests",
            dependencies: [
                "BlanksPuzzle", "BlanksModel", "BlanksCorpus", "BlanksText", "BlanksTagger", "BlanksSlots",
                "BlanksTraining", "BlanksSupport", "BlanksTestSupport"
            ]
        ),
        .testTarget(
            name: "BlanksSyncTests",
            dependencies: ["BlanksSync", "BlanksCorpus", "BlanksSupport", "BlanksTestSupport", "BlanksSyncTestSupport"]
        ),
        .testTarget(
            name: "BlanksPlayTests",
            dependencies: [
                "BlanksPlay", "BlanksModel", "BlanksCorpus", "BlanksTestSupport",
                .product(name: "GRDB", package: "GRDB.swift")
            ]
        ),
        .testTarget(
            name: "BlanksExportTests",
            dependencies: [
                "BlanksExport", "BlanksModel", "BlanksCorpus", "BlanksPuzzle", "BlanksSupport", "BlanksTestSupport",
                .product(name: "GRDB", package: "GRDB.swift")
            ]
        ),
        .testTarget(
            name: "BlanksStatsTests",
            dependencies: [
                "BlanksStats", "BlanksCorpus", "BlanksTestSupport",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio")
            ]
        ),
        // Runs the built binary end to end, as users and scripts do: every test
        // that starts `wikiblanks` is here. It imports no module of the
        // executable; depending on it makes building the tests build the binary.
        .testTarget(
            name: "CLITests",
            dependencies: [
                "wikiblanks", "BlanksTestSupport", "BlanksSyncTestSupport", "BlanksCorpus",
                .product(name: "GRDB", package: "GRDB.swift")
            ]
        )
    ]
)
