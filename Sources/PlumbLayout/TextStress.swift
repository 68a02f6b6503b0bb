/// What a layout's text is put through to see whether the layout holds:
/// the user's text size (Dynamic Type) and a pseudolanguage. The default
/// value is the layout as designed: Large, no pseudolanguage.
public struct TextStress: Hashable, Sendable, CustomStringConvertible {
  public var textSize: ContentSizeCategory
  public var pseudo: PseudoLanguage?
  /// Real translations (`--strings`), applied before a pseudolanguage.
  public var translation: Translation?

  public init(textSize: ContentSizeCategory = .large, pseudo: PseudoLanguage? = nil, translation: Translation? = nil) {
    self.textSize = textSize
    self.pseudo = pseudo
    self.translation = translation
  }

  /// Whether it changes nothing.
  public var isNone: Bool { textSize == .large && (pseudo == nil || pseudo == .rtl) && translation == nil }

  /// "text size AX5, double-length text": how findings name it.
  public var description: String {
    var parts: [String] = []
    if let translation { parts.append("in \(translation.language)") }
    if textSize != .large { parts.append("text size \(textSize.shortName)") }
    if let pseudo { parts.append(pseudo.phrase) }
    return parts.isEmpty ? "default text" : parts.joined(separator: ", ")
  }
}
