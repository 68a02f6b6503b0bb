import PlumbDiagnostics
import PlumbLayout

extension Finding {
  /// `check --rtl`: each of the document's own constraints on `left` or
  /// `right` (of a view or of a guide), which UIKit does not mirror in a
  /// right-to-left language while `leading` and `trailing` do, so the view
  /// keeps its left-to-right side; UIKit's own constraints (autoresizing,
  /// a reader's stand-ins) are left out. `place` gives a constraint's
  /// place by its index (nil: the file as a whole).
  public static func leftRight(in document: LayoutDocument, file: String, place: (Int) -> SourceLocation?) -> [Finding] {
    let absolute: Set<LayoutAttribute> = [.left, .right]
    var out: [Finding] = []
    for (k, c) in document.constraints.enumerated() where c.isActive {
      guard absolute.contains(c.firstAttribute) || c.secondAttribute.map(absolute.contains) == true else { continue }
      if let id = c.identifier, SystemConstraint.isSystemIdentifier(id) { continue }
      let at = place(k)
      out.append(Finding(
        .leftRight, file: at?.file ?? file, location: at,
        message: "\(c.uikitDescription) uses left or right, which stay where they are in a right-to-left language while leading and trailing mirror; use leading and trailing"))
    }
    return out
  }
}
