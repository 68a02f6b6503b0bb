import PlumbSolver

/// Lays out a `LayoutDocument` the way UIKit's Auto Layout does, and keeps
/// doing it as the document changes.
///
/// A change marks the layout as needing layout (`setNeedsLayout`); the next
/// `layoutIfNeeded` generates the document's constraints
/// (`ConstraintGenerator`, a pure function) and applies the difference from
/// the list it applied last: removed constraints are removed, new ones
/// added, and one whose only change is its constant is changed in place
/// (the solver's `setConstant`, no remove and add). Required constraints
/// that conflict do not stop the layout: as UIKit does, one constraint of
/// the conflicting set is broken and the conflict is logged in UIKit's words.
public final class LayoutEngine {
  public private(set) var document: LayoutDocument
  public private(set) var needsLayout = true
  /// The constraints applied to the solver, in installation order.
  public internal(set) var generated: [GeneratedConstraint] = []
  /// The last generation, which the next one reuses what it can of.
  var generation: Generation?

  var solver = Solver()
  /// The solver's variables for each item (left, top, width, height in root coordinates).
  var boxes: [LayoutItem: Box] = [:]
  /// The boxes of the solver a rebuild replaces, while it runs, to be taken again.
  var retiredBoxes: [LayoutItem: Box] = [:]
  /// What is in the solver for each generated constraint.
  var applied: [GeneratedConstraint.Origin: Applied] = [:]
  /// The same, in the order of `generated` (nil where a constraint is broken).
  var appliedInOrder: [Applied?] = []
  /// The origin of each constraint in the solver, to name a conflict's members.
  var origins: [Constraint: GeneratedConstraint.Origin] = [:]
  /// Constraints broken to recover from conflicts, in the order they were broken.
  var broken: [GeneratedConstraint.Origin: GeneratedConstraint] = [:]
  var conflictLog: [Diagnostic] = []
  var pendingWarnings: [Diagnostic] = []
  /// The solved width each wrapping view's text was last measured at.
  var wrapWidths: [String: Double] = [:]
  /// The insets of guides that follow their views' frames, as last measured (`ConstraintGenerator.measuredInsets`).
  var measuredInsets: [LayoutItem: Insets] = [:]
  /// The views installed for the current size classes.
  var installedViews: [String: ViewSpec] = [:]
  /// The last result's view tree, which the next result shares while it fits.
  var hierarchy: ViewHierarchy?
  /// How many times the solver was rebuilt from nothing (for tests of the incremental path).
  public internal(set) var rebuilds = 0
  /// Whether the solver is exactly what `rebuild(generated)` makes: built
  /// from the list and not changed since.
  var isPristine = false
  /// The layout a rebuild replaced, when it was pristine: a rebuild of the
  /// same list (a key undone, a rotation back) takes it again instead.
  var previousBuild: Build?
  /// How many rebuilds took the previous build back (for tests).
  var buildsTakenBack = 0

  /// The solver after a rebuild's model constraints (every constraint before
  /// the scene's own), when none of them conflicted: a rebuild whose list
  /// starts with the same ones starts from a copy of it. Kept while every
  /// change is a rebuild (an in-place change could move a constant of a
  /// constraint the copy shares).
  var modelPrefix: (list: ArraySlice<GeneratedConstraint>, solver: Solver, boxes: [LayoutItem: Box], installed: [Constraint])?

  /// Everything a rebuild makes, for one list.
  struct Build {
    let list: [GeneratedConstraint]
    let solver: Solver
    let boxes: [LayoutItem: Box]
    let applied: [GeneratedConstraint.Origin: Applied]
    let origins: [Constraint: GeneratedConstraint.Origin]
    let broken: [GeneratedConstraint.Origin: GeneratedConstraint]
    let conflictLog: [Diagnostic]
  }

  struct Box {
    let left, top, width, height: Variable
    init(_ name: String) {
      left = Variable("\(name).minX")
      top = Variable("\(name).minY")
      width = Variable("\(name).width")
      height = Variable("\(name).height")
    }

    subscript(_ c: LayoutVariable.Component) -> Variable {
      switch c {
      case .minX: return left
      case .minY: return top
      case .width: return width
      case .height: return height
      }
    }
  }

  /// A generated constraint and the solver's constraint for it. A class, so
  /// that the dictionary by origin and the list in generation order share it.
  final class Applied {
    var generated: GeneratedConstraint
    let constraint: Constraint

    init(generated: GeneratedConstraint, constraint: Constraint) {
      self.generated = generated
      self.constraint = constraint
    }
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

  public func setNeedsLayout() { needsLayout = true }

  /// UIKit refuses to move an installed constraint's priority across
  /// required/optional (it raises); the playground allows it for teaching
  /// but says what UIKit would do.
  func noteCrossedPriorities(from old: LayoutDocument, to new: LayoutDocument) {
    guard old.constraints.count == new.constraints.count else { return }
    for (i, (a, b)) in zip(old.constraints, new.constraints).enumerated() where a.priority.isRequired != b.priority.isRequired {
      guard applied[.scene(i)] != nil else { continue }
      if let w = Diagnostic.priorityMutation(from: a, to: b) { pendingWarnings.append(w) }
    }
  }

  // MARK: Layout

  /// Brings the solver up to date with the document and returns the frames
  /// and diagnostics.
  public func layoutIfNeeded() -> LayoutResult {
    if needsLayout {
      generate()
      needsLayout = false
      settle()
    }
    var result = makeResult()
    if !document.designFrames.isEmpty { result = keepingDesignFrames(result) }
    pendingWarnings.removeAll()
    return result
  }

  /// Multi-line text wraps at its solved width and takes the height for that
  /// width, which can change the width of others (UIKit's two-pass layout
  /// with `preferredMaxLayoutWidth`); margins that follow a view's frame
  /// (`preservesSuperviewLayoutMargins`, `layoutMarginsFollowReadableWidth`)
  /// are measured from the solved frames, as UIKit updates them after a
  /// layout pass (`layoutMarginsDidChange`). Measure both again at the
  /// solved frames and apply the difference until they settle; where they
  /// still move after `settlingPasses`, a warning names the views (UIKit
  /// would go on laying out: a layout feedback loop), unless they are
  /// ambiguous, which is said instead (an ambiguous size can grow with
  /// margins taken from the unsafe area it reaches).
  func settle() {
    guard let first = generation?.generator else { return }
    let wrapping = document.views.filter { $0.wrapsText && first.isInstalled($0.name) }
    let adjusting = marginFollowers(first)
    // Margins measured before stay measured until a pass drops them: a view
    // that no longer follows its frame (the unsafe area it reached is gone
    // after a rotation) gets its own margins back.
    guard !wrapping.isEmpty || !adjusting.isEmpty || !measuredInsets.isEmpty || boxes.keys.contains(where: \.isReadableGuideOfView) else { return }
    // The views whose wrapping width or measured margins differ from those applied, after updating them.
    func remeasure() -> [String] {
      var moved: [String] = []
      for v in wrapping {
        let width = value(.view(v.name), .width)
        let old = wrapWidths[v.name]
        if old != width {
          wrapWidths[v.name] = width
          if v.intrinsicSize(wrapWidth: old).height != v.intrinsicSize(wrapWidth: width).height { moved.append(v.name) }
        }
      }
      let margins = measuredGuides(adjusting, generator: first)
      if margins != measuredInsets {
        for (item, insets) in margins where measuredInsets[item] != insets { moved.append(item.owner ?? "root") }
        for item in measuredInsets.keys where margins[item] == nil { moved.append(item.owner ?? "root") }
        measuredInsets = margins
      }
      return moved
    }
    for _ in 0..<Self.settlingPasses {
      guard !remeasure().isEmpty else { return }
      generate()
    }
    let moving = Array(Set(remeasure())).sorted()
    guard !moving.isEmpty else { return }
    generate()
    pendingWarnings.append(Diagnostic(
      severity: .warning, kind: .unsettled,
      message: "the layout did not settle: after \(Self.settlingPasses) layout passes the margins or wrapped text of \(moving.map { "'\($0)'" }.joined(separator: ", ")) still change, each pass moving the frames they follow (in UIKit, a layout feedback loop); the frames shown are those of the last pass",
      views: moving))
  }

  /// How many times `settle` measures margins and wrapped text again.
  static let settlingPasses = 4

  /// Generates the document's constraints (again only those that changed,
  /// when that is all that changed) and applies the difference.
  func generate() {
    let next =
      generation?.next(document, wrapWidths: wrapWidths, measuredInsets: measuredInsets)
      ?? Generation(ConstraintGenerator(document, wrapWidths: wrapWidths, measuredInsets: measuredInsets))
    generation = next
    installedViews = next.generator.views
    apply(next.list, changed: next.changed)
  }

  /// The solved value of one component of an item (0 for one never constrained).
  func value(_ item: LayoutItem, _ c: LayoutVariable.Component) -> Double {
    boxes[item].map { solver.value(of: $0[c]) } ?? 0
  }
}
