extension LayoutPriority {
  /// UIKit's `UILayoutPriority.required`: the constraint must hold.
  public static let required: LayoutPriority = 1000
  /// 999: the highest optional priority, what a constraint is lowered to so
  /// that it gives way to a required one while UIKit measures. UIKit has no name for it.
  public static let almostRequired: LayoutPriority = 999
  /// UIKit's `UILayoutPriority.defaultHigh`: a button's compression resistance.
  public static let defaultHigh: LayoutPriority = 750
  /// UIKit's `UILayoutPriority.defaultLow`: a button's content hugging.
  public static let defaultLow: LayoutPriority = 250
  /// UIKit's `UILayoutPriority.fittingSizeLevel`: the level `systemLayoutSizeFitting` measures at.
  public static let fittingSizeLevel: LayoutPriority = 50

  /// The priorities a layout sets most, low to high: the playground's keys `1`…`4`.
  public static let common: [LayoutPriority] = [.defaultLow, .defaultHigh, .almostRequired, .required]

  /// Every name a priority has, in each vocabulary, in the order messages list them.
  /// The one table of priority names: the readers look names up here and the writers write them from here.
  static let names: [(word: String, priority: LayoutPriority, vocabulary: Vocabulary)] = [
    ("required", .required, .scene), ("high", .defaultHigh, .scene), ("low", .defaultLow, .scene),
    ("required", .required, .uiKit), ("defaultHigh", .defaultHigh, .uiKit), ("defaultLow", .defaultLow, .uiKit),
    ("fittingSizeLevel", .fittingSizeLevel, .uiKit),
    ("dragThatCanResizeScene", 510, .macCatalyst), ("sceneSizeStayPut", 500, .macCatalyst),
    ("dragThatCannotResizeScene", 490, .macCatalyst),
    ("required", .required, .snapKit), ("high", .defaultHigh, .snapKit), ("medium", 500, .snapKit), ("low", .defaultLow, .snapKit),
  ]

  /// The priority `word` names in `vocabulary`: `high` in a scene is 750; nil when it names none.
  public static func named(_ word: String, in vocabulary: Vocabulary) -> LayoutPriority? {
    names.first { $0.vocabulary == vocabulary && $0.word == word }?.priority
  }

  /// The names `vocabulary` has, in order: `required`, `high`, `low` for a scene.
  public static func names(in vocabulary: Vocabulary) -> [String] {
    names.filter { $0.vocabulary == vocabulary }.map(\.word)
  }

  /// This priority's name in `vocabulary` (`defaultHigh` for 750 in UIKit); nil when it has none there.
  public func name(in vocabulary: Vocabulary) -> String? {
    LayoutPriority.names.first { $0.vocabulary == vocabulary && $0.priority == self }?.word
  }
}
