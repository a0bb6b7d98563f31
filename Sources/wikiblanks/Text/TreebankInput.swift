import BlanksSupport
import Foundation

/// Reads a CoNLL-U treebank, plain or gzip-compressed, from a file or standard input.
enum TreebankInput {
    static func read(_ path: String?) throws -> String {
        let data: Data
        if let path {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } else {
            data = TextInput.readStandardInput()
        }
        if data.starts(with: [0x1F, 0x8B]) {
            return String(decoding: try GzipCodec.decompress(data), as: UTF8.self)
        }
        return String(decoding: data, as: UTF8.self)
    }
}
