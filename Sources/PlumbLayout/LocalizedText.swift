/// One text in several languages, as a lesson's author wrote it.
public struct LocalizedText: Equatable, Sendable {
  /// The text in each language it was written in.
  public var texts: [Language: String]

  public init(_ texts: [Language: String] = [:]) { self.texts = texts }

  /// The text in `language`, else in English, else in whichever language it has.
  public func text(in language: Language) -> String {
    texts[language] ?? texts[.en] ?? Language.allCases.lazy.compactMap { texts[$0] }.first ?? ""
  }

  public var isEmpty: Bool { texts.isEmpty }
}
