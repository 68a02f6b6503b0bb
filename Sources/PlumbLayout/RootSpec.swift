/// The root view as a file describes it: its kind and the margin settings
/// UIKit reads from it. Readers fill these in from what the file says;
/// `margins(in:)` is the one rule that turns them into the root's layout
/// margins, whatever the input format.
public struct RootSpec: Equatable, Sendable {
  /// Nil: the device's default (a view controller's view on a device, a
  /// plain view on a canvas; see `LayoutDocument.rootKind`).
  public var kind: RootKind?
  /// The height of a cell's content view or a top-level view laid out on a
  /// device: the root is then as wide as the screen and this tall (nil: the
  /// screen's size).
  public var height: Double?
  /// The root's own `layoutMargins` as the file sets them (nil: UIKit's default for the kind).
  public var margins: Insets?
  /// `insetsLayoutMarginsFromSafeArea` (true by default): the margins are measured from the safe area.
  public var insetsMarginsFromSafeArea = true
  /// A view controller's `viewRespectsSystemMinimumLayoutMargins` (true by
  /// default): its root's side margins are at least the system minimum.
  public var respectsSystemMinimumMargins = true
  /// `layoutMarginsFollowReadableWidth` (of the root, or of the cell whose content view it is).
  public var followsReadableWidth = false
  /// A cell's content view's `preservesSuperviewLayoutMargins`: its side
  /// margins reach at least the cell's.
  public var preservesSuperviewMargins = false
  /// A table cell's own `layoutMargins`, as the file sets them (nil: its
  /// table's, `LayoutDocument.tableCellMargins`). A content view that
  /// preserves its superview's margins takes the cell's sides.
  public var cellMargins: Insets?
  /// A table cell with an accessory (a disclosure indicator, an accessory
  /// view): the content view stops short of the cell's trailing edge.
  public var hasAccessory = false
  /// A table cell's table is its view controller's view (a
  /// `UITableViewController`'s table): the cells take the controller's
  /// system minimum margins in every Xcode version (see
  /// `LayoutDocument.tableCellMargins`). False for a cell in a table inside
  /// another view, or a cell on its own (a xib's).
  public var tableIsControllerView = false
  /// The width of the screen the file shows (its device, in the
  /// orientation the file is laid out in), for a
  /// root laid out on a canvas of its own size (a cell's content view): a
  /// table's cell margins follow the screen, not the cell
  /// (`LayoutDocument.tableCellSideMargin`). Nil: the canvas stands for the screen.
  public var screenWidth: Double?
  /// The stored width of the table a cell is in (nil: a cell on its own, a
  /// xib's): a freeform table view controller's width counts as the screen's.
  public var tableWidth: Double?
  /// The cell's table holds it at its row height (a fixed row height, or
  /// a cell's custom one where the reader says the table keeps it); a cell
  /// sized by its table (`UITableView.automaticDimension`) or on its own (a
  /// xib's, or one made in code) sizes itself
  /// (`LayoutDocument.rootHeightGivesWay`).
  public var cellKeepsRowHeight = false
  /// The cell's table is itself inside a cell (a table in a collection
  /// view cell), out of reach of its controller's margins.
  public var tableInCell = false
  /// The cell's table is inset from its controller's view by at least that
  /// view's side margins, which then do not reach its cells.
  public var tableClearOfRootMargins = false
  /// The side inset of an inset grouped table's sections where the file
  /// stores the cell inset in its table: the table's margin, which is also
  /// the cell's (nil: follow `LayoutDocument.tableCellSideMargin`).
  public var insetGroupedSide: Double?

  /// Whether the cells' side margin follows the screen's width (a table in
  /// its controller's views, within reach of its margins) rather than the
  /// table's own.
  public var tableTakesScreen: Bool {
    RootSpec.tableTakesScreen(isControllerView: tableIsControllerView, inCell: tableInCell, clearOfRootMargins: tableClearOfRootMargins)
  }

  /// `tableTakesScreen` for a table with these properties, for a reader
  /// that needs it before it has made the root.
  public static func tableTakesScreen(isControllerView: Bool, inCell: Bool, clearOfRootMargins: Bool) -> Bool {
    isControllerView || !(inCell || clearOfRootMargins)
  }
  /// The `toolsVersion` of the Interface Builder file the root comes from
  /// (nil: not from one). Xcode's canvas shows the cells of the iOS it
  /// ships with, whose margins changed over the versions
  /// (`LayoutDocument.tableCellMargins`).
  public var toolsVersion: Double?

  /// The root's size is an assumption, not the input's (a view class made
  /// in code, whose superview the file does not show): its canvas size is
  /// held at `assumedSizePriority`, so the view's own required size
  /// constraints (`widthAnchor.constraint(equalTo: heightAnchor)`) win over it.
  public var sizeIsAssumed = false
  /// Just below required: the assumed size gives way only to what the view itself requires.
  public static let assumedSizePriority = LayoutPriority(999)

  public init(kind: RootKind? = nil) { self.kind = kind }

  /// The kind a root has when the file does not say: a view controller's
  /// view on a device, a plain view on a canvas.
  public func kindOnDevice(_ device: Device) -> RootKind { kind ?? (device.isCanvas ? .canvas : .viewController) }

  /// Whether the file set nothing about the root's margins (its kind and height aside).
  public var hasDefaultSettings: Bool {
    margins == nil && insetsMarginsFromSafeArea && respectsSystemMinimumMargins && !followsReadableWidth && !preservesSuperviewMargins
      && cellMargins == nil && !hasAccessory && !tableIsControllerView && toolsVersion == nil && screenWidth == nil && tableWidth == nil
      && !tableInCell && !tableClearOfRootMargins && !cellKeepsRowHeight && insetGroupedSide == nil
  }
}
