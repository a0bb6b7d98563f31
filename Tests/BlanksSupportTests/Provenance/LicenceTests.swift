import Testing

@testable import BlanksSupport

@Suite struct LicenceTests {
    @Test func theLicenceFollowsTheRevisionTimestamp() {
        #expect(Licence(revisionTimestamp: "2016-04-22T10:19:33Z") == .ccBySA30)
        #expect(Licence(revisionTimestamp: "2023-06-06T23:59:59Z") == .ccBySA30)
        #expect(Licence(revisionTimestamp: "2023-06-07T00:00:00Z") == .ccBySA40)
        #expect(Licence(revisionTimestamp: "2025-01-01T00:00:00Z") == .ccBySA40)
        #expect(Licence.ccBySA30.url == "https://creativecommons.org/licenses/by-sa/3.0/")
        #expect(Licence.ccBySA40.url == "https://creativecommons.org/licenses/by-sa/4.0/")
    }

    @Test func aTimestampOfAnotherShapeGetsTodaysLicence() {
        for odd in [
            "", "2016", "2016-04-22 10:19:33", "2016-04-22T10:19:33+02:00", "२०१६-04-22T10:19:33Z",
            "20160422T101933Z!!!!"
        ] {
            #expect(Licence(revisionTimestamp: odd) == .ccBySA40, "\(odd)")
        }
        #expect(Licence(name: "CC BY-SA 3.0") == .ccBySA30)
        #expect(Licence(name: "GFDL") == nil)
    }
}
