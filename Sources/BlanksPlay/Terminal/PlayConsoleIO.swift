import Foundation

/// The console's connections to the outside: lines in, text out, warnings
/// out, and the clock. The executable passes stdin/stdout/stderr and the
/// system clock; tests pass scripts and a fixed clock.
package struct PlayConsoleIO {
    package var readLine: () -> String?
    package var write: (String) -> Void
    package var warn: (String) -> Void
    package var now: () -> Date

    package init(
        readLine: @escaping () -> String?, write: @escaping (String) -> Void,
        warn: @escaping (String) -> Void, now: @escaping () -> Date
    ) {
        self.readLine = readLine
        self.write = write
        self.warn = warn
        self.now = now
    }
}
