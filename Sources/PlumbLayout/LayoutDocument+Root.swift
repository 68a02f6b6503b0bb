extension LayoutDocument {
  /// The root's kind: as read, else a view controller's view on a device
  /// and a plain view on a canvas.
  public var rootKind: RootKind { root.kindOnDevice(device) }

  /// Whether the root's height gives way to what its contents require,
  /// held just below required (`RootSpec.assumedSizePriority`) rather than
  /// at it: an assumed size (`RootSpec.sizeIsAssumed`), and the content
  /// view of a table cell that its table sizes to its contents
  /// (`UITableView.automaticDimension`, the default row height since iOS
  /// 11), or that is on its own (a xib's, or one made in code). Interface
  /// Builder's canvas shows the same: two unseen xib cells stored 121 and
  /// 76 points tall whose contents require 84 and 72 have their views where
  /// 84 and 72 put them. A cell its table holds at a row height
  /// (`RootSpec.cellKeepsRowHeight`) keeps it: an unseen storyboard's
  /// 64-point prototype whose avatar asks for 68 keeps 64 on the canvas
  /// and breaks the avatar's height.
  /// Below required, so a required chain decides the height; above every
  /// hugging and compression resistance, so contents that can give (a
  /// label's height) still take the height the file gives the cell.
  public var rootHeightGivesWay: Bool { root.sizeIsAssumed || (rootKind == .tableCellContent && !root.cellKeepsRowHeight) }

  /// UIKit's minimum side margin of a view controller's root view (and so
  /// of a table's cells): 20 points in a regular-width environment or on a
  /// screen at least 414 points across its short side (the Plus and Max
  /// phones, in either orientation), 16 otherwise. On a canvas, the canvas
  /// stands for a screen in portrait: its width is the short side.
  public var systemMinimumSideMargin: Double {
    let (w, h) = device.size(orientation)
    // A freeform view controller (a device's, at a size of its own) is its own screen: its width counts.
    let freeform = Device.named(device.name).map { [$0.width, $0.height].sorted() != [device.width, device.height].sorted() } ?? false
    let shortSide = device.isCanvas || freeform ? size.width : min(w, h)
    return LayoutDocument.systemMinimumSideMargin(shortSide: shortSide, regular: traits.horizontal == .regular)
  }

  /// `systemMinimumSideMargin` for a screen whose short side is `shortSide`
  /// points, in a regular-width environment or not.
  public static func systemMinimumSideMargin(shortSide: Double, regular: Bool) -> Double {
    regular || shortSide >= 400 ? 20 : 16
  }

  /// The root's layout margins, from its kind and what the file set
  /// (`root`); the one rule every reader's documents go through. A scene's
  /// `margins` statement (`rootMarginsOverride`) gives them exactly.
  ///
  /// - A view controller's view: the file's margins, or 0 at the top and
  ///   bottom and the system minimum at the sides; the sides never below the
  ///   system minimum unless `viewRespectsSystemMinimumLayoutMargins` is off
  ///   (Apple: "the root view's actual margins are set to either your custom
  ///   values or the minimum values … whichever values are greater").
  /// - A table cell's content view: its table's margins
  ///   (`tableCellMargins`), or at the sides the cell's own where the file
  ///   sets them and the content view preserves them (an unseen file's
  ///   static cells with 30-point margins place their views 30 from the
  ///   cell's edge), 8 on the side of an accessory; with margins of its
  ///   own, each side at least that, preserving the cell's or not (unseen
  ///   files at 15705 and 16096: own margins of 8 and 10 above show 11,
  ///   12 shows 12, 8 at a side without an accessory shows the table's 16,
  ///   22 and 30 show 22 and 30).
  ///   Files saved before toolsVersion 13500 have iOS 10's 8 on every side
  ///   (13189 and 13196, Xcode 9.2, still do: three unseen files), from
  ///   13529 on the cells of iOS 11 (an unseen file at 13529: 16 in three
  ///   cells of 341 and 375 points on `retina5_9`), unless the content view
  ///   preserves its cell's margins: then it has the cell's, as from Xcode
  ///   10 on (an unseen 13771 file's four preserving cells in a 375-point
  ///   table inside a view show 15 at the sides).
  /// - Any other view (a collection cell's content view, a top-level view,
  ///   a canvas): the file's margins, or 8 on every side.
  ///
  /// Margins are then measured from the safe area where
  /// `insetsLayoutMarginsFromSafeArea` holds (a cell has no unsafe area), and
  /// narrowed to the readable width where they follow it.
  public var rootMargins: Insets {
    if let m = rootMarginsOverride { return m }
    let side = systemMinimumSideMargin
    let all8 = Insets(top: 8, left: 8, bottom: 8, right: 8)
    var m: Insets
    switch rootKind {
    case .viewController:
      m = root.margins ?? Insets(top: 0, left: side, bottom: 0, right: side)
      if root.respectsSystemMinimumMargins {
        m.left = max(m.left, side)
        m.right = max(m.right, side)
      }
    case .tableCellContent:
      if let v = root.toolsVersion, v > 0, v < 13500, !root.preservesSuperviewMargins {
        m = root.margins ?? all8
        break
      }
      let cell = tableCellMargins
      // The cell's side margins, narrowed first where the cell follows the
      // readable width. A content view that preserves its cell's margins
      // takes the cell's own where the file sets them larger: the table's
      // are a floor (an unseen file's 16 and 8 show 20 in a 414-point
      // table, another's 30 show 30 in a 375-point one).
      var sides = Insets(top: 0, left: cell.side, bottom: 0, right: cell.side)
      if root.preservesSuperviewMargins, let own = root.cellMargins {
        (sides.left, sides.right) = (max(sides.left, own.left), max(sides.right, own.right))
      }
      if root.followsReadableWidth { sides = sides.narrowedToReadableWidth(in: size.width) }
      let floor = Insets(top: cell.vertical, left: sides.left, bottom: cell.vertical, right: root.hasAccessory ? 8 : sides.right)
      // Margins the file gives the content view count where larger than the
      // cell's, as a controller's root keeps the system minimum: the cell's
      // are a floor on every side, preserved or not.
      guard let own = root.margins else { return floor }
      return Insets(top: max(own.top, floor.top), left: max(own.left, floor.left), bottom: max(own.bottom, floor.bottom), right: max(own.right, floor.right))
    case .collectionCellContent, .view, .canvas:
      m = root.margins ?? all8
    }
    if root.insetsMarginsFromSafeArea && !marginsIgnoreUnsafeArea { m = m + safeAreaInsets }
    return root.followsReadableWidth ? m.narrowedToReadableWidth(in: size.width) : m
  }

  /// A table cell's margins from iOS 11 on (files saved from toolsVersion
  /// 13500, see `rootMargins`): the cell takes its table's side
  /// margins, and Xcode's canvas shows the cells of the iOS it ships with.
  /// What the stored frames of the corpus and of unseen public files say,
  /// by the `toolsVersion` that saved the file:
  ///
  /// - Before 17000 (Xcode 10 to 11, and a content view of an older file
  ///   that preserves its cell's margins): 11 above and below; at the sides
  ///   `tableCellSideMargin` in a table that is its view controller's view
  ///   (a `UITableViewController`), and UIKit's own table margin then in a
  ///   table inside another view: 15, or 20 where both the table and the
  ///   screen are wider than 375 points, as iOS 8 to 12 inset cells on a
  ///   Plus phone (six files at 15: tables of 258 points on an iPad, of 320
  ///   and 375 on screens as wide, of 600 in a freeform controller on a
  ///   375-point screen; three at 20: 414-point tables in a view or a stack
  ///   view on 414-point screens); 15 for a cell on its
  ///   own (a xib's) wider than its screen (a 450-point one on a
  ///   375-point screen). A xib's cell
  ///   no wider than its screen has `tableCellSideMargin` of its own width
  ///   instead (unseen 320-point cells at 14490 on a 375-point screen and
  ///   16096 on a 414-point one show 16, a 375-point one at 14460 on a
  ///   375-point screen 16, a 380-point one at 16096 on 414 20); one wider
  ///   than its screen keeps 15 (a 451-point one on 414).
  /// - From 24000 (Xcode 16, cells of iOS 18; not a development build
  ///   saved as 32700, `InterfaceBuilderCanvas.recentCells`): 15 above and below.
  /// - Otherwise (and for roots not read from Interface Builder): 11 above
  ///   and below; at the sides `tableCellSideMargin` throughout.
  public var tableCellMargins: (vertical: Double, side: Double) {
    let version = root.toolsVersion ?? 0
    if InterfaceBuilderCanvas.forToolsVersion(version).recentCells { return (15, tableCellSideMargin) }
    if version > 0, version < 17000, !root.tableIsControllerView {
      // A cell on its own no wider than its screen has its own width's side margin.
      if root.tableWidth == nil, device.isCanvas, let screen = root.screenWidth, size.width <= screen { return (11, tableCellSideMargin) }
      // On a device the table is as wide as its screen; on the canvas the
      // narrower of the table and the file's screen counts (none known: 15).
      if let table = root.tableWidth, let width = device.isCanvas ? root.screenWidth.map({ min(table, $0) }) : min(device.width, device.height), width > 375 {
        return (11, 20)
      }
      return (11, 15)
    }
    return (11, tableCellSideMargin)
  }

  /// The side margin a table gives its cells: 20 where the width that
  /// counts is more than 375 points (a 380-point xib cell on a 414-point
  /// screen at Xcode 11.4 has 20), or the width is regular; else 16. A cell
  /// in a table among its controller's views counts the screen's width
  /// (on a canvas, in the file's orientation; on a device, its portrait
  /// width), whatever the table's (a 375-point table of a freeform
  /// controller on a 414-point screen has 20, a 374-point table inside a
  /// controller's view on a 390-point screen 20, 760 and 800-point tables
  /// of an 800-point freeform controller on a 375-point screen 16); in a
  /// table inside another cell, the table's own width (an unseen file's
  /// 252-point table inside a collection view cell on a 414-point screen:
  /// 16 in seven cells); a cell on its own (a xib's) counts the narrower of
  /// its own width and the screen's before Xcode 16 (a 320-point cell on a
  /// 393-point screen has 16 at 23727, a 414-point one on a 414-point
  /// screen 20 at 17701, a 596-point one on a 375-point screen 16 at 21701)
  /// and the screen's from Xcode 16 on (a 605-point cell on a 375-point
  /// screen has 16 at 24112, a 339-point one on a 393-point screen 20 at
  /// 24127).
  /// What the stored frames say: 20 on 390, 393 and 414-point screens
  /// (Xcode 11 to 16, nine files: plain, grouped and inset grouped tables);
  /// 16 on 320 and 375-point ones. One earlier file disagreed (a 400-point
  /// freeform table on a 375-point screen at 20037 showed 20, where the
  /// 760 and 800-point ones above show 16): the screen is what most say.
  public var tableCellSideMargin: Double {
    if let side = root.insetGroupedSide { return side }
    // A cell laid out on a device is as wide as its screen: the screen's portrait width stands for both.
    let (w, h) = device.size(orientation)
    let screen = device.isCanvas ? root.screenWidth ?? size.width : min(w, h)
    return LayoutDocument.tableCellSideMargin(
      screen: screen, table: root.tableWidth, cell: device.isCanvas ? size.width : screen, toolsVersion: root.toolsVersion,
      regular: traits.horizontal == .regular, tableTakesScreen: root.tableTakesScreen)
  }

  /// `tableCellSideMargin` for a cell `cell` points wide, in a table `table`
  /// points wide (nil: a cell on its own) on a screen `screen` points wide
  /// (see `tableCellSideMargin`), saved by `toolsVersion`; a table in its controller's
  /// views (`tableTakesScreen`) counts the screen's width, a table inside
  /// another cell its own width.
  public static func tableCellSideMargin(
    screen: Double, table: Double?, cell: Double, toolsVersion: Double?, regular: Bool, tableTakesScreen: Bool
  ) -> Double {
    let width =
      table.map { tableTakesScreen ? screen : $0 } ?? (InterfaceBuilderCanvas.forToolsVersion(toolsVersion ?? 0).recentCells ? screen : min(cell, screen))
    return regular || width > 375 ? 20 : 16
  }
}
