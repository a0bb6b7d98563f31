import Testing

@testable import BlanksText

/// Every check of the passage gate, stated on made-up paragraphs: each rule
/// has a hit (the defect it names) and a near miss of the same shape that
/// is ordinary prose and must pass.
@Suite struct PassageGateTests {
    private let gate = PassageGate()

    private func expect(
        _ defect: PassageDefect, _ hits: [String], nearMisses: [String],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for text in hits {
            #expect(
                gate.defects(in: text).contains(defect), "\(defect.rawValue) should find: \(text)",
                sourceLocation: sourceLocation)
        }
        for text in nearMisses {
            #expect(
                gate.defect(in: text) == nil, "should pass: \(text) — \(gate.defects(in: text))",
                sourceLocation: sourceLocation)
        }
    }

    @Test func cleanProsePasses() {
        #expect(gate.defect(in: "The river rises in the hills. It flows east for many miles.") == nil)
        #expect(gate.defect(in: "He won. The crowd cheered loudly.") == .shortSentence)
    }

    @Test func strandedWords() {
        expect(
            .strandedWord,
            [
                "Pi is a common approximation of. Many people learn it at school.",
                "The tower rises to a height of metres above the town. It was built in stone.",
                "The road is about km long in total. It crosses two rivers.",
                "The lake lies between and the sea. It is very deep.",
                "The new bridge is longer than, and wider than the old one. It opened last year.",
                "Many vowels, such as. The rest are long.",
                "Asphalt (occasionally), also known as bitumen, is sticky. It is black.",
                "The surface reflects light in every direction (e.g.). It is rough.",
                "The valley is fertile (see) and well watered. It feeds the town.",
                "The robot was shown on a screen (see video at) in the hall. It walked slowly.",
                "The charge is found for a time t as. The current is steady.",
                "The word (from Latin: murus, from Greek) means a wall. It is old.",
                "The name (Old English: burh; from Old Norse) stuck. It is short."
            ],
            nearMisses: [
                "Hundreds of metres of cable were laid. The work took a year.",
                "It is what the house was made of. Nobody remembers the builder.",
                "The tower is 30 metres tall. It was built in stone.",
                "She could not say where the letter came from. It had no stamp.",
                "The anthem was sung as equal to, or in place of, the old song. It was popular.",
                "He used the word \"the\". Nobody noticed the mistake.",
                "The unit of current (symbol: A) is named after a physicist. It is old.",
                "Winters are milder than to the east of the range. Summers are short.",
                "Most roads are built of or faced with stone. They last long.",
                "The word (from Latin) means a wall in the old sense. It is old.",
                "The surface reflects light in every direction (e.g. snow). It is rough.",
                "The word (Latin: murus, from Greek teichos) means a wall. It is old.",
                "The word (from Latin: murus) came from Greek. It is old."
            ])
    }

    @Test func referencesToContentNotShown() {
        expect(
            .referenceElsewhere,
            [
                "In the following table, each row is a year. The figures are rounded.",
                "The rule has exceptions (see above). They are rare in practice.",
                "The results are shown below. They surprised the team.",
                "The films below were all nominated. Most were dramas.",
                "Its shape is unusual (pictured). The walls are thick.",
                "The values are given in Table 2 of the report. They are averages.",
                "The population was counted as follows. The census took a month.",
                "The rivers are long (see Geography of Chile). Most flow west.",
                "The Department prepared the following estimates. They cover ten years.",
                "He did not find the internal structure below. The tree is old.",
                "The table at the bottom of this section lists the cities. They are large.",
                "As shown by the second graph, the dogs are heavy. They eat well."
            ],
            nearMisses: [
                "The following year the team won the cup. The coach stayed on.",
                "The summit stands far above sea level. It is often covered in snow.",
                "Following the war, the town was rebuilt. Many families returned.",
                "The fish live below the surface of the lake. They feed at night.",
                "The table was made of oak. It stood in the hall.",
                "Visitors can see Mount Everest from the ridge. The view is famous.",
                "The judge of the court below agreed with the verdict. The appeal failed.",
                "This article is about the people of the country. They speak many languages.",
                "The census declared the following affiliation: Greeks 20,000 and Turks 300. It was new.",
                "The birds were seen from above. They flew south."
            ])
    }

    @Test func colonAtTheEnd() {
        expect(
            .colonEnd,
            [
                "There are three railway lines in the country:",
                "The main exports are listed here: \""
            ],
            nearMisses: [
                "The Latin title is Opus Majus: it was written in 1267. It is long."
            ])
    }

    @Test func formulaRemnants() {
        expect(
            .formula,
            [
                "The sum Σi over the set can be written as a module. It is finite.",
                "Each element x ∈ S has an inverse. The group is finite.",
                "The force is 2 × 10−7 newtons per metre. It is very small.",
                "The general formula is CnH2n+2 for these compounds. They burn well.",
                "In water the acid gives HA H+ + A− in equilibrium. The reaction is fast.",
                "The count is n + 1 for every step. The loop then ends.",
                "The ligature is reserved for the name, = U+FDF2 in the standard. It is rare.",
                "The predicted shell is 5g18 6f14 7d10 in the table of elements. It is unusual."
            ],
            nearMisses: [
                "The winter temperature can drop to −40 °C in the valley. Snow lasts for months.",
                "The language has 350+ million speakers around the world. It has many dialects.",
                "The room measures 5 × 4 metres in total. It has two windows.",
                "The team scored 2 + 2 goals in the two halves. The crowd was large.",
                "Plan B was never used by the army. It was kept secret.",
                "Each carbon atom uses sp3 orbitals in the chain. They are strong.",
                "The Greek word ἄβακoς means a board in the old texts. It is short."
            ])
    }

    @Test func listDebris() {
        expect(
            .listDebris,
            [
                "The long vowels are a e o u and the short ones i u in the old script. They changed later.",
                "The symbols x, y were written on the board by the teacher. They were erased."
            ],
            nearMisses: [
                "The novel was written by J. R. R. Tolkien in England. It became famous.",
                "The diet is rich in vitamins A, C and E for the children. It is cheap.",
                "The rules are (a) be kind and (b) be quick in the house. Few follow them."
            ])
    }

    @Test func orphanPunctuation() {
        expect(
            .orphanPunctuation,
            [
                "The speech honoured Martin Luther King, Jr.. The crowd listened closely.",
                "The river is long,. It flows east into the sea.",
                "The city ( ; ) lies on the coast. It has a port.",
                "The species (, formerly a genus) is rare. It lives in caves.",
                "The plan (which failed was abandoned. Nobody objected to it."
            ],
            nearMisses: [
                "The speech honoured Martin Luther King Jr. and his family. The crowd listened closely.",
                "He paused... then went on with the speech. It was long.",
                "Some metals, e.g., iron, rust quickly. Others do not rust at all."
            ])
    }

    @Test func citationOpeningASentence() {
        expect(
            .citationOpening,
            [
                "The idea is old. (Smith 1997) Later work confirmed the result.",
                "The idea is old. (Smith and Jones 2001, p. 4) Later work confirmed it.",
                "The court agreed with the state. \"Brown v. Green\", 412 U.S. 78 (1999) (Stone, J.).",
                "The song was a hit. \u{201C}Blue Water\u{201D}, Decca 4471, 1962 (UK No. 3). It sold well."
            ],
            nearMisses: [
                "The band played on. (In 1997 the band split for good.) They reunited later.",
                "The idea is old (Smith 1997). Later work confirmed the result.",
                "The court agreed. \"Brown v. Green\" was decided in 1999 by a vote of 6 to 3.",
                "Apollo 11 landed in July 1969. The crew returned safely.",
                "NATO Secretary General Lord Ismay (1952 Lisbon) spoke first. He was brief."
            ])
    }

    /// A reference is told by the first letter or number of each word outside
    /// brackets and quotes: read on the first byte of a word that opens with an
    /// ASCII one, on its characters otherwise; both must read alike.
    @Test func aReferenceIsNamesAndNumbersWhateverItsScript() {
        let quoted = ["\"", "Émile", "v.", "Brown", "\"", ",", "12", "F.", "3d", "(", "2001", ")", "."]
        #expect(CitationOpeningCheck.isReference(quoted))
        #expect(!CitationOpeningCheck.isReference(["Émile", "était", "12"]))
        #expect(CitationOpeningCheck.isReference(["Brown", "(", "see", ")", "12"]))
        #expect(CitationOpeningCheck.isReference(["\u{201C}", "blue", "\u{201D}", "12"]))
        #expect(!CitationOpeningCheck.isReference(["Brown", "12th", "ed"]))
        #expect(!CitationOpeningCheck.isReference(["Brown", "Green"]))
        #expect(CitationOpeningCheck.isReference(["Brown", "\u{661}\u{662}"]))
        #expect(!CitationOpeningCheck.isReference(["-x", "12"]))
        #expect(CitationOpeningCheck.isReference(["-X", "1"]))
    }

    @Test func sentencesOfOneOrTwoWords() {
        expect(
            .shortSentence,
            [
                "Rome. The town grew quickly over the years.",
                "The town grew quickly. Trade. It became rich in the end."
            ],
            nearMisses: [
                "The town grew quickly. It became rich."
            ])
    }

    @Test func descriptionsWithNoMainVerb() {
        expect(
            .verblessDescription,
            [
                "The shy clerk whom the mayor hires in town, who later runs the council. He is feared.",
                "The loyal wife of the baker, who bakes the bread and sells it. She is kind.",
                "A former teacher at the school, and mentor to the children, who guides them. He left.",
                "The old mill, which grinds corn for the valley, and which stands by the river. It is busy.",
                "The president of the railroad and the book's most important antagonist. He is cruel.",
                "The most populous region of the state, containing the capital and the valley. It is green.",
                "The end of the long war. It was sudden."
            ],
            nearMisses: [
                "The shy clerk whom the mayor hires runs the council. He is feared.",
                "The man who built the bridge died, which saddened the town. He was old.",
                "The town grew quickly, which pleased the king. It became rich.",
                "The baker met his wife, who bakes the bread. She is kind.",
                "The mayor, who served two terms was defeated in the election. He then retired.",
                "It is a mill, which grinds corn for the valley. It is busy.",
                "Both the mill and the bakery contrast with the farm, which grows corn. They are old.",
                "The town is quiet. The old mill, which grinds corn, and which stands by the river.",
                "The old mill grinds corn for the valley. It is busy.",
                "The children play near the old mill. It is busy.",
                "He was the president of the railroad. He is cruel."
            ])
    }

    @Test func brokenOrthography() {
        expect(
            .orthography,
            [
                "the council is most powerfull body in town. It meets weekly.",
                "The council meets every week in the hall",
                "The mayor said i will not resign from my post. Nobody believed him.",
                "The team won the cup.The fans cheered all night long.",
                "The team won!! The fans cheered all night long.",
                "The team won the the cup in the final. The fans cheered.",
                "The festival is held every january in the square. It lasts a week.",
                "The town was founded by Dwan,who built the mill. It grew slowly.",
                "It is the continuous phase. and it binds the stones together. It is black.",
                "The city was founded in 325 bc by settlers. It grew quickly.",
                "NOTE: the colour is darker in winter. It fades in summer."
            ],
            nearMisses: [
                "iPod sales rose sharply in that year. The company grew.",
                "de Gaulle led the country for a decade. He retired in 1969.",
                "The play is by Josep Maria Benet i Jornet of Barcelona. It was filmed.",
                "The rules are (i) be kind and (ii) be quick to the guests. Few follow them.",
                "He lived in the U.S. for many years. He returned home.",
                "Prices rose, e.g. for bread and milk across the country. Wages did not."
            ])
    }

    @Test func markupResidue() {
        expect(
            .markup,
            [
                "The ambassador is Avraham Benjamin.[1] He took office in 2010.",
                "The name (Pashto |Afghanistan) is old. It means land of the Afghans.",
                "The field holds over 3 e6carat of diamonds. It is in the north.",
                "The country pumps 2 Moilbbl/d of crude oil. Most is exported.",
                "Examples are given at Algorithm#Examples in the article. They are short.",
                "The word [[link]] stayed in the text. It was not removed."
            ],
            nearMisses: [
                "The field holds over three million carats of diamonds. It is in the north.",
                "The ship was named after Queen Elizabeth II in 1938. It sailed often."
            ])
    }

    @Test func everyDefectHasANameAndASummary() {
        #expect(Set(PassageDefect.allCases.map(\.rawValue)).count == PassageDefect.allCases.count)
        #expect(PassageDefect.allCases.allSatisfy { !$0.summary.isEmpty })
        #expect(Set(PassageGate.order).union([.hole]) == Set(PassageDefect.allCases))
    }
}
