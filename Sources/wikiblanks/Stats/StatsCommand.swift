import ArgumentParser
import BlanksStats
import BlanksSupport
import BlanksText
import Foundation

struct StatsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Run three text analyses at once on a file, URL or revision; or count corpus word frequencies.",
        discussion: """
            With a SOURCE (file path or http(s) URL) or --revid, prints the 10th character, every \
            10th character and the count of every word, each as soon as it is ready. Characters \
            are extended grapheme clusters; words are split on Unicode white space and counted \
            case-insensitively. With --word-frequencies instead, writes the word frequencies of the \
            corpus's prose to DIR/wordfreq.tsv (only then: nothing is written into a corpus \
            unasked); a revision that cannot be read is reported ("revision N: skipped, \
            …"), left out, and makes the exit status 1 once the file is written.
            """
    )

    @Argument(help: "A file path or an http(s) URL to analyse.")
    var source: String?

    @Option(help: "Analyse this corpus revision's wikitext instead.")
    var revid: Int?

    @OptionGroup var corpusOption: CorpusOption

    @Flag(help: "Write the word frequencies of the corpus's prose to DIR/wordfreq.tsv (DIR from --corpus).")
    var wordFrequencies = false

    @Flag(help: "Print one JSON object per analysis, one per line, as each completes.")
    var json = false

    func validate() throws {
        let given = [source != nil, revid != nil, wordFrequencies].filter { $0 }.count
        if given > 1 {
            throw ValidationError("give one of a SOURCE, --revid or --word-frequencies, not several")
        }
        if given == 0 {
            throw ValidationError(
                "give a SOURCE (file or URL) or --revid N to analyse, or --word-frequencies to write DIR/wordfreq.tsv")
        }
    }

    func run() async throws {
        if let textSource = try textSource() {
            try await analyse(textSource)
        } else {
            try countWordFrequencies()
        }
    }

    private func textSource() throws -> TextSource? {
        if let revid {
            return .revision(corpus: URL(fileURLWithPath: corpusOption.corpus, isDirectory: true), revid: revid)
        }
        guard let source else { return nil }
        do {
            return try TextSource(argument: source)
        } catch {
            throw Console.fail("\(error)")
        }
    }

    private func analyse(_ source: TextSource) async throws {
        let format = StatsReportFormat(source: source.description, json: json)
        let reports = await ConcurrentAnalysisRunner().run(source) { report in
            format.print(report)
        }
        if reports.contains(where: { $0.failure != nil }) { throw ExitCode(.failure) }
    }

    /// The prose paragraphs of a revision, for word frequencies: what the
    /// puzzles are cut from, not the markup around it.
    static let prose: ProseExtractor = { WikitextStripper().paragraphs(from: $0).map(\.text) }

    private func countWordFrequencies() throws {
        let store = corpusOption.store
        let frequencies: WordFrequencyTable
        do {
            frequencies = try WordFrequencyTable.update(store, prose: Self.prose)
        } catch {
            throw Console.fail("\(error)")
        }
        for skipped in frequencies.skipped { Console.note("\(skipped)") }
        let path = (corpusOption.corpus as NSString).appendingPathComponent(WordFrequencyTable.fileName)
        if json {
            let summary: [String: Any] = [
                "file": path, "revisions": frequencies.revisions, "skipped": frequencies.skipped.count,
                "totalWords": frequencies.table.totalWords, "distinctWords": frequencies.table.entries.count
            ]
            print(String(decoding: try CanonicalJSON.encode(jsonObject: summary), as: UTF8.self))
        } else {
            print(
                "\(path): \(frequencies.table.totalWords) words, \(frequencies.table.entries.count) distinct, from \(frequencies.revisions) revisions"
            )
        }
        if !frequencies.skipped.isEmpty {
            throw Console.fail(
                "\(frequencies.skipped.count) revisions skipped; \(path) counts the other \(frequencies.revisions); run `wikiblanks corpus verify`"
            )
        }
    }
}
