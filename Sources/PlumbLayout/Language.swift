/// The languages Plumb's lessons are written in: a lesson's texts, its
/// hints and the verdicts on views exist in each, English first.
public enum Language: String, CaseIterable, Sendable {
  case en, ko

  /// The language the environment asks for, as gettext reads it: the first
  /// entry of `LANGUAGE`, then the first of `LC_ALL`, `LC_MESSAGES` and
  /// `LANG` that is set, not empty and not the C locale (`C.UTF-8` names an
  /// encoding, not a language); English when none names Korean.
  public static func fromLocale(_ environment: [String: String]) -> Language {
    let first = environment["LANGUAGE"]?.split(separator: ":").first.map(String.init)
    let locales = ([first] + ["LC_ALL", "LC_MESSAGES", "LANG"].map { environment[$0] }).compactMap { $0 }
    let named = locales.first { !$0.isEmpty && $0 != "C" && $0 != "POSIX" && !$0.hasPrefix("C.") } ?? ""
    // `ko_KR.UTF-8`, `ko.UTF-8`, `ko@euro`: the language is what comes before `_`, `.` or `@` (`kok_IN` is Konkani).
    let code = named.prefix { $0 != "_" && $0 != "." && $0 != "@" }
    return Language(rawValue: code.lowercased()) ?? .en
  }
}
