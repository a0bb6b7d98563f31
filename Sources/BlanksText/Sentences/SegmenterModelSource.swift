import Foundation

extension SegmenterModel {
    /// `ShippedSegmenterModel.swift` for this model: its bytes in base64, 76
    /// characters a line, inside a Swift string literal. Embedding the model
    /// in the library means it cannot go missing the way a bundle can.
    public func embeddedSource() -> String {
        let base64 = Data(encoded()).base64EncodedString(options: [.lineLength76Characters, .endLineWithLineFeed])
        var lines = [
            "// Written by `make train-segmenter` (wikiblanks text train-segmenter --embed); do not edit.",
            "// Segmenter model \(fingerprint): \(featureCount) weights, \(stats.count) word types.",
            "extension SegmenterModel {",
            "    static let shippedModelBase64 = \"\"\"",
        ]
        for line in base64.split(separator: "\n") { lines.append("        " + line) }
        lines.append("        \"\"\"")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}
