/// Locale-free fixed-point formatting for sync's figures ("3.4", "1.25").
public enum DecimalFormat {
    public static func fixed(_ value: Double, places: Int) -> String {
        guard value.isFinite else { return "-" }
        var scale = 1
        for _ in 0..<max(places, 0) { scale *= 10 }
        let scaled = Int((value * Double(scale)).rounded())
        let sign = scaled < 0 ? "-" : ""
        let magnitude = abs(scaled)
        guard places > 0 else { return sign + String(magnitude) }
        let fraction = String(magnitude % scale)
        return sign + "\(magnitude / scale)." + String(repeating: "0", count: places - fraction.count) + fraction
    }
}

extension Duration {
    /// The duration in seconds, as a Double.
    var inSeconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
