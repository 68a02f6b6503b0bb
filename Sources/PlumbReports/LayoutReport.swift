import PlumbLayout

/// One laid-out scene as `plumb solve --format json` prints it: the one
/// JSON schema of every input format. A scene, a conflict log or Swift code
/// fills the common fields; an Interface Builder scene adds the file's ids,
/// element names and locations (`LayoutReport(_:)` in
/// `LayoutReport+InterfaceBuilder.swift`). Fields that are nil are left out
/// of the JSON, so a `.scene`'s report has only the common ones.
public struct LayoutReport: Encodable, Sendable {
  public struct Size: Encodable, Sendable { var width, height: Double }
  public struct TraitsJSON: Encodable, Sendable { var horizontal, vertical: String }
  public struct FrameJSON: Encodable, Sendable {
    var x, y, width, height: Double
    init(_ f: Frame) { (x, y, width, height) = (f.x, f.y, f.width, f.height) }
  }
  /// The root element of an Interface Builder scene.
  public struct RootJSON: Encodable, Sendable {
    var id, kind: String
    var frame: FrameJSON
  }
  public struct ViewJSON: Encodable, Sendable {
    var id: String?
    var name: String
    var kind: String?
    var customClass: String?
    var parent: String?
    var frame: FrameJSON
    var storedFrame: FrameJSON?
    var autoLayout: Bool?
    var ambiguous: Bool
    var ambiguousAxes: [String]
    /// What of the frame the input does not fix (`LayoutResult.unplacedComponents`); left out when nothing.
    var unplaced: [String]?
    var location: String?
    /// False for a view not installed for the scene's size classes (nor
    /// laid out): its frame is the one the file stores, as UIKit decodes it
    /// while it is out of the hierarchy; left out for a view installed.
    var installed: Bool?
  }
  public struct ConstraintJSON: Encodable, Sendable {
    var id: String?
    var ibID: String?
    var text: String
    var line: Int
    var location: String?
    var active: Bool
    var installed: Bool
    var priority: Double
    var satisfied: Bool
    var broken: Bool
  }
  public struct DiagnosticJSON: Encodable, Sendable {
    var severity, kind, message: String
    var constraints: [String]
    var views: [String]
  }

  var id: String?
  var name: String?
  var scene: String
  var device: String?
  var canvas: Size
  var orientation: String
  var traits: TraitsJSON
  var root: RootJSON?
  var views: [ViewJSON]
  var constraints: [ConstraintJSON]
  var diagnostics: [DiagnosticJSON]
  var warnings: [String]?

  /// The report of `document`, read from `file` (which names it when it has no title), laid out as `result`.
  public init(_ document: LayoutDocument, file: String, _ result: LayoutResult) {
    let r = result
    scene = document.title ?? file
    canvas = Size(width: r.canvas.width, height: r.canvas.height)
    orientation = document.orientation.rawValue
    traits = r.traits.shownAsAny ? TraitsJSON(horizontal: "any", vertical: "any") : TraitsJSON(horizontal: r.traits.horizontal.rawValue, vertical: r.traits.vertical.rawValue)
    let pinned = r.hasUnplacedPins
    views = r.views.map {
      let unplaced = pinned ? r.unplacedComponents($0.name) : []
      return ViewJSON(
        name: $0.name, frame: FrameJSON($0.frame), ambiguous: $0.isAmbiguous, ambiguousAxes: $0.ambiguousAxes, unplaced: unplaced.isEmpty ? nil : unplaced)
    }
    constraints = r.constraints.map { c in
      let s = document.constraints[c.index]
      return ConstraintJSON(
        id: s.identifier, text: s.notation, line: s.line, active: s.isActive, installed: c.installed, priority: s.priority.value,
        satisfied: c.satisfied, broken: c.broken)
    }
    diagnostics = r.diagnostics.map {
      DiagnosticJSON(severity: $0.severity.rawValue, kind: $0.kind.rawValue, message: $0.message, constraints: $0.constraints, views: $0.views)
    }
  }
}
