import Foundation
import Testing

@testable import BlanksSupport

@Suite struct CivilDateTests {
    @Test func daysSince1970MatchesFoundation() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        for (year, month, day) in [
            (1970, 1, 1), (2000, 2, 29), (2016, 4, 22), (2100, 3, 1), (9999, 12, 31), (1969, 12, 31)
        ] {
            let date = try #require(calendar.date(from: DateComponents(year: year, month: month, day: day)))
            #expect(
                CivilDate.daysSince1970(year: year, month: month, day: day) * 86_400
                    == Int(date.timeIntervalSince1970), "\(year)-\(month)-\(day)")
        }
    }

    @Test func daysAndDatesAreInverseFromYearOneTo9999() {
        #expect(CivilDate.daysSince1970(year: 2000, month: 3, day: 1) == 11_017)
        let firstDay = CivilDate.daysSince1970(year: 1, month: 1, day: 1)
        let lastDay = CivilDate.daysSince1970(year: 9999, month: 12, day: 31)
        #expect(CivilDate.civil(daysSince1970: firstDay) == (1, 1, 1))
        #expect(CivilDate.civil(daysSince1970: lastDay) == (9999, 12, 31))
        for days in stride(from: firstDay, through: lastDay, by: 37) {
            let civil = CivilDate.civil(daysSince1970: days)
            #expect(CivilDate.daysSince1970(year: civil.year, month: civil.month, day: civil.day) == days)
            #expect((1...CivilDate.daysIn(month: civil.month, year: civil.year)).contains(civil.day))
        }
    }

    @Test func leapYearsFollowTheGregorianRules() {
        #expect(CivilDate.daysIn(month: 2, year: 2024) == 29)
        #expect(CivilDate.daysIn(month: 2, year: 2000) == 29)
        #expect(CivilDate.daysIn(month: 2, year: 1900) == 28)
        #expect(CivilDate.daysIn(month: 2, year: 2023) == 28)
        #expect(CivilDate.daysIn(month: 4, year: 2023) == 30)
        #expect(CivilDate.daysIn(month: 12, year: 2023) == 31)
    }
}
