/// One language's texts for a layout, from a `.strings` file or a String
/// Catalog (`.xcstrings`): each text by its key. A storyboard's or xib's
/// strings are keyed by object id and property (`Xy3-ab-cde.text`,
/// `.normalTitle`, `.placeholder`), as Xcode exports them; other texts by
/// the text itself (`NSLocalizedString`'s key, a catalog's source string).
public struct Translation: Hashable, Sendable {
  /// How conditions name it: the language's code (`fr`), or the file's name.
  public var language: String
  public var strings: [String: String]

  public init(language: String, strings: [String: String]) {
    self.language = language
    self.strings = strings
  }

  /// Two translations are the same condition when they name the same language.
  public static func == (a: Translation, b: Translation) -> Bool { a.language == b.language }
  public func hash(into h: inout Hasher) { h.combine(language) }

  /// The translated text of `view`, or nil when the table has none: by its
  /// object id and the property its kind shows, else by its text.
  public func text(of view: ViewSpec) -> String? {
    if let id = view.ibID {
      let properties: [String]
      switch view.kind {
      case .label, .textview: properties = ["text"]
      case .button: properties = ["normalTitle", "configuration.title", "title"]
      case .textfield: properties = ["text", "placeholder"]
      default: properties = []
      }
      for p in properties { if let t = strings["\(id).\(p)"] { return t } }
    }
    return view.text.isEmpty ? nil : strings[view.text]
  }
}
