/// The kinds of view a scene can hold, with UIKit's defaults.
public enum ViewKind: String, CaseIterable, Sendable {
  case view, label, button, textfield, `switch`, slider, imageview, textview, stack

  /// The content hugging priority (both axes) a view of this kind starts
  /// with in a scene: Interface Builder's (`defaultHugging(.interfaceBuilder)`).
  public var defaultHugging: LayoutPriority { defaultHugging(.interfaceBuilder) }

  /// The compression resistance priority (both axes) a view of this kind starts with in a scene.
  public var defaultCompressionResistance: LayoutPriority { defaultCompressionResistance(.interfaceBuilder) }

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
