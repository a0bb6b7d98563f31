import CZim
import Foundation

/// An open Kiwix ZIM archive, read through libzim (the reference reader) via
/// the `CZim` shim, which turns libzim's C++ exceptions into `ZimError`s: a
/// malformed archive is one error line, never a crash. Opening runs libzim's
/// integrity checks (checksum, pointers, ordering, MIME types; not the
/// title index, which is never read and which libzim 8 misjudges in
/// archives written by libzim 9),
/// so an archive with broken structure is refused before any entry is read.
///
/// libzim's `Archive` may be read from several threads at once, so one
/// instance serves every worker of an import (hence `@unchecked Sendable`:
/// the handle is never mutated after opening, and closed only in `deinit`).
package final class ZimArchive: @unchecked Sendable {
    /// "ZIM\x04" as a little-endian 32-bit number: the first four bytes of every ZIM file.
    static let magic: [UInt8] = [0x5A, 0x49, 0x4D, 0x04]

    package let file: String
    private let handle: OpaquePointer

    /// Opens `url`; `verifyChecksum` reads the whole file once to check its MD5.
    package init(url: URL, verifyChecksum: Bool = true) throws(ZimError) {
        file = url.path
        var error: UnsafeMutablePointer<CChar>?
        guard let opened = czim_open(url.path, verifyChecksum ? 1 : 0, &error) else {
            throw .unreadable(file: url.path, reason: Self.message(taking: error))
        }
        handle = opened
    }

    deinit { czim_close(handle) }

    /// True when the file at `url` starts with the ZIM magic number.
    package static func hasMagic(at url: URL) -> Bool {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return false }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: magic.count)) ?? Data()
        return [UInt8](head) == magic
    }

    /// True when entry paths carry the old one-letter namespace ("A/Foo").
    package var hasNamespaces: Bool { czim_has_namespaces(handle) != 0 }

    /// The metadata value `name` ("Name", "Date", "Language"…), nil when absent.
    package func metadata(_ name: String) throws(ZimError) -> String? {
        var value: UnsafeMutablePointer<CChar>?
        var length = 0
        var error: UnsafeMutablePointer<CChar>?
        let status = czim_metadata(handle, name, &value, &length, &error)
        switch status {
        case Int32(CZIM_OK):
            defer { czim_free(value) }
            guard let value else { return "" }
            let bytes = UnsafeRawBufferPointer(start: value, count: length)
            return String(validating: bytes, as: UTF8.self) ?? String(decoding: bytes, as: UTF8.self)
        case Int32(CZIM_MISSING): return nil
        default: throw .metadata(file: file, name: name, reason: "cannot be read: \(Self.message(taking: error))")
        }
    }

    /// User entries (articles and resources), in path order.
    package func entryCount() throws(ZimError) -> UInt32 {
        var count: UInt32 = 0
        var error: UnsafeMutablePointer<CChar>?
        guard czim_entry_count(handle, &count, &error) == Int32(CZIM_OK) else {
            throw .unreadable(file: file, reason: Self.message(taking: error))
        }
        return count
    }

    /// The entry at `index` in path order, without its content.
    package func entry(at index: UInt32) throws(ZimError) -> ZimEntry {
        var raw = czim_entry()
        var error: UnsafeMutablePointer<CChar>?
        guard czim_entry_at(handle, index, &raw, &error) == Int32(CZIM_OK) else {
            throw .entry(file: file, path: "#\(index)", reason: Self.message(taking: error))
        }
        defer { czim_entry_free(&raw) }
        return ZimEntry(
            index: index, path: Self.text(raw.path), title: Self.text(raw.title),
            mimeType: Self.text(raw.mimetype), isRedirect: raw.is_redirect != 0, size: raw.size)
    }

    /// What reading an entry's content gave.
    package enum Content: Sendable, Equatable {
        case bytes(Data)
        /// Larger than the limit asked for: not read.
        case tooLarge(bytes: UInt64)
    }

    /// The content of `entry` when it is at most `limit` bytes (larger content is never decompressed into memory).
    package func content(of entry: ZimEntry, limit: Int) throws(ZimError) -> Content {
        var bytes: UnsafeMutablePointer<CChar>?
        var length = 0
        var error: UnsafeMutablePointer<CChar>?
        switch czim_entry_content(handle, entry.index, UInt64(max(0, limit)), &bytes, &length, &error) {
        case Int32(CZIM_OK):
            defer { czim_free(bytes) }
            guard let bytes else { return .bytes(Data()) }
            return .bytes(Data(bytes: bytes, count: length))
        case Int32(CZIM_TOO_LARGE):
            return .tooLarge(bytes: UInt64(length))
        default:
            throw .entry(file: file, path: entry.path, reason: Self.message(taking: error))
        }
    }

    private static func text(_ pointer: UnsafeMutablePointer<CChar>?) -> String {
        guard let pointer else { return "" }
        let bytes = UnsafeRawBufferPointer(start: pointer, count: strlen(pointer))
        return String(validating: bytes, as: UTF8.self) ?? String(decoding: bytes, as: UTF8.self)
    }

    /// The shim's message (freed here), on one line.
    private static func message(taking error: UnsafeMutablePointer<CChar>?) -> String {
        guard let error else { return "libzim failed without a message" }
        defer { czim_free(error) }
        return text(error).split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
