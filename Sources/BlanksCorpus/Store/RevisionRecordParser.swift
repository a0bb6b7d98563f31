import BlanksSupport
import Foundation

/// Reads a revision record — the ten fields, each once, in any order — from
/// its UTF-8 bytes with `FlatJSONObject`: one pass, no document map, no
/// second copy of the content. Anything else (an unknown or repeated key, a
/// value of the wrong kind, whatever `FlatJSONObject` is not sure of) gives
/// nil, and the caller decodes with `JSONDecoder`, which accepts or refuses
/// it as before. So a record reads the same either way. O(record size).
enum RevisionRecordParser {
    static func parse(_ json: Data) -> Revision? {
        guard let members = json.withUnsafeBytes({ FlatJSONObject.members($0.bindMemory(to: UInt8.self)) }),
            members.count == 10
        else { return nil }
        var strings: [String: String] = [:]
        var integers: [String: Int] = [:]
        for member in members {
            let (key, value) = (member.key, member.value)
            switch (key, value) {
            case ("site", .string(let text)), ("title", .string(let text)), ("timestamp", .string(let text)),
                ("sha1", .string(let text)), ("contentmodel", .string(let text)), ("content", .string(let text)):
                strings[key] = text
            case ("pageid", .integer(let number)), ("ns", .integer(let number)), ("revid", .integer(let number)),
                ("parentid", .integer(let number)):
                integers[key] = number
            default:
                return nil
            }
        }
        guard let site = strings["site"], let title = strings["title"], let timestamp = strings["timestamp"],
            let sha1 = strings["sha1"], let contentmodel = strings["contentmodel"], let content = strings["content"],
            let pageid = integers["pageid"], let ns = integers["ns"], let revid = integers["revid"],
            let parentid = integers["parentid"]
        else { return nil }  // ten members without all ten keys: one was repeated
        return Revision(
            site: site, pageid: pageid, ns: ns, title: title, revid: revid, parentid: parentid,
            timestamp: timestamp, sha1: sha1, contentmodel: contentmodel, content: content)
    }
}
