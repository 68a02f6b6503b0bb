/// A Dynamic Type text style (`UIFont.TextStyle`): the font a label,
/// button or text field gets from `preferredFont(forTextStyle:)` or a text
/// style in Interface Builder, whose size follows the user's text size.
public enum TextStyle: String, CaseIterable, Sendable {
  case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

  /// The point size at each `ContentSizeCategory`, from extra small to
  /// AX5: the table "iOS, iPadOS Dynamic Type sizes" of Apple's Human
  /// Interface Guidelines (Typography, Specifications), the default
  /// (Large) column being `preferredFont(forTextStyle:)`'s sizes.
  public var pointSizes: [Double] {
    switch self {
    case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
    case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
    case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
    case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
    case .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    case .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
    case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
    case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
    case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
    case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
    }
  }

  /// The weight of the style's font: semibold for the headline, regular for the others.
  public var weight: SystemFontWidths.Weight { self == .headline ? .semibold : .regular }

  /// The style's font at the default text size (`preferredFont(forTextStyle:)`).
  public var font: FontMetrics { .system(size: pointSize(.large), weight: weight) }

  /// The style's point size at `category`.
  public func pointSize(_ category: ContentSizeCategory) -> Double { pointSizes[category.rawValue] }

  /// How much larger the style's text is at `category` than at the default size.
  public func scale(_ category: ContentSizeCategory) -> Double { pointSize(category) / pointSize(.large) }

  /// The style Interface Builder names (`UICTFontTextStyleBody`; `Title0` is the large title), or nil.
  public init?(interfaceBuilderName name: String) {
    let prefix = "UICTFontTextStyle"
    guard name.hasPrefix(prefix) else { return nil }
    let rest = String(name.dropFirst(prefix.count))
    let names: [String: TextStyle] = [
      "Title0": .largeTitle, "Title1": .title1, "Title2": .title2, "Title3": .title3, "Headline": .headline, "Body": .body,
      "Callout": .callout, "Subhead": .subheadline, "Footnote": .footnote, "Caption1": .caption1, "Caption2": .caption2,
    ]
    guard let s = names[rest] else { return nil }
    self = s
  }
}
