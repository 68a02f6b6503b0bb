import PlumbInterfaceBuilder
import Foundation
import PlumbDiagnostics
import PlumbLayout

/// What `plumb check` reports for an Interface Builder file, each at the
/// XML line of the view or constraint concerned, as
/// `FILE:LINE:COLUMN: warning: …`: the reader's warnings, broken
/// constraints (UIKit's "Unable to simultaneously satisfy constraints"),
/// ambiguous views, and misplaced views: a stored frame more than the
/// tolerance from the solved one that breaks a constraint placing the
/// view, never for an IBDesignable view (whose code may declare alignment
/// insets). Interface Builder saves its own verdict with the file
/// (`misplaced="YES"`, its "Frame for … will be different at run time"):
/// a view it marked is `misplaced-view`; one it did not mark is
/// `unmarked-misplaced-view`, opt-in: on public files
/// nearly all such frames are where Xcode's canvas puts them and Plumb's
/// model of that canvas is what differs (404 against 77 marked views on
/// five samples of unseen files, 2026-11-28), though a file merged or
/// edited outside Xcode may hold real ones.
public enum CheckFindings {
  /// The points by which a stored frame may differ from the solved one.
  public static let tolerance = 0.5

  public static func findings(_ s: SolvedScene) -> [InterfaceBuilderWarning] { checked(s).map(\.warning) }

  /// The findings with their kind and subject, for grouping across devices.
  public static func checked(_ s: SolvedScene) -> [CheckFinding] {
    let scene = s.scene, r = s.result
    var out = scene.warnings.map { CheckFinding(.input, subject: "\(scene.id) \($0.message)", warning: $0) }
    let info = Dictionary(scene.views.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    func at(view name: String?) -> SourceLocation { name.flatMap { info[$0]?.location } ?? scene.root.location }
    func subject(view name: String?) -> String { "\(scene.id) \(name.flatMap { info[$0]?.id } ?? scene.root.id)" }
    let sceneLabel = "scene '\(scene.name)'"
    for c in r.constraints where c.broken {
      let spec = scene.document.constraints[c.index]
      let id = scene.constraintIDs[c.index]
      out.append(CheckFinding(.unsatisfiable, subject: "\(scene.id) \(id)", warning: InterfaceBuilderWarning(
        scene.constraintLocations[c.index],
        "\(sceneLabel): unable to simultaneously satisfy constraints: broke \(spec.uikitDescription) (constraint \(id))")))
    }
    // A negative size in an Interface Builder scene comes as often from text
    // Plumb measures with its own metrics as from the constraints, and IB's
    // stored frames already say where the layout differs: `solve` and the
    // playground report it, `check` does not warn on it.
    for d in r.diagnostics where d.kind != .unsatisfiable && d.kind != .negativeSize {
      let name = d.views.first
      // Xcode's per-view setting: "Never Verify", or "Verify Position Only" for a view free only in size.
      if d.kind == .ambiguous, let n = name, let i = info[n], let v = r.view(n), !i.verifiesAmbiguity.reports(v.ambiguousAxes) { continue }
      let message = d.message.replacingOccurrences(of: "\n", with: " ")
      out.append(CheckFinding(
        CheckRule(d.kind), subject: subject(view: name), warning: InterfaceBuilderWarning(at(view: name), "\(sceneLabel): \(message)")))
    }
    // A conflict among UIKit's own constraints breaks none of the file's: report it at its first view.
    if !r.constraints.contains(where: \.broken) {
      for d in r.diagnostics where d.kind == .unsatisfiable {
        out.append(CheckFinding(.unsatisfiable, subject: subject(view: d.views.first), warning: InterfaceBuilderWarning(
          at(view: d.views.first), "\(sceneLabel): \(d.message.replacingOccurrences(of: "\n", with: " "))")))
      }
    }
    var storedAbsolute: [String: Frame]?
    // The stored frames are the file's own device's, in its orientation: on another, every view moves.
    for v in r.views where !v.isAmbiguous && scene.isAsStored {
      // A designable's stored frame carries its code's alignment insets, which the file does not say.
      guard let i = info[v.name], i.usesAutoLayout, !i.isDesignable, let stored = i.storedFrame else { continue }
      let solved = i.frame(alignmentRect: v.frame)
      guard !stored.isClose(to: solved, tolerance: tolerance) else { continue }
      // Misplaced only when the stored frame breaks a constraint that places the view.
      if storedAbsolute == nil { storedAbsolute = storedAbsoluteFrames(s) }
      // Where a hidden arranged view sits along the axis is Plumb's reading
      // of the gap it leaves (UIKit only collapses its size): never a
      // finding on its own.
      let broken = constraintsBrokenByStoredFrames(of: v.name, s, storedAbsolute: storedAbsolute ?? [:]).filter { !Self.placesAHiddenView($0) }
      guard let first = broken.first else { continue }
      let message =
        i.markedMisplaced
        ? "Frame for '\(v.name)' will be different at run time: stored \(stored), solved \(solved) (the stored frame breaks \(first.shortDescription))"
        : "Plumb lays out '\(v.name)' at \(solved), not at its stored \(stored) (the stored frame breaks \(first.shortDescription)); Interface Builder did not mark it misplaced"
      out.append(CheckFinding(
        i.markedMisplaced ? .misplaced : .unmarkedMisplaced, subject: subject(view: v.name),
        warning: InterfaceBuilderWarning(i.location, "\(sceneLabel): \(message)")))
    }
    return out
  }

  /// Whether `g` is the `UISV-hiding` constraint that holds a hidden
  /// arranged view in the gap it left (it relates positions), not one that
  /// collapses or spans its size.
  static func placesAHiddenView(_ g: GeneratedConstraint) -> Bool {
    guard case .stack(_, let identifier, _) = g.origin, identifier == "UISV-hiding" else { return false }
    return g.terms.contains { $0.variable.component == .minX || $0.variable.component == .minY }
  }
}
