extension GeneratorVersion {
    /// Raised by hand with every change to what the trace generator writes:
    /// the layout, contacts, order, fields or ids.
    package static let traceRules = 1

    /// The version of the trace generator, e.g. `trace.1`: it uses no tagger.
    package static var trace: String { "trace.\(traceRules)" }
}
