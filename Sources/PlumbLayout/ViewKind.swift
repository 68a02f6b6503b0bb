/// The kinds of view a scene can hold, with UIKit's defaults.
public enum ViewKind: String, CaseIterable, Sendable {
  case view, label, button, textfield, `switch`, slider, imageview, textview, stack

  /// UIKit's default content hugging priority (both axes).
  public var defaultHugging: LayoutPriority {
    switch self {
    case .label, .imageview: return 251
    case .switch: return 750
    default: return 250
    }
  }

  /// UIKit's default compression resistance priority (both axes).
  public var defaultCompressionResistance: LayoutPriority { .defaultHigh }

  /// Whether the kind shows text (the scene's quoted string).
  public var hasText: Bool {
    switch self {
    case .label, .button, .textfield, .textview: return true
    default: return false
    }
  }

  /// The kind with its indefinite article: `a label`, `an imageview`.
  public var withArticle: String { ("aeiou".contains(rawValue.first ?? "x") ? "an " : "a ") + rawValue }
}

extension String {
  /// With its first letter in capitals.
  public var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
