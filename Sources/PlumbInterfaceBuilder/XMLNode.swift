/// One element of an XML document, as read: its name, attributes, child
/// elements, character data, and where its start tag is in the file.
public struct XMLNode: Sendable {
  public var name: String
  public var attributes: [String: String]
  public var children: [XMLNode]
  /// The character data directly inside the element, as written.
  public var text: String
  /// Where the element starts: 1-based line and column.
  public var line: Int
  public var column: Int
  /// The comment just before the element, if any (`<!--Login View Controller-->`).
  public var comment: String?

  public init(
    name: String, attributes: [String: String] = [:], children: [XMLNode] = [], text: String = "", line: Int = 0, column: Int = 0,
    comment: String? = nil
  ) {
    self.name = name
    self.attributes = attributes
    self.children = children
    self.text = text
    self.line = line
    self.column = column
    self.comment = comment
  }

  public subscript(_ attribute: String) -> String? { attributes[attribute] }

  /// The first child element with this name (and `key` attribute, when given).
  public func child(_ name: String, key: String? = nil) -> XMLNode? {
    children.first { $0.name == name && (key == nil || $0["key"] == key) }
  }

  /// Every child element with this name.
  public func children(_ name: String) -> [XMLNode] { children.filter { $0.name == name } }
}
