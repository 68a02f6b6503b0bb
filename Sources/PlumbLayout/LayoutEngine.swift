import Foundation
import PlumbSolver

/// Lays out a `LayoutDocument` the way UIKit's Auto Layout does, and keeps
/// doing it as the document changes.
///
/// Changes mark the layout as needing layout (`setNeedsLayout`); the next
/// `layoutIfNeeded` applies them to the solver and reads the frames. A change
/// that only moves constants (the playground's `+` and `-`, a label's text)
/// uses the solver's in-place constant change; anything else re-installs the
/// constraints. Required constraints that conflict do not stop the layout:
/// as UIKit does, one constraint of the conflicting set is broken and the
/// conflict is reported in UIKit's words.
public final class LayoutEngine {
  public private(set) var document: LayoutDocument
  public private(set) var needsLayout = true

  var solver = Solver()
  /// left, top, width, height of each view, in root coordinates.
  var boxes: [String: Box] = [:]
  let rootBox = Box("root")
  let safeBox = Box("safeArea")
  var pins: [Constraint] = []
  /// Scene constraint index → what was installed for it.
  var installed: [Int: Installed] = [:]
  var broken: Set<Int> = []
  /// Content-size constraints per view, axis and kind.
  var contentSize: [String: ContentSizeConstraints] = [:]
  var stackConstraints: [Constraint] = []
  var conflictLog: [Diagnostic] = []
  var pendingWarnings: [Diagnostic] = []
  var installedViews: Set<String> = []
  /// The document's views by name (`LayoutDocument.view(named:)` is a linear search).
  var viewsByName: [String: ViewSpec] = [:]
  /// The document the solver currently reflects; nil forces a rebuild.
  var applied: LayoutDocument?
  var solveNanoseconds: UInt64 = 0

  struct Box {
    let left, top, width, height: Variable
    init(_ name: String) {
      left = Variable("\(name).left")
      top = Variable("\(name).top")
      width = Variable("\(name).width")
      height = Variable("\(name).height")
    }
  }

  struct Installed {
    var constraint: Constraint
    /// The solver constant is `base - constant`.
    var base: Double
  }

  public init(_ document: LayoutDocument) {
    self.document = document
  }

  // MARK: Changing the document

  /// Replaces the document; the next `layoutIfNeeded` applies the difference.
  public func setDocument(_ new: LayoutDocument) {
    noteCrossedPriorities(from: document, to: new)
    document = new
    setNeedsLayout()
  }

  /// The view named `name` in the current document.
  func viewNamed(_ name: String) -> ViewSpec? { viewsByName[name] }

  func indexViews() {
    viewsByName = Dictionary(document.views.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
  }

  public func setNeedsLayout() { needsLayout = true }

  /// UIKit refuses to move an installed constraint's priority across
  /// required/optional; the playground allows it but says what UIKit would.
  func noteCrossedPriorities(from old: LayoutDocument, to new: LayoutDocument) {
    guard old.constraints.count == new.constraints.count else { return }
    for (i, (a, b)) in zip(old.constraints, new.constraints).enumerated() where installed[i] != nil {
      if (a.priority >= 1000) != (b.priority >= 1000) {
        pendingWarnings.append(Diagnostic(
          severity: .warning, kind: .priorityMutation,
          message: "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority \(formatPoints(b.priority)) and the existing priority was \(formatPoints(a.priority)).",
          constraints: [b.uikitDescription], views: b.viewNames))
      }
    }
  }

  // MARK: Layout

  /// Brings the solver up to date with the document and returns the frames
  /// and diagnostics.
  public func layoutIfNeeded() -> LayoutResult {
    let start = DispatchTime.now().uptimeNanoseconds
    if needsLayout {
      indexViews()
      if let old = applied, constantsOnlyChanged(from: old, to: document) {
        applyConstantChanges(from: old)
      } else {
        rebuild()
      }
      applied = document
      needsLayout = false
    }
    relayoutMultilineText()
    solveNanoseconds = DispatchTime.now().uptimeNanoseconds - start
    let result = makeResult()
    pendingWarnings.removeAll()
    return result
  }

  /// Whether `new` differs from `old` only in constraint constants and in
  /// texts that feed nothing but their own view's content size.
  func constantsOnlyChanged(from old: LayoutDocument, to new: LayoutDocument) -> Bool {
    guard old.device == new.device, old.orientation == new.orientation, old.direction == new.direction,
      old.safeAreaOverride == new.safeAreaOverride, old.constraints.count == new.constraints.count,
      old.views.count == new.views.count
    else { return false }
    for (a, b) in zip(old.constraints, new.constraints) {
      var a2 = a
      a2.constant = b.constant
      if a2 != b { return false }
    }
    for (a, b) in zip(old.views, new.views) {
      var a2 = a
      a2.text = b.text
      if a2 != b || (a.text != b.text && !textOnlySizes(b.name, in: new)) { return false }
    }
    return true
  }

  /// Whether a view's text affects only its content-size constraints. It
  /// also places its baselines (used by a constraint or a baseline-aligned
  /// stack) and sets the ratios of a `fillProportionally` stack; those
  /// constraints are built from the text, so they must be re-installed.
  func textOnlySizes(_ name: String, in d: LayoutDocument) -> Bool {
    let baselines: Set<LayoutAttribute> = [.firstBaseline, .lastBaseline]
    for c in d.constraints {
      if c.firstItem == .view(name) && baselines.contains(c.firstAttribute) { return false }
      if c.secondItem == .view(name), let a = c.secondAttribute, baselines.contains(a) { return false }
    }
    for v in d.views {
      guard let stack = v.stack, stack.arranged.contains(name) else { continue }
      if stack.distribution == .fillProportionally || stack.alignment == .firstBaseline || stack.alignment == .lastBaseline { return false }
    }
    return true
  }

  /// The in-place path: every changed constant goes through the solver's
  /// `setConstant`; a changed text updates the view's content-size constraints.
  func applyConstantChanges(from old: LayoutDocument) {
    for (i, (a, b)) in zip(old.constraints, document.constraints).enumerated() where a.constant != b.constant {
      guard let inst = installed[i] else { continue }
      do {
        try solver.setConstant(inst.base - b.constant, of: inst.constraint)
      } catch {
        // The new constant makes a required constraint impossible: re-install
        // everything so that the conflict is broken and reported as on a fresh layout.
        rebuild()
        return
      }
    }
    for (a, b) in zip(old.views, document.views) where a.text != b.text && installedViews.contains(b.name) {
      updateContentSize(of: b, width: nil)
    }
  }

  // MARK: Building

  /// Installs everything anew: pins, content sizes, stacks, then the scene's
  /// constraints in order, breaking conflicts as they come.
  func rebuild() {
    solver = Solver()
    installed = [:]
    broken = []
    contentSize = [:]
    stackConstraints = []
    conflictLog = []
    boxes = [:]
    let traits = document.traits
    installedViews = []
    for v in document.views where v.condition.matches(traits) {
      if let p = v.parent, viewNamed(p)?.condition.matches(traits) == false { continue }
      installedViews.insert(v.name)
      boxes[v.name] = Box(v.name)
    }
    installPins()
    for v in document.views where installedViews.contains(v.name) {
      updateContentSize(of: v, width: nil)
    }
    for v in document.views where installedViews.contains(v.name) && v.kind == .stack {
      installStack(v)
    }
    for (i, spec) in document.constraints.enumerated() where isInstallable(spec) {
      guard let (c, base) = makeConstraint(spec) else { continue }
      addBreakingConflicts(c, index: i, base: base)
    }
  }

  func isInstallable(_ spec: ConstraintSpec) -> Bool {
    guard spec.isActive, spec.condition.matches(document.traits) else { return false }
    func isInstalled(_ item: ItemRef?) -> Bool {
      if case .view(let n) = item { return installedViews.contains(n) }
      return true
    }
    return isInstalled(spec.firstItem) && isInstalled(spec.secondItem)
  }

  /// The root fills the canvas and the safe area sits inside it by the insets.
  func installPins() {
    let (w, h) = document.size
    let i = document.safeAreaInsets
    let required: [(Variable, Double, String)] = [
      (rootBox.left, 0, "'UIView-Encapsulated-Layout-Left' root.left == 0"),
      (rootBox.top, 0, "'UIView-Encapsulated-Layout-Top' root.top == 0"),
      (rootBox.width, w, "'UIView-Encapsulated-Layout-Width' root.width == \(formatPoints(w))"),
      (rootBox.height, h, "'UIView-Encapsulated-Layout-Height' root.height == \(formatPoints(h))"),
      (safeBox.left, i.left, "'UIViewSafeAreaLayoutGuide-left' safeArea.left == \(formatPoints(i.left))"),
      (safeBox.top, i.top, "'UIViewSafeAreaLayoutGuide-top' safeArea.top == \(formatPoints(i.top))"),
      (safeBox.width, w - i.left - i.right, "'UIViewSafeAreaLayoutGuide-width' safeArea.width == \(formatPoints(w - i.left - i.right))"),
      (safeBox.height, h - i.top - i.bottom, "'UIViewSafeAreaLayoutGuide-height' safeArea.height == \(formatPoints(h - i.top - i.bottom))"),
    ]
    pins = required.map { v, value, label in
      Constraint(LinearExpression(v), .equal, LinearExpression(constant: value), label: "<NSLayoutConstraint \(label)   (active)>")
    }
    for c in pins { try? solver.add(c) }
  }

  /// Adds a constraint; if it conflicts, breaks one constraint of the
  /// conflicting set (the first in scene order, as in UIKit's log where the
  /// set is listed and one member is named) and logs it in UIKit's words.
  func addBreakingConflicts(_ c: Constraint, index: Int, base: Double) {
    var attempts = 0
    while attempts < 64 {
      attempts += 1
      do {
        try solver.add(c)
        installed[index] = Installed(constraint: c, base: base)
        return
      } catch SolverError.unsatisfiable(_, let conflicts) {
        let set = conflicts + [c]
        let victim = set.compactMap { k -> (Int, Constraint)? in (k === c ? index : sceneIndex(of: k)).map { ($0, k) } }
          .min { $0.0 < $1.0 }
        let breaking = victim?.1 ?? c
        conflictLog.append(unsatisfiableDiagnostic(set: set, breaking: breaking))
        if breaking === c {
          broken.insert(index)
          return
        }
        if let v = victim, v.1 !== c {
          try? solver.remove(v.1)
          installed.removeValue(forKey: v.0)
          broken.insert(v.0)
        }
      } catch {
        broken.insert(index)
        return
      }
    }
    broken.insert(index)
  }

  func sceneIndex(of c: Constraint) -> Int? {
    installed.first { $0.value.constraint === c }?.key
  }

  func unsatisfiableDiagnostic(set: [Constraint], breaking: Constraint) -> Diagnostic {
    let lines = set.map(\.label)
    var m = "[LayoutConstraints] Unable to simultaneously satisfy constraints.\n"
    m += "\tProbably at least one of the constraints in the following list is one you don't want. \n"
    m += "\tTry this: \n"
    m += "\t\t(1) look at each constraint and try to figure out which you don't expect; \n"
    m += "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. \n"
    m += "(\n" + lines.map { "    \"\($0)\"" }.joined(separator: ",\n") + "\n)\n\n"
    m += "Will attempt to recover by breaking constraint \n\(breaking.label)"
    let views = Set(set.flatMap { c in c.expression.terms.compactMap { t in t.variable.name.split(separator: ".").first.map(String.init) } })
      .filter { installedViews.contains($0) }.sorted()
    return Diagnostic(severity: .error, kind: .unsatisfiable, message: m, constraints: lines, views: views)
  }
}

