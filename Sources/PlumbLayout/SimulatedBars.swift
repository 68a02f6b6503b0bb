/// The bars Interface Builder simulates around a view controller's view,
/// which take their part of its safe area: a navigation bar when it is in a
/// navigation controller (its root, or shown or pushed from a view
/// controller in one) that does not hide it, with a large title when the
/// bar has them; a tab bar when it is in a tab bar controller (unless it
/// `hidesBottomBarWhenPushed`); a toolbar when its navigation controller
/// shows one or the file says so; the status bar unless the file turns it
/// off. A view controller's own simulated metrics
/// (`simulatedTopBarMetrics`, `simulatedBottomBarMetrics`,
/// `simulatedStatusBarMetrics`, or `<nil key=…>` for none) win.
public struct SimulatedBars: Equatable, Sendable {
  public var statusBar = true
  public var navigationBar = false
  /// The navigation bar shows a large title (`largeTitles="YES"` on the
  /// navigation controller's bar, unless the item says `never`).
  public var largeTitle = false
  /// The top bar is opaque (`translucent="NO"`): the view starts below it.
  public var opaqueTopBar = false
  public var tabBar = false
  public var toolbar = false
  /// The tab bar or toolbar is opaque (`translucent="NO"`): the view ends
  /// above it (UIKit extends a view under opaque bars only when
  /// `extendedLayoutIncludesOpaqueBars`).
  public var opaqueBottomBar = false
  /// Presented modally with the default style (`kind="modal"` or
  /// `"presentation"`, or `"show"` from a view controller in no navigation
  /// controller), which is a sheet from iOS 13 on.
  public var presentedModally = false
  /// The child of a container view (an `embed` segue leads to it): IB
  /// draws it at its container's size.
  public var embedded = false
  /// In a column of a split view controller (its primary or secondary
  /// controller, what a column's navigation or tab bar controller holds,
  /// and what is pushed or shown as a detail there).
  public var inSplitColumn = false
  /// In a split view controller's primary or supplementary column, which
  /// UIKit gives a compact width (the secondary column keeps the screen's).
  public var inNarrowColumn = false
  /// Shown by a navigation controller's own `show` segue: drawn presented
  /// on IB's canvas, pushed on a device (UIKit's `show(_:sender:)`), under
  /// the navigation controller's bar when this is true (nil: not so shown).
  public var pushedOnDevice: Bool?

  public init() {}
}
