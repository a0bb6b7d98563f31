import Foundation

/// The console's connections to the outside: lines in, text out, warnings
/// out, and the clock. The executable passes stdin/stdout/stderr and the
/// system clock; tests pass scripts and a fixed clock.
public struct PlayConsoleIO {
    public var readLine: () -> String?
    public var write: (String) -> Void
    public var warn: (String) -> Void
    public var now: () -> Date

    public init(
        readLine: @escaping () -> String?, write: @escaping (String) -> Void,
        warn: @escaping (String) -> Void, now: @escaping () -> Date
    ) {
        self.readLine = readLine
        self.write = write
        self.warn = warn
        self.now = now
    }
}
