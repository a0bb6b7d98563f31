import BlanksModel

/// The rules of both games as the web player reads them from its data: the
/// blanks level rule (`LevelRules.standard`) with each level's name
/// (`Level.name`), and the trace ladder (`TraceLevels`) with the points of a
/// right and a wrong placement (`TraceMove.points`). Written from the model,
/// so the page and the terminal game keep one set of rules (the browser
/// tests play the same moves in both and compare the scores).
///
/// `{"blanks":{"start":1,"lowest":1,"highest":6,"lowScorePerTen":4,"lowGamesToFall":2,
///   "names":[<level 0>,…,<level 6>]},
///  "trace":{"levels":[1,10],"boxes":[<boxes of level 1>,…],"next":[<level after 1>,…],
///   "reveal":[1,10],"right":1,"wrong":-1}}`
enum PlayerRules {
    static var json: [UInt8] {
        let rules = LevelRules.standard
        var out = Array(#"{"blanks":{"start":\#(rules.startLevel),"lowest":\#(rules.lowestLevel),"#.utf8)
        out += #""highest":\#(rules.highestLevel),"lowScorePerTen":\#(rules.lowScorePerTen),"#.utf8
        out += #""lowGamesToFall":\#(rules.lowGamesToFall),"names":["#.utf8
        for (index, level) in Level.all.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            out += JSONStringLiteral.bytes(level.name)
        }
        let levels = TraceLevels.range
        out += #"]},"trace":{"levels":[\#(levels.lowerBound),\#(levels.upperBound)],"boxes":["#.utf8
        out += levels.map { "\(TraceLevels.boxCount(level: $0))" }.joined(separator: ",").utf8
        out += #"],"next":["#.utf8
        out += levels.map { "\(TraceLevels.next(after: $0))" }.joined(separator: ",").utf8
        let reveal = TraceLevels.revealRange
        let right = TraceMove(box: "", number: 0, isRight: true, scoreAfter: 0).points
        let wrong = TraceMove(box: "", number: 0, isRight: false, scoreAfter: 0).points
        out += #"],"reveal":[\#(reveal.lowerBound),\#(reveal.upperBound)],"right":\#(right),"wrong":\#(wrong)}}"#.utf8
        return out
    }
}
