import PlumbDiagnostics

/// One Swift file given to the importer: its text and the name messages use.
public struct SwiftSource: Sendable {
  public var text: String
  public var file: String

  public init(text: String, file: String) {
    self.text = text
    self.file = file
  }
}

/// Swift files read together, parsed once: a type declared in one file
/// and extended or subclassed in others is laid out from all of them
/// (`SwiftCodeImporter.read(_:type:options:)`).
public struct SwiftProject {
  let units: [SourceUnit]

  /// Parses every file, after refusing the first that nests deeper than
  /// swift-syntax can parse in time and stack (`SwiftCodeNesting`): no
  /// caller can hand the parser such a text.
  /// - Precondition: `sources` is not empty.
  /// - Throws: the located error of the first file nested too deeply.
  public init(_ sources: [SwiftSource]) throws(LocatedMessage) {
    for s in sources {
      if let deep = SwiftCodeNesting.check(s.text, file: s.file) { throw deep }
    }
    units = sources.map { SourceUnit(text: $0.text, file: $0.file) }
  }

  /// The classes the files declare or extend that have layout code, most first (ties in the order written).
  public var layoutTypes: [String] {
    let i = Interpreter(units: units, options: SwiftCodeOptions())
    i.collectDeclarations()
    return i.typeCandidates.enumerated().filter { $0.element.score > 0 && ($0.element.declared || !Interpreter.isFrameworkType($0.element.name)) }
      .sorted { ($0.element.score, -$0.offset) > ($1.element.score, -$1.offset) }.map(\.element.name)
  }

  /// Every class the files declare or extend.
  public var typeNames: [String] {
    let i = Interpreter(units: units, options: SwiftCodeOptions())
    i.collectDeclarations()
    return i.typeCandidates.map(\.name)
  }
}
