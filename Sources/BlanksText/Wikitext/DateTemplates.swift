/// Dates as the date templates (`{{birth date}}`, `{{start date}}`, `{{dts}}`,
/// `{{death date and age}}`) show them, in the English month-name forms
/// Wikipedia uses. Computed from the arguments only, never from today's date.
enum DateTemplates {
    static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August",
        "September", "October", "November", "December"
    ]

    /// "April 15, 1865", or "15 April 1865" when `dayFirst`; partial dates
    /// ("April 1865", "1865") when parts are missing. Non-numeric parts are
    /// shown as written.
    static func format(year: String?, month: String?, day: String?, dayFirst: Bool) -> String {
        guard let year else { return "" }
        guard let month else { return year }
        let monthName = Int(month).flatMap { (1...12).contains($0) ? monthNames[$0 - 1] : nil } ?? month
        guard let day else { return "\(monthName) \(year)" }
        let dayNumber = Int(day).map(String.init) ?? day
        return dayFirst ? "\(dayNumber) \(monthName) \(year)" : "\(monthName) \(dayNumber), \(year)"
    }

    /// `{{OldStyleDate|February 2|1905|January 20}}` → "February 2, 1905": the
    /// Gregorian date and its year, the Julian date left out. A month-first
    /// date takes the comma before its year, as `format` writes one ("2
    /// February 1905" takes none); other text is joined as written.
    static func oldStyle(date: String?, year: String?) -> String {
        guard let date, let year else { return date ?? year ?? "" }
        let parts = date.split(separator: " ")
        let monthFirst =
            parts.count == 2 && monthNames.contains(String(parts[0]))
            && parts[1].count <= 2 && parts[1].allSatisfy(\.isASCII) && Int(parts[1]) != nil
        return monthFirst ? "\(date), \(year)" : "\(date) \(year)"
    }

    /// Years an age is computed from; months and days must be 1...12 and 1...31.
    static let ageYears = 1...9999

    /// `{{death date and age|1865|4|15|1809|2|12}}` → "April 15, 1865 (aged 56)".
    /// The age is left out when a year is outside `ageYears` or a month or day
    /// is out of range (the date itself still shows the parts as written), so
    /// hostile numbers never overflow or give an absurd age.
    static func deathDateAndAge(_ call: TemplateCall) -> String {
        let date = format(
            year: call.argument(0), month: call.argument(1), day: call.argument(2),
            dayFirst: call.flag("df"))
        func number(_ index: Int, in range: ClosedRange<Int>) -> Int?? {
            guard let text = call.argument(index) else { return .some(nil) }
            guard let value = Int(text) else { return .some(nil) }
            return range.contains(value) ? .some(value) : nil
        }
        guard let deathYearPart = number(0, in: ageYears), let deathYear = deathYearPart,
            let birthYearPart = number(3, in: ageYears), let birthYear = birthYearPart,
            let deathMonth = number(1, in: 1...12), let deathDay = number(2, in: 1...31),
            let birthMonth = number(4, in: 1...12), let birthDay = number(5, in: 1...31)
        else { return date }
        var age = deathYear - birthYear
        let deathMonthDay = (deathMonth ?? 12, deathDay ?? 31)
        let birthMonthDay = (birthMonth ?? 1, birthDay ?? 1)
        if deathMonthDay < birthMonthDay { age -= 1 }
        return age >= 0 ? "\(date) (aged \(age))" : date
    }
}
