/// How the Xcode versions of one `toolsVersion` range simulate a full-screen
/// view controller's safe area on Interface Builder's canvas, where it differs
/// from the device's own (`Device.interfaceBuilderPresets`).
///
/// Interface Builder stores the frames it computed on its canvas, and the
/// canvas changed with Xcode: these rows are read from the frames the
/// corpus files store (each view pinned to the safe area or a legacy layout
/// guide gives the inset IB used; the navigation bar frames stored in
/// navigation controllers say the same). `table` says, row by row, which
/// files agree.
public struct InterfaceBuilderCanvas: Equatable, Sendable {
  /// The `toolsVersion`s (the number before any dot) the row covers.
  public var toolsVersions: Range<Double>
  /// Whether the status bar of a phone or iPad without a sensor housing is
  /// in a view controller's safe area.
  public var countsStatusBar: Bool
  /// Whether an iPad's navigation and tab bars are 50 points (44 and 49 before).
  public var tallPadBars: Bool
  /// Whether a phone's modal presentation is a sheet (iOS 13, Xcode 11).
  public var sheets: Bool
  /// Portrait top insets (the sides in landscape) that differ from the
  /// device's, by device id.
  public var notchedTops: [String: Double]
  /// Every notched phone's portrait top inset (its sides in landscape)
  /// where `notchedTops` does not name the phone; nil: the device's own.
  public var notchedTop: Double?
  /// How many times a notched phone's portrait insets the canvas stores.
  public var notchedInsetFactor: Double
  /// The bottom inset the canvas stores for an iPad with a home indicator
  /// (nil: the device's 20).
  public var roundedPadBottom: Double?
  /// The UIKit classes (`UIKitClass.name`) whose alignment insets this
  /// version's controls do not have.
  public var withoutAlignmentInsets: Set<String>
  /// A phone's navigation bar in portrait, full screen.
  public var phoneNavigationBar: Double
  /// A phone's navigation bar in landscape, full screen.
  public var landscapePhoneNavigationBar: Double
  /// A toolbar on a phone without a home indicator, in portrait (a tab
  /// bar's 49 on one with a home indicator, whatever the version).
  public var phoneToolbar: Double
  /// A sheet's navigation bar, and where it starts (nil: at the sheet's
  /// own top inset).
  public var sheetNavigationBar: Double
  public var sheetNavigationBarTop: Double?
  /// A sheet's bottom inset (nil: the device's).
  public var sheetBottom: Double?
  /// The devices (by Interface Builder id) on which a sheet keeps the
  /// canvas's top inset, as if it covered the status bar: `retina6_1` in
  /// Xcode 14.0 (21200..<21225; two unseen files of two repositories at
  /// 21208.1, 842-point sheets whose views pinned to the safe area sit 44
  /// points lower than the sheets of every other Xcode from 11 on put
  /// them). The canvas only: on a device a sheet has no top inset.
  public var sheetKeepsTop: Set<String>
  /// Whether table cells are iOS 18's (Xcode 16 on): 15 points above and
  /// below their content, and a xib's cell takes its screen's side margin
  /// (`LayoutDocument.tableCellMargins`).
  public var recentCells: Bool
  /// Whether a top-level view that is not screen-sized (a header, a card,
  /// a xib's bar) has the status bar in its safe area, as a controller's
  /// view has where the canvas counts it: from Xcode 14.3 (21600; two
  /// unseen files at 23504 put such views 20 points down on `retina4_7`,
  /// while files from 14113 to 18122 give them no status bar).
  public var statusBarOverFreeViews: Bool
  /// Whether a freeform controller (its root not the screen's size)
  /// without a top bar has the status bar where the canvas counts it:
  /// not in Xcode 10 (14300–14799: a 375 × 300 and a 320 × 228 controller
  /// of two unseen repositories start their content at 0, under a top
  /// layout guide and the safe area), as in Xcode 9 (13771: 20).
  public var freeformStatusBar: Bool
  /// Whether the columns of an iPad's split view controller have the
  /// status bar in their safe area: up to Xcode 10 (14109: a split's
  /// columns store their navigation bars 20 points down); from Xcode 11 the
  /// canvas draws each column without it (unseen files of four
  /// repositories from 15400 to 24118, on iPads with and without a home
  /// indicator, pin views to the safe area right below the column's
  /// navigation bar and store the bars at 0).
  public var splitColumnStatusBar: Bool
  /// Whether views' layout margins grow by the bars and status bar over
  /// them (`insetsLayoutMarginsFromSafeArea`, iOS 11): from Xcode 9
  /// (13000). Before it the canvas is iOS 10's, whose margins do not know
  /// the top and bottom layout guides: a view pinned to a controller's
  /// root `topMargin` sits at the root's top (six unseen files of five
  /// repositories, 10116 to 12120, two under a navigation bar and two
  /// below a status bar; 13771 and 14109 put such views under the bar).
  public var marginsInsetFromBars: Bool

  public init(
    toolsVersions: Range<Double>, countsStatusBar: Bool, tallPadBars: Bool, sheets: Bool, phoneToolbar: Double = 44, notchedTops: [String: Double] = [:], notchedTop: Double? = nil,
    notchedInsetFactor: Double = 1, roundedPadBottom: Double? = nil, withoutAlignmentInsets: Set<String> = [], phoneNavigationBar: Double = 44, landscapePhoneNavigationBar: Double = 32,
    sheetNavigationBar: Double = 56,
    sheetNavigationBarTop: Double? = nil, sheetBottom: Double? = nil, sheetKeepsTop: Set<String> = [], recentCells: Bool = false,
    statusBarOverFreeViews: Bool = false, freeformStatusBar: Bool = true, splitColumnStatusBar: Bool = false, marginsInsetFromBars: Bool = true
  ) {
    self.toolsVersions = toolsVersions
    self.countsStatusBar = countsStatusBar
    self.tallPadBars = tallPadBars
    self.sheets = sheets
    self.notchedTops = notchedTops
    self.notchedTop = notchedTop
    self.notchedInsetFactor = notchedInsetFactor
    self.roundedPadBottom = roundedPadBottom
    self.withoutAlignmentInsets = withoutAlignmentInsets
    self.phoneNavigationBar = phoneNavigationBar
    self.landscapePhoneNavigationBar = landscapePhoneNavigationBar
    self.phoneToolbar = phoneToolbar
    self.sheetNavigationBar = sheetNavigationBar
    self.sheetNavigationBarTop = sheetNavigationBarTop
    self.sheetBottom = sheetBottom
    self.sheetKeepsTop = sheetKeepsTop
    self.recentCells = recentCells
    self.statusBarOverFreeViews = statusBarOverFreeViews
    self.freeformStatusBar = freeformStatusBar
    self.splitColumnStatusBar = splitColumnStatusBar
    self.marginsInsetFromBars = marginsInsetFromBars
  }

  /// The canvas per range of `toolsVersion`, oldest first; 0 is a file that
  /// does not say (it gets the device's own metrics and no sheets).
  ///
  /// - Status bar: counted by Xcode 9 and 10 (13771, 14087, 14113, 14490:
  ///   views 20 points below the top of a `retina3_5`, `retina4_7` and a
  ///   `retina5_5`, twelve files) and from Xcode 14.3 (21701: 20 on
  ///   `retina5_5`; 22154, 22155: 20 on `retina4_0` and `retina4_7`;
  ///   22505: 20 on `retina4_7` and 64 under a navigation bar on
  ///   `retina4_0`, three files; 23727: 20 on `retina5_5`), not by the
  ///   Xcode versions between, from Xcode 11's betas (14845, 14865, 14868:
  ///   0 on `retina4_7` in four files, whose presented controllers are
  ///   sheets; 15400–16097, 19455, 21225, 21507: 0 on `retina4_7`, 44
  ///   under a navigation bar on `retina3_5`). The legacy
  ///   `topLayoutGuide` follows the same rule: 0, or 44 under a navigation
  ///   bar, in four unseen public files saved at 16097, 18122 and 20037.
  /// - Every notched phone is 44 points at the top before Xcode 14's
  ///   release (21200; an unseen file at 21179.7 on `retina6_0`: 44, one
  ///   at 21208.1: 47),
  ///   whatever its own inset: `retina6_1` (15702; 17506: two
  ///   xibs' top-level views; 20037: the navigation bars of two unseen
  ///   storyboards stored at y 44 and a third file's top-level view),
  ///   `retina6_0` (19529: six view controllers of two unseen files,
  ///   44 at the top and 34 at the bottom, where the phone has 47). `retina6_1`
  ///   stays 44 in Xcode 14.0 (an unseen file at 21208.1: a pushed
  ///   controller's logo 44 + 53 down) and is 48 from Xcode
  ///   14.1 (21225, 21507, 21701, 22154, 24127, 24506 and 32700: 48 or twice
  ///   48); `retina5_9` is 44 before Xcode 15 (15505, 19455) and 50 after
  ///   (23727: twice 50).
  /// - From 23727 the canvas stores twice a notched phone's insets, top and
  ///   bottom: 230 (24127, `retina6_1`: 96 and 68 in three view
  ///   controllers), 237 (23727, `retina5_9`: 100 and 68), 236 (24506: a
  ///   sheet 48 points shorter than the screen keeps 96 − 48 at its top) and
  ///   the navigation bars of 216–218 (24506: at y 96 on `retina6_1`, 88 on
  ///   `retina5_9`); 231 (23077) stores the device's own 59 and 34. Files
  ///   saved as 32700 (a development build's number; 201, 107, 108) store the
  ///   device's own insets. In landscape the same mechanism adds the
  ///   portrait insets to the landscape ones (one unseen file, 24412 on
  ///   `retina6_0`: 47 at the top and sides, 21 + 34 at the bottom, over
  ///   the 17 view controllers it turns), and a phone's navigation bar is
  ///   54 points there too (its tables start at 47 + 54).
  /// - From 24000 (Xcode 26's redesigned bars and controls) a phone's
  ///   navigation bar is 54 points: 057 (24127: roots 680 points tall under
  ///   an opaque bar, 852 less twice 59 and 54, and the bar stored at y 118,
  ///   54 tall), the bars of 216, 217, 234 and 236 (24128, 24506: 54 tall);
  ///   089 (23727) still has 44. In a sheet the bar starts 20 points below
  ///   the sheet's top and is 54 tall (plus 52 with a large title): the four
  ///   presented navigation controllers of 234 store it at y 20, 106 tall,
  ///   and a view pinned below it is at 126; a sheet without a bar keeps its
  ///   48 (236). The sheet, which no longer reaches the bottom of the screen,
  ///   has no bottom inset (234: a view pinned to the safe area's bottom
  ///   ends at the root's).
  /// - Cells: iOS 18's from 24000 (`LayoutDocument.tableCellMargins`);
  ///   a file saved as 32700 still has the older ones (an unseen file:
  ///   11 points above a cell's content).
  /// - An iPad's navigation and tab bars are 50 points from Xcode 10
  ///   (14300 on; iOS 12), 44 and 49 before, Xcode 9.3 and 9.4 included
  ///   (14087–14109: four unseen iPad files of three repositories store
  ///   44-point navigation bars and a 49-point tab bar; 20037: 50).
  /// - An iPad's split view columns have no status bar from Xcode 11
  ///   (`splitColumnStatusBar`).
  /// - Sliders: 2 points at each side and 1 below their alignment rectangle
  ///   until Xcode 15 (11762, 12120, 18122, 21507: sliders 4 points wider
  ///   than the space they are pinned in), none from 24000 (234, 24128: five
  ///   sliders exactly as wide as their space and centred on it).
  /// - An iPad with a home indicator: its own 20 points at the bottom until
  ///   Xcode 14.3 (20037, 21701: three unseen files), 50 from 23727 (four
  ///   unseen files of four repositories at 23727 and 24765, portrait and
  ///   landscape, controllers and a xib's view; the top keeps its 24).
  /// - A toolbar on a phone without a home indicator: 44 points until
  ///   Xcode 10 (12120, 14113: two unseen files), 49 from Xcode 11
  ///   (15400, 20037, 23727: three unseen files of three repositories, ten
  ///   controllers pinned above it, one toolbar inferred from a navigation
  ///   controller that stores its own at 44); the row starts where sheets do.
  public static let table: [InterfaceBuilderCanvas] = [
    InterfaceBuilderCanvas(toolsVersions: 0..<1, countsStatusBar: true, tallPadBars: true, sheets: false, splitColumnStatusBar: true),
    InterfaceBuilderCanvas(
      toolsVersions: 1..<13000, countsStatusBar: true, tallPadBars: false, sheets: false, notchedTop: 44, splitColumnStatusBar: true, marginsInsetFromBars: false),
    InterfaceBuilderCanvas(toolsVersions: 13000..<14000, countsStatusBar: true, tallPadBars: false, sheets: false, notchedTop: 44, splitColumnStatusBar: true),
    InterfaceBuilderCanvas(toolsVersions: 14000..<14300, countsStatusBar: true, tallPadBars: false, sheets: false, notchedTop: 44, splitColumnStatusBar: true),
    InterfaceBuilderCanvas(
      toolsVersions: 14300..<14800, countsStatusBar: true, tallPadBars: true, sheets: false, notchedTop: 44, freeformStatusBar: false, splitColumnStatusBar: true),
    InterfaceBuilderCanvas(toolsVersions: 14800..<17000, countsStatusBar: false, tallPadBars: true, sheets: true, phoneToolbar: 49, notchedTop: 44),
    InterfaceBuilderCanvas(toolsVersions: 17000..<21200, countsStatusBar: false, tallPadBars: true, sheets: true, phoneToolbar: 49, notchedTop: 44),
    InterfaceBuilderCanvas(
      toolsVersions: 21200..<21225, countsStatusBar: false, tallPadBars: true, sheets: true, phoneToolbar: 49, notchedTops: ["retina6_1": 44], sheetKeepsTop: ["retina6_1"]),
    InterfaceBuilderCanvas(toolsVersions: 21225..<21600, countsStatusBar: false, tallPadBars: true, sheets: true, phoneToolbar: 49),
    InterfaceBuilderCanvas(toolsVersions: 21600..<22000, countsStatusBar: true, tallPadBars: true, sheets: true, phoneToolbar: 49, statusBarOverFreeViews: true),
    InterfaceBuilderCanvas(
      toolsVersions: 22000..<23727, countsStatusBar: true, tallPadBars: true, sheets: true, phoneToolbar: 49, notchedTops: ["retina5_9": 50], statusBarOverFreeViews: true),
    InterfaceBuilderCanvas(
      toolsVersions: 23727..<24000, countsStatusBar: true, tallPadBars: true, sheets: true, phoneToolbar: 49, notchedTops: ["retina5_9": 50], notchedInsetFactor: 2,
      roundedPadBottom: 50, statusBarOverFreeViews: true),
    InterfaceBuilderCanvas(
      toolsVersions: 24000..<32700, countsStatusBar: true, tallPadBars: true, sheets: true, phoneToolbar: 49, notchedTops: ["retina5_9": 50], notchedInsetFactor: 2,
      roundedPadBottom: 50, withoutAlignmentInsets: ["UISlider"], phoneNavigationBar: 54, landscapePhoneNavigationBar: 54, sheetNavigationBar: 54, sheetNavigationBarTop: 20,
      sheetBottom: 0, recentCells: true, statusBarOverFreeViews: true),
    InterfaceBuilderCanvas(
      toolsVersions: 32700..<Double.infinity, countsStatusBar: true, tallPadBars: true, sheets: true, phoneToolbar: 49, notchedTops: ["retina5_9": 50],
      statusBarOverFreeViews: true),
  ]

  /// The row for a file's `toolsVersion` (negative or not a number: the unknown row).
  public static func forToolsVersion(_ toolsVersion: Double) -> InterfaceBuilderCanvas {
    table.first { $0.toolsVersions.contains(toolsVersion) } ?? table[0]
  }
}

extension InterfaceBuilderCanvas {
  /// The alignment insets of a `UIKitClass` on this canvas.
  public func alignmentInsets(of c: UIKitClass) -> Insets {
    withoutAlignmentInsets.contains(c.name) ? .zero : c.alignmentInsets
  }

  /// A full-screen view controller's insets from `device` alone (no bars)
  /// on this canvas: the device's, with this version's top for a notched
  /// phone (its sides in landscape) and, when `stored` (the file's own
  /// device, not one asked for on the command line), as many times the
  /// portrait insets as this version stores.
  public func insets(of device: Device, _ orientation: Orientation, stored: Bool) -> Insets {
    var i = device.insets(orientation)
    let notchedPhone = device.portraitInsets.bottom > 0 && device.portraitTraits.horizontal == .compact
    if let top = notchedTops[device.name] ?? (notchedPhone ? notchedTop : nil) {
      if orientation == .portrait { i.top = top } else { (i.left, i.right) = (top, top) }
    }
    if stored && notchedPhone && notchedInsetFactor > 1 {
      // The canvas adds the phone's portrait insets (the sensor housing and
      // home indicator) once more, in either orientation: twice them in
      // portrait, the landscape ones plus them turned on its side.
      let extra = (notchedInsetFactor - 1)
      i.top += extra * (notchedTops[device.name] ?? notchedTop ?? device.portraitInsets.top)
      i.bottom += extra * device.portraitInsets.bottom
    }
    let roundedPad = device.portraitInsets.bottom > 0 && device.portraitTraits.horizontal == .regular
    if stored, roundedPad, let bottom = roundedPadBottom { i.bottom = bottom }
    return i
  }
}
