/// The metadata of an archive every record made from it keeps
/// (`ZimProvenance`). `Name` and `Date` are required: the name keeps ids
/// stable across releases, the date stands for the revisions' timestamp
/// (and so decides their licence version).
struct ZimArchiveMetadata: Sendable, Equatable {
    var name: String
    var title: String
    /// YYYY-MM-DD.
    var date: String
    var language: String
    var source: String
    var creator: String
    var publisher: String
    var license: String

    static func read(from archive: ZimArchive) throws(ZimError) -> ZimArchiveMetadata {
        func value(_ key: String) throws(ZimError) -> String { try archive.metadata(key) ?? "" }
        let name = try value("Name")
        guard !name.isEmpty, name.utf8.count <= 256, !name.contains(where: \.isNewline) else {
            throw .metadata(file: archive.file, name: "Name", reason: "is missing or not one short line")
        }
        let date = try value("Date")
        guard isDate(date) else {
            throw .metadata(
                file: archive.file, name: "Date",
                reason: "is \(date.isEmpty ? "missing" : "\"\(date.prefix(40))\""), not YYYY-MM-DD")
        }
        return ZimArchiveMetadata(
            name: name, title: try value("Title"), date: date, language: try value("Language"),
            source: try value("Source"), creator: try value("Creator"),
            publisher: try value("Publisher"), license: try value("License"))
    }

    /// The timestamp the archive's revisions carry: midnight UTC of its date.
    var timestamp: String { "\(date)T00:00:00Z" }

    /// The provenance of the entry at `path`.
    func provenance(path: String) -> ZimProvenance {
        ZimProvenance(
            archive: name, archiveTitle: title, date: date, language: language, source: source,
            creator: creator, publisher: publisher, license: license, path: path)
    }

    static func isDate(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return false }
        let digits = bytes[0..<4] + bytes[5..<7] + bytes[8..<10]
        guard digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return false }
        let month = Int(bytes[5] - 48) * 10 + Int(bytes[6] - 48)
        let day = Int(bytes[8] - 48) * 10 + Int(bytes[9] - 48)
        return (1...12).contains(month) && (1...31).contains(day)
    }
}
