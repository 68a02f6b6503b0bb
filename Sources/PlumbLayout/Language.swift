/// The languages Plumb's lessons are written in: a lesson's texts, its
/// hints and the verdicts on views exist in each, English first.
public enum Language: String, CaseIterable, Sendable {
  case en, ko

  /// The language a locale name asks for (`ko_KR.UTF-8` → Korean); English for any other.
  ///
  /// The first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set and not
  /// empty decides, as POSIX orders them.
  public static func fromLocale(_ environment: [String: String]) -> Language {
    let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
    return Language(rawValue: String(locale.prefix(2)).lowercased()) ?? .en
  }
}
