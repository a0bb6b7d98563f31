/// The `error` member every Action API response may carry instead of a result.
struct APIErrorEnvelope: Decodable {
    struct Body: Decodable {
        var code: String
        var info: String?
        /// Seconds of replication lag, on a maxlag error.
        var lag: Double?
    }

    var error: Body?
}
