/// A named set of changes to a document's constraints, to switch to: in
/// Swift code, a later change the file makes to constraints kept in
/// properties (a method run after setup that sets `constant` or
/// `isActive`). The document holds the first values.
public struct NamedState: Equatable, Sendable {
  /// The method that makes the change (`updateSpacerConstraints`).
  public var name: String
  public var line: Int
  public var changes: [Change]

  public struct Change: Equatable, Sendable {
    /// Index into the document's constraints.
    public var constraint: Int
    public var constant: Double?
    public var isActive: Bool?

    public init(constraint: Int, constant: Double?, isActive: Bool?) {
      self.constraint = constraint
      self.constant = constant
      self.isActive = isActive
    }
  }

  public init(name: String, line: Int, changes: [Change]) {
    self.name = name
    self.line = line
    self.changes = changes
  }

  /// The document with the state's changes made.
  public func applied(to document: LayoutDocument) -> LayoutDocument {
    var d = document
    for c in changes where d.constraints.indices.contains(c.constraint) {
      if let v = c.constant { d.constraints[c.constraint].constant = v }
      if let a = c.isActive { d.constraints[c.constraint].isActive = a }
    }
    return d
  }

  /// `name (line N): a.constant = 8, b inactive`, for reports.
  public func summary(_ document: LayoutDocument) -> String {
    let parts = changes.map { c -> String in
      let label = document.constraints.indices.contains(c.constraint) ? (document.constraints[c.constraint].identifier ?? "#\(c.constraint + 1)") : "#\(c.constraint + 1)"
      var s: [String] = []
      if let v = c.constant { s.append("\(label).constant = \(formatPoints(v))") }
      if let a = c.isActive { s.append("\(label).isActive = \(a)") }
      return s.joined(separator: ", ")
    }
    return "\(name) (line \(line)): " + parts.joined(separator: ", ")
  }
}
