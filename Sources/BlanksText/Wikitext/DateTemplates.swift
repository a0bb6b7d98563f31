/// Dates as the date templates (`{{birth date}}`, `{{start date}}`, `{{dts}}`,
/// `{{death date and age}}`) show them, in the English month-name forms
/// Wikipedia uses. Computed from the arguments only, never from today's date.
enum DateTemplates {
    static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August",
                             "September", "October", "November", "December"]

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

    /// `{{death date and age|1865|4|15|1809|2|12}}` → "April 15, 1865 (aged 56)".
    static func deathDateAndAge(_ call: TemplateCall) -> String {
        let date = format(year: call.argument(0), month: call.argument(1), day: call.argument(2),
                          dayFirst: call.flag("df"))
        let numbers = (0..<6).map { call.argument($0).flatMap { Int($0) } }
        guard let deathYear = numbers[0], let birthYear = numbers[3] else { return date }
        var age = deathYear - birthYear
        let deathMonthDay = (numbers[1] ?? 12, numbers[2] ?? 31)
        let birthMonthDay = (numbers[4] ?? 1, numbers[5] ?? 1)
        if deathMonthDay < birthMonthDay { age -= 1 }
        return age >= 0 ? "\(date) (aged \(age))" : date
    }
}
