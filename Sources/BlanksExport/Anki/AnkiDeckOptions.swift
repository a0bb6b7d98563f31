/// Anki's default deck options group (id 1, schema 11 JSON), which the decks use.
struct AnkiDeckOptions: Encodable, Sendable {
    struct New: Encodable, Sendable {
        var bury = true
        var delays = [1.0, 10.0]
        var initialFactor = 2500
        var ints = [1, 4, 7]
        var order = 1
        var perDay = 20
        var separate = true
    }

    struct Lapse: Encodable, Sendable {
        var delays = [10.0]
        var leechAction = 1
        var leechFails = 8
        var minInt = 1
        var mult = 0.0
    }

    struct Review: Encodable, Sendable {
        var bury = true
        var ease4 = 1.3
        var fuzz = 0.05
        var ivlFct = 1.0
        var maxIvl = 36500
        var minSpace = 1
        var perDay = 200
    }

    var id = 1
    var name = "Default"
    var mod = AnkiIdentifiers.fixedSeconds
    var usn = 0
    var maxTaken = 60
    var autoplay = true
    var timer = 0
    var replayq = true
    var dyn = false
    var new = New()
    var lapse = Lapse()
    var rev = Review()
}
