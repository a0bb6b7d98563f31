/// Locale-free fixed-point formatting ("3.4", "1.25"): output that reaches a
/// user or a file must not change with the machine's locale.
package enum DecimalFormat {
    /// `value` rounded to `places` decimals (0–9). Not finite gives "-"; a
    /// magnitude too large for exact fixed point falls back to Swift's own
    /// shortest form, which is locale-free too.
    package static func fixed(_ value: Double, places: Int) -> String {
        guard value.isFinite else { return "-" }
        let places = min(max(places, 0), 9)
        var scale = 1
        for _ in 0..<places { scale *= 10 }
        let scaledValue = (value * Double(scale)).rounded()
        guard abs(scaledValue) < 9e15 else { return "\(value.rounded())" }
        let scaled = Int(scaledValue)
        let sign = scaled < 0 ? "-" : ""
        let magnitude = abs(scaled)
        guard places > 0 else { return sign + String(magnitude) }
        let fraction = String(magnitude % scale)
        return sign + "\(magnitude / scale)." + String(repeating: "0", count: places - fraction.count) + fraction
    }
}
