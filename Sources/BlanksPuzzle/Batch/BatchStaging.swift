import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The hidden folders a batch passes through under the output folder, and
/// the cleaning of those a crashed run left behind.
///
/// A new batch is written in `.staging-<name>-<pid>`; when it is complete it
/// is exchanged with the old batch, if any, in one `renameat2(RENAME_EXCHANGE)`
/// (the old one then sits under the staging name and is removed), so the
/// batch's name holds a complete batch at every instant. Where the file system
/// cannot exchange, the old batch is renamed to `.replaced-<name>-<pid>`
/// first and put back by the next run if this one dies before its second
/// rename. Both names start
/// with a dot, which `PlainName` refuses as a batch name and `play` skips, so
/// a half-written batch is never seen under a batch's name. Only entries
/// directly in the output folder are touched, and symbolic links are removed
/// as links, never followed.
struct BatchStaging: Sendable {
    static let stagingPrefix = ".staging-"
    static let replacedPrefix = ".replaced-"

    let root: URL
    let name: PlainName
    let pid: Int32

    init(root: URL, name: PlainName, pid: Int32 = getpid()) {
        self.root = root
        self.name = name
        self.pid = pid
    }

    var destination: URL { root.appendingPathComponent(name.value, isDirectory: true) }
    var staging: URL { root.appendingPathComponent("\(Self.stagingPrefix)\(name.value)-\(pid)", isDirectory: true) }
    var replaced: URL { root.appendingPathComponent("\(Self.replacedPrefix)\(name.value)-\(pid)", isDirectory: true) }

    /// One leftover folder's parts: which kind, for which batch, from which process.
    struct Leftover: Equatable, Sendable {
        var isReplaced: Bool
        var name: String
        var pid: Int32
    }

    /// Parses `.staging-<name>-<pid>` or `.replaced-<name>-<pid>`; nil for any other name.
    static func leftover(named entry: String) -> Leftover? {
        let isReplaced = entry.hasPrefix(replacedPrefix)
        guard isReplaced || entry.hasPrefix(stagingPrefix) else { return nil }
        let rest = entry.dropFirst(isReplaced ? replacedPrefix.count : stagingPrefix.count)
        guard let dash = rest.lastIndex(of: "-"), let pid = Int32(rest[rest.index(after: dash)...]), pid > 0 else {
            return nil
        }
        return Leftover(isReplaced: isReplaced, name: String(rest[..<dash]), pid: pid)
    }

    /// Cleans what runs that ended without finishing left in `root`: their
    /// staging folders are removed; an old batch moved aside is put back when
    /// its name is free (the run crashed between the two renames), else
    /// removed. Folders of processes still running are left alone.
    /// O(entries in `root`) plus the size of what is removed.
    static func cleanLeftovers(in root: URL) {
        let manager = FileManager.default
        guard let entries = try? manager.contentsOfDirectory(atPath: root.path) else { return }
        for entry in entries.sorted() {
            guard let leftover = leftover(named: entry), !isRunning(leftover.pid) else { continue }
            let url = root.appendingPathComponent(entry)
            if leftover.isReplaced, PlainName.isPlain(leftover.name), isDirectory(url),
                entryType(root.appendingPathComponent(leftover.name)) == nil,
                rename(url.path, root.appendingPathComponent(leftover.name).path) == 0
            {
                continue
            }
            remove(url)
        }
    }

    private typealias RenameAt2 =
        @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32

    /// glibc's `renameat2`, looked up at run time: Swift's Glibc module does not declare it.
    private static let renameat2: RenameAt2? = {
        guard let symbol = dlsym(nil, "renameat2") else { return nil }
        return unsafeBitCast(symbol, to: RenameAt2.self)
    }()

    /// Exchanges the entries at `a` and `b` atomically. Nil when done, else the
    /// `errno` (`ENOSYS` where the system cannot: the caller falls back).
    static func exchange(_ a: URL, _ b: URL) -> Int32? {
        guard let renameat2 else { return ENOSYS }
        let renameExchange: UInt32 = 1 << 1
        return renameat2(AT_FDCWD, a.path, AT_FDCWD, b.path, renameExchange) == 0 ? nil : errno
    }

    /// Whether process `pid` exists (it may belong to another user).
    static func isRunning(_ pid: Int32) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }

    /// The type bits of the entry itself (`lstat`: a link is a link), nil when there is none.
    static func entryType(_ url: URL) -> mode_t? {
        var info = stat()
        guard lstat(url.path, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT
    }

    static func isSymbolicLink(_ url: URL) -> Bool { entryType(url) == S_IFLNK }

    static func isDirectory(_ url: URL) -> Bool { entryType(url) == S_IFDIR }

    /// Removes the entry at `url`: a link or file is unlinked, a real folder
    /// removed with its contents (links inside it are removed, not followed).
    static func remove(_ url: URL) {
        guard let type = entryType(url) else { return }
        if type == S_IFDIR {
            try? FileManager.default.removeItem(atPath: url.path)
        } else {
            unlink(url.path)
        }
    }
}
