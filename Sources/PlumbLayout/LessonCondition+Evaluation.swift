extension LessonCondition {
  /// How far two sizes may differ and still be equal: the frames a lesson
  /// compares are the engine's, unrounded, and the learner reads whole points.
  static let tolerance = 0.5

  /// Whether the solved layout meets the condition.
  /// - Complexity: O(1) per view named, with `result`'s index and `document`'s.
  public func holds(in result: LayoutResult, document: LayoutDocument) -> Bool {
    // A frame the constraints do not decide proves nothing: the engine's
    // pick among equally good layouts (a tie of equal priorities) is not
    // the learner's doing, and UIKit may pick another.
    if Self.undecided(self, result) { return false }
    switch self {
    case .stretches(let name, let axis):
      guard let (size, intrinsic) = Self.sizes(name, axis, result) else { return false }
      return size > intrinsic + Self.tolerance
    case .hugs(let name, let axis):
      guard let (size, intrinsic) = Self.sizes(name, axis, result) else { return false }
      return abs(size - intrinsic) <= Self.tolerance && !Self.truncated(name, axis, result, document)
    case .cut(let name, let axis):
      if Self.truncated(name, axis, result, document) { return true }
      // Text that wraps is narrower than its one line without being cut: only its `…` or its height cuts it.
      if axis == .horizontal, Self.wraps(name, document) { return false }
      guard let (size, intrinsic) = Self.sizes(name, axis, result) else { return false }
      return size < intrinsic - Self.tolerance
    case .compare(let a, let op, let b):
      guard let x = Self.value(a, result, document), let y = Self.value(b, result, document) else { return false }
      switch op {
      case .equal: return abs(x - y) <= Self.tolerance
      case .less: return x < y - Self.tolerance
      case .greater: return x > y + Self.tolerance
      case .lessOrEqual: return x <= y + Self.tolerance
      case .greaterOrEqual: return x >= y - Self.tolerance
      }
    case .conflicts:
      return result.conflictCount > 0
    case .ambiguous(let name):
      guard let name else { return result.ambiguousCount > 0 }
      return result.view(name)?.isAmbiguous ?? false
    case .constraint(let id, let state):
      guard let i = document.constraints.firstIndex(where: { $0.identifier == id }) else { return false }
      let c = result.constraints.first { $0.index == i }
      switch state {
      case .holds: return document.constraints[i].isActive && c?.installed == true && c?.satisfied == true && c?.broken == false
      case .misses: return document.constraints[i].isActive && (c?.broken == true || (c?.installed == true && c?.satisfied == false))
      case .broken: return c?.broken == true
      case .active: return document.constraints[i].isActive
      case .inactive: return !document.constraints[i].isActive
      }
    case .orientation(let o): return document.orientation == o
    case .direction(let d): return document.direction == d
    case .device(let name): return document.device.name == name
    case .not(let c): return !Self.undecided(c, result) && !c.holds(in: result, document: document)
    }
  }

  /// How far a goal is from done: 0 when every condition holds; for each
  /// that does not, the points between the size or position and what it
  /// asks where there is a number to measure, else 1 (so a change that
  /// brings the layout closer lowers it, and one that does not, does not).
  public static func gap(_ goal: [LessonCondition], in result: LayoutResult, document: LayoutDocument) -> Double {
    goal.reduce(0) { total, c in
      guard !c.holds(in: result, document: document) else { return total }
      var points: Double?
      switch c {
      case .stretches(let n, let axis): points = sizes(n, axis, result).map { max(0, $0.1 + tolerance - $0.0) }
      case .cut(let n, let axis): points = sizes(n, axis, result).map { max(0, $0.0 - ($0.1 - tolerance)) }
      case .hugs(let n, let axis): points = sizes(n, axis, result).map { abs($0.0 - $0.1) }
      case .compare(let a, _, let b):
        if let x = value(a, result, document), let y = value(b, result, document) { points = abs(x - y) }
      default: break
      }
      // An undecided view (a tie) is as far as a goal gets without a number.
      return total + (undecided(c, result) ? 1 : max(1e-3, points ?? 1))
    }
  }

  /// Whether a view the condition measures is ambiguous on the axis measured.
  static func undecided(_ c: LessonCondition, _ result: LayoutResult) -> Bool {
    func ambiguous(_ name: String, _ axis: Axis) -> Bool {
      guard let v = result.view(name), v.isAmbiguous else { return false }
      return v.ambiguousAxes.contains { axis == .horizontal ? ($0 == "x" || $0 == "width") : ($0 == "y" || $0 == "height") }
    }
    switch c {
    case .stretches(let n, let axis), .hugs(let n, let axis), .cut(let n, let axis): return ambiguous(n, axis)
    case .compare(let a, _, let b):
      return [a, b].contains { v in
        if case .attribute(let n, let attribute, _) = v { return ambiguous(n, attribute.axis) }
        return false
      }
    default: return false
    }
  }

  /// A view's size on an axis and its intrinsic size there; nil when it has none.
  static func sizes(_ name: String, _ axis: Axis, _ result: LayoutResult) -> (Double, Double)? {
    guard let v = result.view(name) else { return nil }
    if axis == .horizontal { return v.intrinsicWidth.map { (v.frame.width, $0) } }
    return v.intrinsicHeight.map { (v.frame.height, $0) }
  }

  /// Whether UIKit truncates the view's text on the axis: a single line
  /// narrower than its text (horizontal), or wrapped lines cut at the
  /// label's line count or height (vertical).
  static func truncated(_ name: String, _ axis: Axis, _ result: LayoutResult, _ document: LayoutDocument) -> Bool {
    guard let v = result.view(name), let spec = document.view(named: name), spec.truncatesText(in: v.frame) else { return false }
    return (axis == .vertical) == wraps(name, document)
  }

  /// Whether the view's text wraps at its width (a label of more than one line, a text view).
  static func wraps(_ name: String, _ document: LayoutDocument) -> Bool {
    guard let spec = document.view(named: name) else { return false }
    return (spec.kind == .label && spec.lines != 1) || spec.kind == .textview
  }

  /// The number a lesson value stands for in this layout.
  static func value(_ v: LessonValue, _ result: LayoutResult, _ document: LayoutDocument) -> Double? {
    switch v {
    case .number(let n): return n
    case .attribute(let name, let attribute, let plus):
      guard let f = name == "root" ? result.canvas : result.view(name)?.absoluteFrame else { return nil }
      let rtl = document.direction == .rightToLeft
      let value: Double
      switch attribute {
      case .left: value = f.x
      case .right: value = f.maxX
      case .top: value = f.y
      case .bottom: value = f.maxY
      case .leading: value = rtl ? f.maxX : f.x
      case .trailing: value = rtl ? f.x : f.maxX
      case .width: value = f.width
      case .height: value = f.height
      case .centerX: value = f.x + f.width / 2
      case .centerY: value = f.y + f.height / 2
      case .firstBaseline, .lastBaseline: return nil
      }
      return value + plus
    }
  }
}
