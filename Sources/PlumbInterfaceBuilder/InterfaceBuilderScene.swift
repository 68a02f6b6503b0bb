import PlumbDiagnostics
import PlumbLayout

/// One scene of an Interface Builder file: a view controller's root view,
/// a top-level view of a xib, or a cell's content view, as a
/// `LayoutDocument` whose root is that view.
public struct InterfaceBuilderScene: Equatable, Sendable {
  /// The view controller's id, the cell's, or the view's.
  public var id: String
  /// Its storyboard identifier, custom class, title or IB's scene comment.
  public var name: String
  /// The root view (its frame is the document's canvas).
  public var root: InterfaceBuilderView
  public var document: LayoutDocument
  /// Every view below the root, in document order (as `document.views`).
  public var views: [InterfaceBuilderView]
  /// Where each of `document.constraints` comes from.
  public var constraintLocations: [SourceLocation]
  /// The IB id of each of `document.constraints` (for the constraints
  /// UIKit makes for autoresizing, the view's id and `h=…`/`v=…`).
  public var constraintIDs: [String]
  /// Other ids the scene answers to (`--scene`): its `<scene>`'s, the root view's.
  public var aliases: [String]
  public var warnings: [InterfaceBuilderWarning]
  /// For a constraint whose constant a size class changes
  /// (`<variation key="heightClass=compact" constant="8"/>`), by its index in
  /// `document.constraints`: where that `<variation>` is, so that an edit of
  /// this copy's constant is saved there.
  public var constantLocations: [Int: SourceLocation] = [:]
  /// Whether its controller is simulated at a freeform size
  /// (`freeformSimulatedSizeMetrics`): content of another controller's,
  /// not a screen.
  public var isFreeform = false
  /// Whether its root was stored at its file's screen size (in either
  /// orientation): a screen, not a controller's content embedded in another's.
  public var isScreenSized = true
  /// The options it was read with (its device, orientation, size-class
  /// variations): reading the same XML with them again gives the same
  /// constraints, in the same order.
  public var readOptions = ReadOptions()
  /// Whether it was read as the file stores it (its own device and
  /// orientation): only then are its stored frames the canvas's.
  public var isAsStored = true

  /// The view read for a `ViewSpec` name.
  /// - Complexity: O(*v*): a linear search; callers that look up every view build a dictionary.
  public func view(named name: String) -> InterfaceBuilderView? { views.first { $0.name == name } }

  /// Whether `--scene KEY` names this scene (its id, an alias or its name).
  public func answers(to key: String) -> Bool { key == id || key == name || aliases.contains(key) }
}
