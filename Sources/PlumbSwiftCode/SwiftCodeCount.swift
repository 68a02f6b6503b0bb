/// The constraints written in a file and what became of them, counted per
/// expression (`SwiftCodeImporter`): the layout shown, any arm of a choice, and the rest.
struct SwiftCodeCount {
  var written = 0
  /// In the layout shown.
  var shown = 0
  /// In the layout shown or under another arm of a choice.
  var imported = 0
  /// Of `imported`, those only a property observer makes (when other code sets the property).
  var observed = 0
  var bySyntax: [String: (written: Int, imported: Int)] = [:]
  var missed: [SwiftCodeMiss] = []

  mutating func add(_ kind: String, written w: Int, shown s: Int, imported i: Int) {
    written += w
    shown += s
    imported += i
    bySyntax[kind, default: (0, 0)].written += w
    bySyntax[kind, default: (0, 0)].imported += i
  }
}
