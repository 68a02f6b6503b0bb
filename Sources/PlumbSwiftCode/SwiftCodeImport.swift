import PlumbLayout

/// A Swift file read into a layout: the document, what the importer
/// could not know (warnings), the later states of kept constraints, and
/// how many of the constraints written in the file became the document's.
public struct SwiftCodeImport: Sendable {
  public var file: String
  public var document: LayoutDocument
  public var warnings: [SwiftCodeWarning]
  public var states: [SwiftCodeState]
  /// What the root is (`a view controller's view`, `a custom view`…) and the class run.
  public var root: String
  public var rootClass: String?
  /// Constraint expressions written in anchor, item-attribute, VFL or SnapKit syntax (counted by syntax).
  public var written: Int
  /// How many of those became constraints of the document.
  public var imported: Int
  /// Per syntax: (written, imported), keyed `anchor`, `item-attribute`, `vfl`, `snapkit`.
  public var bySyntax: [String: (written: Int, imported: Int)]
  /// Where the written constraints were counted: `the file`, or a project's type with its extensions and superclasses.
  public var counted = "the file"
  /// How many of the written constraints the layout shown has (`imported` also counts those another arm of a choice makes).
  public var shown = 0
  /// Of `imported`, how many only a property observer makes (`didSet`: when other code sets the property, never in a layout shown).
  public var observed = 0
  /// The conditions the layout depends on that the file cannot tell.
  public var choices: [SwiftCodeChoice] = []
  /// The written constraints no arm of any choice imports, with why.
  public var missed: [SwiftCodeMiss] = []
}
