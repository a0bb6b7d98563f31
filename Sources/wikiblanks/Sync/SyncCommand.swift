import ArgumentParser
import BlanksSupport
import BlanksSync
import Foundation

struct SyncCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Download random article revisions from a MediaWiki API into the corpus.",
        discussion: """
            Stores COUNT new revisions (latest revisions of random namespace-0 articles, no redirects, \
            no disambiguation pages), one request at a time unless --concurrency says otherwise. \
            Revisions already stored are skipped; a newer revision of a stored page is added beside it. \
            Interrupt it at any time: the corpus stays valid and the same command resumes.

            Exit status: 0 when COUNT new revisions were stored; 1 on an error (network gave up, API \
            error, corpus problem); 2 when a Wikimedia endpoint is used without contact information; \
            3 when the wiki ran out of articles the corpus lacks; 130 after SIGINT, 143 after SIGTERM.
            """
    )

    @Option(help: "The wiki's api.php, e.g. https://en.wikipedia.org/w/api.php")
    var endpoint: String

    @Option(help: "New revisions to store.")
    var count: Int

    @OptionGroup var corpusOption: CorpusOption

    @Option(
        help:
            "E-mail or URL for the User-Agent; required for Wikimedia sites (or set \(UserAgent.contactEnvironmentVariable))."
    )
    var contact: String?

    @Option(help: "Requests in flight at once.")
    var concurrency: Int = 1

    @Option(help: "Pages per request (grnlimit).")
    var batchSize: Int = 50

    @Option(help: "Seconds before one request times out.")
    var timeout: Int = 30

    @Option(help: "Attempts at one request before giving up.")
    var attempts: Int = 6

    func validate() throws {
        guard count >= 1 else { throw ValidationError("--count must be at least 1") }
        guard (1...8).contains(concurrency) else { throw ValidationError("--concurrency must be between 1 and 8") }
        guard (1...500).contains(batchSize) else { throw ValidationError("--batch-size must be between 1 and 500") }
        guard timeout >= 1 else { throw ValidationError("--timeout must be at least 1 second") }
        guard attempts >= 1 else { throw ValidationError("--attempts must be at least 1") }
    }

    func run() async throws {
        guard let url = URL(string: endpoint), url.host != nil else {
            throw Console.fail(SyncError.invalidEndpoint(endpoint).description)
        }
        let userAgent: UserAgent
        do {
            userAgent = try UserAgent(
                endpoint: url,
                contact: contact
                    ?? ProcessInfo.processInfo.environment[UserAgent.contactEnvironmentVariable])
        } catch {
            throw Console.fail(
                error.description, status: error == .invalidEndpoint(url.absoluteString) ? .failure : .contactRequired)
        }
        let configuration = SyncConfiguration(
            endpoint: url, count: count, concurrency: concurrency, batchSize: batchSize,
            timeout: .seconds(timeout), retry: RetryPolicy(maxAttempts: attempts))
        let engine = SyncEngine(configuration: configuration, store: corpusOption.store, userAgent: userAgent)
        let task = Task { try await engine.run { SyncReporter.handle($0) } }
        let signals = SignalCanceller(signals: [SIGINT, SIGTERM]) { task.cancel() }
        let report: SyncReport
        do {
            report = try await task.value
        } catch {
            Console.endProgress()
            throw Console.fail("\(error)")
        }
        Console.endProgress()
        let progress = report.progress
        let host = configuration.site
        switch report.outcome {
        case .completed:
            print(
                "\(host): \(progress.stored) new revisions stored, \(progress.alreadyStored) already stored, "
                    + "\(progress.rejected) pages refused; \(progress.requests) requests "
                    + "(\(DecimalFormat.fixed(progress.requestsPerRevision, places: 2)) per revision), "
                    + "\(DecimalFormat.fixed(progress.rate, places: 1)) revisions/s")
        case .exhausted:
            throw Console.fail(
                "\(host): only \(progress.stored) of \(progress.target) new revisions stored: random pages "
                    + "stopped yielding articles this corpus lacks (the wiki has no more); they are kept",
                status: .exhausted)
        case .interrupted:
            let signal = signals.received ?? SIGINT
            throw Console.fail(
                "interrupted: \(progress.stored) of \(progress.target) new revisions stored, the corpus "
                    + "is complete; run the same command to resume", status: .interrupted(signal: signal))
        }
    }
}
