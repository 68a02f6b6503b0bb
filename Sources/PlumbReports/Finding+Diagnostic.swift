import PlumbDiagnostics
import PlumbLayout

extension CheckRule {
  /// The rule a layout diagnostic belongs to.
  public init(_ kind: Diagnostic.Kind) {
    switch kind {
    case .unsatisfiable: self = .unsatisfiable
    case .ambiguous: self = .ambiguous
    case .outOfRange: self = .outOfRange
    case .priorityMutation: self = .priorityMutation
    case .negativeSize: self = .negativeSize
    case .unsettled: self = .unsettled
    }
  }
}

extension Finding {
  /// A layout's diagnostic as a finding, placed where the reader says the
  /// thing concerned is written: the constraint UIKit broke (its line in
  /// `constraintFile`, when the document's constraint lines are lines of
  /// one file), else the first view named that has a place, else the file.
  public init(_ d: Diagnostic, in document: LayoutDocument, file: String, constraintFile: String?, conditions: [String] = []) {
    self.init(d, in: document, places: Finding.places(of: document), file: file, constraintFile: constraintFile, conditions: conditions)
  }

  /// Every diagnostic of `diagnostics` as a finding (see `init(_:in:file:constraintFile:conditions:)`),
  /// the document's views indexed once.
  /// - Complexity: O(views + diagnostics' views).
  public static func all(
    _ diagnostics: [Diagnostic], in document: LayoutDocument, file: String, constraintFile: String?, conditions: [String] = []
  ) -> [Finding] {
    guard !diagnostics.isEmpty else { return [] }
    let places = Finding.places(of: document)
    return diagnostics.map { Finding($0, in: document, places: places, file: file, constraintFile: constraintFile, conditions: conditions) }
  }

  /// Where each view of `document` that has a place is written, by name (the first of a name).
  static func places(of document: LayoutDocument) -> [String: SourceLocation] {
    Dictionary(document.views.compactMap { v in v.location.map { (v.name, $0) } }, uniquingKeysWith: { a, _ in a })
  }

  init(_ d: Diagnostic, in document: LayoutDocument, places: [String: SourceLocation], file: String, constraintFile: String?, conditions: [String]) {
    var location: SourceLocation?
    if let constraintFile, let i = d.sceneConstraints.first, document.constraints.indices.contains(i), document.constraints[i].line > 0 {
      location = SourceLocation(file: constraintFile, line: document.constraints[i].line, column: 1)
    }
    if location == nil {
      location = d.views.lazy.compactMap { places[$0] }.first
    }
    self.init(
      CheckRule(d.kind), severity: d.severity == .error ? .error : .warning, file: location?.file ?? file, location: location,
      message: Self.message(d), conditions: conditions, text: "\(d.severity.rawValue) [\(d.kind.rawValue)]: \(d.message)\n")
  }

  /// What a report says of `d`: UIKit's message, but for a conflict (whose
  /// message lists every constraint over a dozen lines) the sentence and
  /// the constraint UIKit breaks.
  static func message(_ d: Diagnostic) -> String {
    guard let broken = d.broken else { return d.message }
    let others = d.constraints.count - 1
    return "Unable to simultaneously satisfy constraints: \(others) other constraint\(others == 1 ? " conflicts" : "s conflict") with \(broken), which UIKit breaks to recover."
  }
}
