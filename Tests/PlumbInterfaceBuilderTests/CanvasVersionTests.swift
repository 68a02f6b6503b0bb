import Foundation
import PlumbInterfaceBuilder
import PlumbLayout
import XCTest

/// Interface Builder's canvas per Xcode version (`InterfaceBuilderCanvas`), on small storyboards.
final class CanvasVersionTests: XCTestCase {
  let pinned = IB.view(id: "v", frame: (20, 0, 100, 40))
  /// `v` 20 below the safe area's top and `w` 10 above its bottom.
  let toSafeArea = """
    <constraint firstItem="v" firstAttribute="top" secondItem="sa" secondAttribute="top" constant="20" id="a"/>
    <constraint firstItem="v" firstAttribute="leading" secondItem="sa" secondAttribute="leading" constant="20" id="b"/>
    <constraint firstItem="v" firstAttribute="width" constant="100" id="c"/>
    <constraint firstItem="v" firstAttribute="height" constant="40" id="d"/>
    """

  /// Xcode 16 files (23727 on) store twice a notched phone's insets; the device itself, asked for, has its own.
  func testRecentXcodeStoresTwiceANotchedPhonesInsets() throws {
    let text = IB.storyboard(toolsVersion: "24127", subviews: pinned, constraints: toSafeArea)
    let canvas = try IB.scene(text)
    XCTAssertEqual(canvas.document.safeAreaInsets, Insets(top: 96, left: 0, bottom: 68, right: 0))
    assertFrame(IB.frame("v", in: canvas, IB.solve(canvas)), 20, 116, 100, 40)
    let device = try IB.scene(text, options: ReadOptions(device: Device.named("retina6_1")))
    XCTAssertEqual(device.document.safeAreaInsets, Insets(top: 48, left: 0, bottom: 34, right: 0))
    // Xcode 15.3 (23077) stores the device's own.
    let older = try IB.scene(IB.storyboard(toolsVersion: "23077.2", subviews: pinned, constraints: toSafeArea))
    XCTAssertEqual(older.document.safeAreaInsets, Insets(top: 48, left: 0, bottom: 34, right: 0))
  }

  /// `retina5_9` is 44 points at the top before Xcode 15 and 50 after (twice that from 23727).
  func testRetina5_9TopDependsOnTheVersion() throws {
    func top(_ version: String) throws -> Double {
      try IB.scene(IB.storyboard(device: "retina5_9", toolsVersion: version, width: 375, height: 812, subviews: pinned, constraints: toSafeArea))
        .document.safeAreaInsets.top
    }
    XCTAssertEqual(try top("19455"), 44)
    XCTAssertEqual(try top("22505"), 50)
    XCTAssertEqual(try top("23727"), 100)
  }

  /// The status bar is in the safe area, and above the legacy top layout
  /// guide, before Xcode 11 (its betas, 14845 on, already leave it out)
  /// and from Xcode 14.3 (21701) on, not in between.
  func testTheStatusBarAndTheLegacyTopGuideByVersion() throws {
    let guides = #"<layoutGuides><viewControllerLayoutGuide type="top" id="tg"/></layoutGuides>"#
    let toTopGuide = """
      <constraint firstItem="v" firstAttribute="top" secondItem="tg" secondAttribute="bottom" id="t"/>
      <constraint firstItem="v" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
      <constraint firstItem="v" firstAttribute="width" constant="100" id="w"/>
      <constraint firstItem="v" firstAttribute="height" constant="40" id="h"/>
      """
    func tops(_ version: String) throws -> [Double] {
      let safe = try IB.scene(IB.storyboard(device: "retina4_7", toolsVersion: version, width: 375, height: 667, subviews: pinned, constraints: toSafeArea))
      let legacy = try IB.scene(
        IB.storyboard(device: "retina4_7", toolsVersion: version, width: 375, height: 667, subviews: pinned, constraints: toTopGuide, extra: guides, safeArea: false))
      return [safe.document.safeAreaInsets.top, IB.frame("v", in: legacy, IB.solve(legacy))?.y ?? -1]
    }
    XCTAssertEqual(try tops("14490"), [20, 20])
    XCTAssertEqual(try tops("14868"), [0, 0])
    XCTAssertEqual(try tops("20037"), [0, 0])
    XCTAssertEqual(try tops("21507"), [0, 0])
    XCTAssertEqual(try tops("21701"), [20, 20])
    XCTAssertEqual(try tops("22154"), [20, 20])
    XCTAssertEqual(try tops("22505"), [20, 20])
  }

  /// From 23727 a notched phone turned keeps its portrait insets on top of
  /// the landscape ones on IB's canvas, and Xcode 26's landscape navigation bar is 54.
  func testRecentXcodeAddsThePortraitInsetsInLandscape() throws {
    let text = IB.storyboard(device: "retina6_0", orientation: "landscape", toolsVersion: "24412", width: 844, height: 390, subviews: pinned, constraints: toSafeArea)
    XCTAssertEqual(try IB.scene(text).document.safeAreaInsets, Insets(top: 47, left: 47, bottom: 55, right: 47))
    let barred = text.replacingOccurrences(
      of: "</view>\n", with: "</view>\n<simulatedNavigationBarMetrics key=\"simulatedTopBarMetrics\" prompted=\"NO\"/>\n")
    XCTAssertEqual(try IB.scene(barred).document.safeAreaInsets.top, 47 + 54)
    // The device itself, asked for: its own landscape insets.
    let device = try IB.scene(text, options: ReadOptions(device: Device.named("retina6_0")))
    XCTAssertEqual(device.document.safeAreaInsets, Insets(top: 0, left: 47, bottom: 21, right: 47))
  }

  /// `retina6_1` is 44 points at the top until Xcode 13 (20037) and 48 from Xcode 14 (21701).
  func testRetina6_1TopDependsOnTheVersion() throws {
    func top(_ version: String) throws -> Double {
      try IB.scene(IB.storyboard(toolsVersion: version, subviews: pinned, constraints: toSafeArea)).document.safeAreaInsets.top
    }
    XCTAssertEqual(try top("17506"), 44)
    XCTAssertEqual(try top("20037"), 44)
    XCTAssertEqual(try top("21701"), 48)
    XCTAssertEqual(try top("22154"), 48)
  }

  /// A phone's tab bar is 32 points in landscape (compact), 49 in portrait.
  func testAPhonesTabBarIsCompactInLandscape() throws {
    let tab = "<simulatedTabBarMetrics key=\"simulatedBottomBarMetrics\"/>"
    let landscape = IB.storyboard(
      device: "retina4_7", orientation: "landscape", toolsVersion: "22154", width: 667, height: 375, subviews: pinned, constraints: toSafeArea, extra: tab)
    XCTAssertEqual(try IB.scene(landscape).document.safeAreaInsets.bottom, 32)
    let portrait = IB.storyboard(device: "retina4_7", toolsVersion: "22154", width: 375, height: 667, subviews: pinned, constraints: toSafeArea, extra: tab)
    XCTAssertEqual(try IB.scene(portrait).document.safeAreaInsets.bottom, 49)
  }

  /// A root stored shorter than the screen by exactly its top bar starts
  /// below the bar, though the file does not say the bar is opaque.
  func testARootStoredBelowItsBarHasNoTopInset() throws {
    let bar = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#
    func top(_ height: Double) throws -> Double {
      try IB.scene(IB.storyboard(device: "retina4_7", toolsVersion: "14113", width: 375, height: height, subviews: pinned, constraints: toSafeArea, extra: bar))
        .document.safeAreaInsets.top
    }
    XCTAssertEqual(try top(667), 64)
    XCTAssertEqual(try top(603), 0)
    // Any other height keeps the bar over the view.
    XCTAssertEqual(try top(500), 64)
  }

  /// The same below: a root stored shorter by exactly its tab bar ends
  /// above it, and one shorter by both bars lies between them.
  func testARootStoredAboveItsTabBarHasNoBottomInset() throws {
    let tab = #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#
    let both = tab + #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#
    func insets(_ height: Double, _ bars: String) throws -> Insets {
      try IB.scene(IB.storyboard(device: "retina4_7", toolsVersion: "12118", width: 375, height: height, subviews: pinned, constraints: toSafeArea, extra: bars))
        .document.safeAreaInsets
    }
    XCTAssertEqual(try insets(667, tab).bottom, 49)
    XCTAssertEqual(try insets(618, tab).bottom, 0)
    XCTAssertEqual(try insets(600, tab).bottom, 49)
    XCTAssertEqual(try insets(554, both), Insets(top: 0, left: 0, bottom: 0, right: 0))
    XCTAssertEqual(try insets(618, both), Insets(top: 64, left: 0, bottom: 0, right: 0))
  }

  /// A freeform view controller is its own screen: 400 points across gives
  /// 20-point side margins on a 375-point phone, even when it is wider than tall.
  func testAFreeformControllersWidthGivesItsSideMargins() throws {
    func margins(_ w: Double, _ h: Double) throws -> Insets {
      try IB.scene(IB.storyboard(device: "retina4_7", toolsVersion: "14460.31", width: w, height: h, subviews: pinned, constraints: toSafeArea))
        .document.rootMargins
    }
    XCTAssertEqual(try margins(400, 289).left, 20)
    XCTAssertEqual(try margins(400, 700).left, 20)
    XCTAssertEqual(try margins(375, 667).left, 16)
    XCTAssertEqual(try margins(271, 523).left, 16)
  }

  /// A toolbar is 44 points (49 on a phone from Xcode 11, 14800: three unseen
  /// files of 15400, 20037 and 23727 on `retina4_7`, ten controllers,
  /// where two of 12120 and 14113 have 44), 49 above a home indicator, 50
  /// on an iPad from Xcode 10 and 32 on a phone in landscape.
  func testAToolbarsHeightFollowsTheDevice() throws {
    let bar = "<simulatedToolbarMetrics key=\"simulatedBottomBarMetrics\"/>"
    func bottom(_ device: String, _ version: String, _ w: Double, _ h: Double, _ orientation: String = "portrait") throws -> Double {
      try IB.scene(
        IB.storyboard(device: device, orientation: orientation, toolsVersion: version, width: w, height: h, subviews: pinned, constraints: toSafeArea, extra: bar)
      ).document.safeAreaInsets.bottom
    }
    XCTAssertEqual(try bottom("retina4_7", "14113", 375, 667), 44)
    XCTAssertEqual(try bottom("retina4_7", "20037", 375, 667), 49, "from Xcode 11")
    XCTAssertEqual(try bottom("retina6_1", "20037", 414, 896), 34 + 49)
    XCTAssertEqual(try bottom("ipad9_7", "20037", 768, 1024), 50)
    XCTAssertEqual(try bottom("ipad9_7", "12118", 768, 1024), 44)
    XCTAssertEqual(try bottom("retina4_7", "20037", 667, 375, "landscape"), 32)
  }

  /// An iPad's sheet (presented, not full screen) floats inside the
  /// screen: no unsafe area, from Xcode 11; full screen keeps the device's.
  func testAnIPadsSheetHasNoUnsafeArea() throws {
    func insets(_ style: String?, _ version: String = "17156") throws -> Insets {
      let segue = IB.presenter(segue: "presentation", to: "vc")
        .replacingOccurrences(of: #"kind="presentation""#, with: #"kind="presentation""# + (style.map { #" modalPresentationStyle="\#($0)""# } ?? ""))
      let text = IB.storyboard(device: "ipad12_9rounded", toolsVersion: version, width: 704, height: 995, subviews: pinned, constraints: toSafeArea)
        .replacingOccurrences(of: "</objects>", with: segue + "</objects>")
      return try XCTUnwrap(try IB.read(text).scenes.first { $0.id == "vc" }).document.safeAreaInsets
    }
    XCTAssertEqual(try insets(nil), Insets(top: 0, left: 0, bottom: 0, right: 0))
    XCTAssertEqual(try insets("fullScreen").bottom, 20, "full screen")
  }

  /// An iPad with a home indicator has 50 points at the bottom on the
  /// canvas from 23727 (four unseen files of four repositories, portrait
  /// and landscape), its own 20 before (three files at 20037 and 21701).
  func testARoundedIPadsBottomInsetFollowsTheCanvas() throws {
    func bottom(_ device: String, _ version: String, _ w: Double, _ h: Double, _ orientation: String = "portrait") throws -> Double {
      try IB.scene(IB.storyboard(device: device, orientation: orientation, toolsVersion: version, width: w, height: h, subviews: pinned, constraints: toSafeArea))
        .document.safeAreaInsets.bottom
    }
    XCTAssertEqual(try bottom("ipad12_9rounded", "21701", 1024, 1366), 20)
    XCTAssertEqual(try bottom("ipad10_9rounded", "23727", 820, 1180), 50)
    XCTAssertEqual(try bottom("ipad12_9rounded", "24765", 1366, 1024, "landscape"), 50)
    XCTAssertEqual(try bottom("ipad9_7", "23727", 768, 1024), 0, "no home indicator")
  }

  /// A view controller presented in landscape on a canvas that stores more
  /// than the device's insets keeps only that excess: the portrait insets.
  func testALandscapePresentationKeepsOnlyTheCanvasExcess() throws {
    let text = IB.storyboard(device: "retina6_0", orientation: "landscape", toolsVersion: "24412", width: 844, height: 390, subviews: pinned, constraints: toSafeArea)
      .replacingOccurrences(of: "</objects>", with: showing + "</objects>")
    let shown = try XCTUnwrap(try IB.read(text).scenes.first { $0.id == "vc" })
    XCTAssertEqual(shown.document.safeAreaInsets, Insets(top: 47, left: 0, bottom: 34, right: 0))
    // Where the canvas stores the device's own insets, a landscape presentation has them.
    let older = try XCTUnwrap(try IB.read(text.replacingOccurrences(of: "toolsVersion=\"24412\"", with: "toolsVersion=\"22154\"")).scenes.first { $0.id == "vc" })
    XCTAssertEqual(older.document.safeAreaInsets, Insets(top: 0, left: 47, bottom: 21, right: 47))
  }

  /// A view controller (`first`) whose `show` segue leads to the storyboard's `vc`.
  let showing = IB.presenter(segue: "show", to: "vc")

  /// A sheet in an Xcode 16 file is shorter than the screen by the device's
  /// inset and keeps the rest of the doubled one; a `show` segue from a view
  /// controller in no navigation controller presents it.
  func testASheetShownOutsideANavigationControllerKeepsTheCanvasExcess() throws {
    let presenter = showing
    let text = IB.storyboard(toolsVersion: "24506", height: 848, subviews: pinned, constraints: toSafeArea)
      .replacingOccurrences(of: "</objects>", with: presenter + "</objects>")
    let sheet = try XCTUnwrap(try IB.read(text).scenes.first { $0.id == "vc" })
    XCTAssertEqual(sheet.document.safeAreaInsets.top, 48)
    assertFrame(IB.frame("v", in: sheet, IB.solve(sheet)), 20, 68, 100, 40)
    // Xcode 11 to 15: nothing above a sheet.
    let xcode11 = try XCTUnwrap(try IB.read(text.replacingOccurrences(of: "toolsVersion=\"24506\"", with: "toolsVersion=\"16097\"")).scenes.first { $0.id == "vc" })
    XCTAssertEqual(xcode11.document.safeAreaInsets.top, 0)
  }

  /// `showDetail` from a controller in no split view controller presents
  /// it (UIKit's `showDetailViewController(_:sender:)`): a sheet from Xcode
  /// 11, with nothing above it until Xcode 16; in a split view controller it
  /// shows the detail, full screen.
  func testShowDetailOutsideASplitViewControllerPresentsASheet() throws {
    let text = IB.storyboard(toolsVersion: "16097", height: 842, subviews: pinned, constraints: toSafeArea)
      .replacingOccurrences(of: "</objects>", with: IB.presenter(segue: "showDetail", to: "vc") + "</objects>")
    XCTAssertEqual(try XCTUnwrap(try IB.read(text).scenes.first { $0.id == "vc" }).document.safeAreaInsets.top, 0)
    // From a navigation controller's root as well: a navigation controller shows no detail.
    let nav = IB.container("navigationController", id: "nav", bar: "", relationship: "rootViewController", to: "first")
    let inNav = text.replacingOccurrences(of: "</objects>", with: nav + "</objects>")
    XCTAssertEqual(try XCTUnwrap(try IB.read(inNav).scenes.first { $0.id == "vc" }).document.safeAreaInsets.top, 0)
    let split = IB.container("splitViewController", id: "split", bar: "", relationship: "masterViewController", to: "first")
    let inSplit = IB.storyboard(toolsVersion: "16097", subviews: pinned, constraints: toSafeArea)
      .replacingOccurrences(of: "</objects>", with: IB.presenter(segue: "showDetail", to: "vc") + split + "</objects>")
    XCTAssertEqual(try XCTUnwrap(try IB.read(inSplit).scenes.first { $0.id == "vc" }).document.safeAreaInsets.top, 44)
    // What the detail column shows is in the split view controller too: its own details are details.
    let mid = #"<viewController id="mid" sceneMemberID="viewController"><view key="view" contentMode="scaleToFill" id="midRoot"><rect key="frame" x="0.0" y="0.0" width="414" height="896"/></view><connections><segue destination="vc" kind="showDetail" id="m1"/></connections></viewController>"#
    let detail = IB.container("navigationController", id: "dnav", bar: "", relationship: "rootViewController", to: "mid")
    let chain = IB.storyboard(toolsVersion: "16097", subviews: pinned, constraints: toSafeArea)
      .replacingOccurrences(of: "</objects>", with: IB.presenter(segue: "showDetail", to: "dnav") + split + detail + mid + "</objects>")
    XCTAssertEqual(try XCTUnwrap(try IB.read(chain).scenes.first { $0.id == "vc" }).document.safeAreaInsets.top, 44, "a detail's detail")
    // A column's `show` from no navigation controller presents: what it shows is not in the split view controller.
    let shown = IB.storyboard(toolsVersion: "16097", height: 842, subviews: pinned, constraints: toSafeArea)
      .replacingOccurrences(of: "</objects>", with: IB.presenter(segue: "show", to: "vc") + split + "</objects>")
    XCTAssertEqual(try XCTUnwrap(try IB.read(shown).scenes.first { $0.id == "vc" }).document.safeAreaInsets.top, 0, "a sheet")
  }

  /// `show` inside a navigation controller pushes: the view controller is full screen under the bar.
  func testShowInANavigationControllerPushes() throws {
    let nav = """
      <navigationController id="nav" sceneMemberID="viewController">
          <connections>
              <segue destination="first" kind="relationship" relationship="rootViewController" id="s1"/>
          </connections>
      </navigationController>
      """ + showing
    let text = IB.storyboard(toolsVersion: "22154", subviews: pinned, constraints: toSafeArea).replacingOccurrences(of: "</objects>", with: nav + "</objects>")
    let pushed = try XCTUnwrap(try IB.read(text).scenes.first { $0.id == "vc" })
    XCTAssertEqual(pushed.document.safeAreaInsets.top, 48 + 44)
  }

  /// `show` from a navigation controller itself (the segue in its own
  /// connections, not its root's) presents on the canvas: two unseen iPad
  /// files of two repositories draw its destination without a bar.
  func testShowFromTheNavigationControllerItselfPresents() throws {
    let nav = """
      <navigationController id="nav" sceneMemberID="viewController">
          <connections>
              <segue destination="vc" kind="show" id="s1"/>
          </connections>
      </navigationController>
      """
    let text = IB.storyboard(toolsVersion: "22154", height: 842, subviews: pinned, constraints: toSafeArea)
      .replacingOccurrences(of: "</objects>", with: nav + "</objects>")
    XCTAssertEqual(try XCTUnwrap(try IB.read(text).scenes.first { $0.id == "vc" }).document.safeAreaInsets.top, 0, "a sheet")
    // On a device the navigation controller pushes it, under its bar.
    let device = ReadOptions(device: try XCTUnwrap(Device.interfaceBuilder("retina4_7", toolsVersion: 0)))
    XCTAssertEqual(try XCTUnwrap(try IB.read(text, options: device).scenes.first { $0.id == "vc" }).document.safeAreaInsets.top, 20 + 44)
    // Its own root, shown again, stays its root.
    let root = text.replacingOccurrences(of: #"<segue destination="vc" kind="show" id="s1"/>"#, with: #"<segue destination="vc" kind="show" id="s1"/><segue destination="vc" kind="relationship" relationship="rootViewController" id="s2"/>"#)
    XCTAssertEqual(try XCTUnwrap(try IB.read(root).scenes.first { $0.id == "vc" }).document.safeAreaInsets.top, 48 + 44)
  }

  /// A navigation controller that hides its bar shows none on its
  /// controllers, but a bar its root chooses in its simulated metrics is
  /// inferred for the controllers it pushes (an unseen file: a pushed
  /// editor stored 64 points short, below an opaque bar its pusher chose).
  func testABarThePusherChoosesShowsUnderANavigationControllerThatHidesItsOwn() throws {
    func top(pusherBar: String) throws -> Double {
      let first = IB.presenter(segue: "show", to: "vc").replacingOccurrences(of: "<connections>", with: pusherBar + "<connections>")
      let nav = IB.container("navigationController", id: "nav", bar: "", relationship: "rootViewController", to: "first")
        .replacingOccurrences(of: "<navigationController id", with: "<navigationController navigationBarHidden=\"YES\" id")
      let text = IB.storyboard(toolsVersion: "22154", subviews: pinned, constraints: toSafeArea).replacingOccurrences(of: "</objects>", with: first + nav + "</objects>")
      return try XCTUnwrap(try IB.read(text).scenes.first { $0.id == "vc" }).document.safeAreaInsets.top
    }
    XCTAssertEqual(try top(pusherBar: ""), 48, "the navigation controller hides its bar")
    XCTAssertEqual(try top(pusherBar: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#), 48 + 44, "the bar its pusher chose")
  }

  /// A navigation controller brings its own top bar, not a bottom one:
  /// its root takes the bottom bar the controller showing it chose (an
  /// unseen file at 14109: an account screen's detail, in a navigation
  /// controller shown from a list that simulates its tab bar, keeps the
  /// tab bar; before Xcode 11 such a presentation is full screen).
  func testTheRootOfAShownNavigationControllerInfersTheShowersBottomBar() throws {
    func insets(_ bars: String) throws -> Insets {
      let first = IB.presenter(segue: "showDetail", to: "nav").replacingOccurrences(of: "<connections>", with: bars + "<connections>")
      // `first` is in a navigation controller of its own, as the list was.
      let nav = IB.container("navigationController", id: "nav", bar: "", relationship: "rootViewController", to: "vc")
        + IB.container("navigationController", id: "outer", bar: "", relationship: "rootViewController", to: "first")
      let text = IB.storyboard(toolsVersion: "14490.70", subviews: pinned, constraints: toSafeArea).replacingOccurrences(of: "</objects>", with: first + nav + "</objects>")
      return try XCTUnwrap(try IB.read(text).scenes.first { $0.id == "vc" }).document.safeAreaInsets
    }
    XCTAssertEqual(try insets(""), Insets(top: 44 + 44, left: 0, bottom: 34, right: 0))
    let tab = #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#
    XCTAssertEqual(try insets(tab).bottom, 34 + 49, "the shower's tab bar")
    XCTAssertEqual(try insets(#"<nil key="simulatedTopBarMetrics"/>"#).top, 44 + 44, "the navigation controller's own bar")
  }

  /// A tab bar controller pushed onto a navigation stack shows its tabs
  /// under the stack's bar, and what a tab pushes goes onto that stack,
  /// over the tab bar; not when the tab bar controller simulates no top bar.
  func testATabBarControllerPushedOntoAStackKeepsItsTabsInIt() throws {
    func insets(_ id: String, tabBars: String = "", pusherBars: String = "") throws -> Insets {
      let tab = IB.container("tabBarController", id: "tab", bar: tabBars, relationship: "viewControllers", to: "vc")
      let nav = IB.container("navigationController", id: "nav", bar: "", relationship: "rootViewController", to: "first")
      let pushed = #"<viewController id="next" sceneMemberID="viewController"><view key="view" contentMode="scaleToFill" id="nextRoot"><rect key="frame" x="0.0" y="0.0" width="414" height="896"/></view></viewController>"#
      let text = IB.storyboard(toolsVersion: "16097", subviews: pinned, constraints: toSafeArea, extra: #"<connections><segue destination="next" kind="show" id="on"/></connections>"#)
        .replacingOccurrences(
          of: "</objects>",
          with: IB.presenter(segue: "show", to: "tab").replacingOccurrences(of: "<connections>", with: pusherBars + "<connections>") + tab + nav + pushed + "</objects>")
      return try XCTUnwrap(try IB.read(text).scenes.first { $0.id == id }).document.safeAreaInsets
    }
    XCTAssertEqual(try insets("vc"), Insets(top: 44 + 44, left: 0, bottom: 34 + 49, right: 0), "the stack's bar over the tab")
    XCTAssertEqual(try insets("next").bottom, 34, "pushed over the tab bar")
    let none = #"<nil key="simulatedTopBarMetrics"/>"#
    XCTAssertEqual(try insets("vc", tabBars: none).top, 44, "no bar")
    // The tab bar controller brings its own bottom bar: its tabs infer none from its pusher.
    XCTAssertEqual(try insets("vc", pusherBars: #"<nil key="simulatedBottomBarMetrics"/>"#).bottom, 34 + 49, "its own tab bar")
  }

  /// A controller several segues lead to infers its bars from the one IB
  /// names in `inferredMetricsTieBreakers`: here the navigation
  /// controller's root is also shown by the controller it pushes, and the
  /// file names that segue, so neither infers the navigation bar (an
  /// unseen Xcode 10 file: 30 views of five controllers in such a cycle,
  /// all laid out from the status bar down).
  func testATieBreakerSegueDecidesWhatAControllerInfers() throws {
    let nav = IB.container("navigationController", id: "nav", bar: "", relationship: "rootViewController", to: "first") + showing
    let back = #"<connections><segue destination="first" kind="show" id="back"/></connections>"#
    func top(_ tieBreakers: String) throws -> Double {
      let text = IB.storyboard(toolsVersion: "14490.70", subviews: pinned, constraints: toSafeArea, extra: back)
        .replacingOccurrences(of: "</objects>", with: nav + "</objects>")
        .replacingOccurrences(of: "</document>", with: tieBreakers + "</document>")
      return try XCTUnwrap(try IB.read(text).scenes.first { $0.id == "vc" }).document.safeAreaInsets.top
    }
    XCTAssertEqual(try top(""), 44 + 44, "pushed from the root")
    XCTAssertEqual(try top(#"<inferredMetricsTieBreakers><segue reference="back"/></inferredMetricsTieBreakers>"#), 44, "the root infers from the controller it pushes")
    XCTAssertEqual(try top(#"<inferredMetricsTieBreakers><segue reference="nav-s1"/></inferredMetricsTieBreakers>"#), 44 + 44, "the root's own segue")
    // The tie-breaker chooses what bars are inferred from, not how the
    // controllers are shown: the pushes stay pushes, never sheets.
    let later = try XCTUnwrap(try IB.read(
      IB.storyboard(toolsVersion: "16097", subviews: pinned, constraints: toSafeArea, extra: back)
        .replacingOccurrences(of: "</objects>", with: nav + "</objects>")
        .replacingOccurrences(of: "</document>", with: #"<inferredMetricsTieBreakers><segue reference="back"/></inferredMetricsTieBreakers></document>"#)
    ).scenes.first { $0.id == "vc" })
    XCTAssertEqual(later.document.safeAreaInsets, Insets(top: 44, left: 0, bottom: 34, right: 0), "full screen, not a sheet")
    // A push named as the tie-breaker wins over a presentation of the same controller, and a presentation named over a push.
    let presenter = #"<viewController id="x" sceneMemberID="viewController"><view key="view" contentMode="scaleToFill" id="xRoot"><rect key="frame" x="0.0" y="0.0" width="414" height="896"/></view><connections><segue destination="vc" kind="presentation" id="xp"/></connections></viewController>"#
    func pushedOrPresented(_ tieBreaker: String) throws -> Double {
      let text = IB.storyboard(toolsVersion: "16097", subviews: pinned, constraints: toSafeArea)
        .replacingOccurrences(of: "</objects>", with: nav + presenter + "</objects>")
        .replacingOccurrences(of: "</document>", with: #"<inferredMetricsTieBreakers><segue reference="\#(tieBreaker)"/></inferredMetricsTieBreakers></document>"#)
      return try XCTUnwrap(try IB.read(text).scenes.first { $0.id == "vc" }).document.safeAreaInsets.top
    }
    XCTAssertEqual(try pushedOrPresented("p1"), 44 + 44, "pushed")
    XCTAssertEqual(try pushedOrPresented("xp"), 0, "a sheet (nothing above one in Xcode 11 to 15)")
  }

  /// A segue from another object of a controller's scene (here a tap
  /// recognizer beside it in `<objects>`, as IB writes one) is the
  /// controller's: a `show` from a controller in no navigation controller
  /// presents a sheet. What it pushes in turn stays in that sheet, under
  /// the bar it infers, opaque when the pusher's simulated bar is.
  func testASegueFromAnObjectBesideTheControllerIsTheControllers() throws {
    func storyboard(presenterBar: String, pushed: Bool) -> String {
      let recognizer = #"<tapGestureRecognizer id="tap"><connections><segue destination="\#(pushed ? "middle" : "vc")" kind="show" id="t1"/></connections></tapGestureRecognizer>"#
      let presenter = #"<viewController id="first" sceneMemberID="viewController"><view key="view" contentMode="scaleToFill" id="firstRoot"><rect key="frame" x="0.0" y="0.0" width="414" height="896"/></view></viewController>"#
      // `middle`: shown by the tap, simulating a bar, and pushing `vc`.
      let middle = #"<viewController id="middle" sceneMemberID="viewController"><view key="view" contentMode="scaleToFill" id="middleRoot"><rect key="frame" x="0.0" y="0.0" width="414" height="842"/></view>\#(presenterBar)<connections><segue destination="vc" kind="show" id="m1"/></connections></viewController>"#
      let scenes = #"<scene sceneID="scene-2"><objects>\#(presenter)\#(recognizer)</objects></scene>"# + (pushed ? #"<scene sceneID="scene-3"><objects>\#(middle)</objects></scene>"# : "")
      return IB.storyboard(toolsVersion: "16097", height: 842, subviews: pinned, constraints: toSafeArea).replacingOccurrences(of: "</scenes>", with: scenes + "</scenes>")
    }
    func shown(_ text: String) throws -> InterfaceBuilderScene { try XCTUnwrap(try IB.read(text).scenes.first { $0.id == "vc" }) }
    // Presented by the tap: a sheet, nothing above it (Xcode 11 to 15).
    XCTAssertEqual(try shown(storyboard(presenterBar: "", pushed: false)).document.safeAreaInsets.top, 0)
    // Pushed from a controller the tap presents, which simulates an opaque bar: the stored root is below the bar.
    let opaque = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#
    let below = try shown(storyboard(presenterBar: opaque, pushed: true))
    XCTAssertEqual(below.document.safeAreaInsets.top, 0, "the opaque bar is above the stored root")
    assertFrame(IB.frame("v", in: below, IB.solve(below)), 20, 20, 100, 40)
    // A translucent one is over the root: the sheet's bar is in its safe area.
    let translucent = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#
    XCTAssertEqual(try shown(storyboard(presenterBar: translucent, pushed: true)).document.safeAreaInsets.top, 56)
  }

  /// A view controller simulating a navigation bar of its own (its
  /// navigation controller is in another file) pushes what it shows: IB
  /// infers the bar there too, and no sheet.
  func testShowFromAViewControllerSimulatingABarPushesUnderTheInferredBar() throws {
    let presenter = showing.replacingOccurrences(
      of: "<connections>", with: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/><connections>"#)
    let text = IB.storyboard(toolsVersion: "22154", subviews: pinned, constraints: toSafeArea).replacingOccurrences(of: "</objects>", with: presenter + "</objects>")
    let shown = try XCTUnwrap(try IB.read(text).scenes.first { $0.id == "vc" })
    XCTAssertEqual(shown.document.safeAreaInsets.top, 48 + 44)
    XCTAssertEqual(shown.document.size.height, 896, "pushed full screen, not a sheet")
  }

  /// What a pushed view controller takes from the one that pushes it: the
  /// large-title mode (UIKit's `.automatic` is the previous item's: `never`
  /// there means no large title here; a top bar chosen in its own simulated
  /// metrics has none either), and IB's inferred bottom bar (a
  /// toolbar the pusher simulates), stacked over the tab bar of the tab
  /// bar controller both are in; and no bar, where the pusher simulates none.
  func testAPushedControllerInheritsTheLargeTitleModeAndTheInferredToolbar() throws {
    func pushed(mode: String?, toolbar: Bool, inTab: Bool, ownBottomBar: String = "", pushersBars: String = "") throws -> Insets {
      let item = mode.map { #"<navigationItem key="navigationItem" title="List" largeTitleDisplayMode="\#($0)" id="item"/>"# } ?? ""
      let bar = (toolbar ? #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"# : "") + pushersBars
      let first = IB.presenter(segue: "show", to: "vc").replacingOccurrences(of: "<connections>", with: item + bar + "<connections>")
      let nav = IB.container(
        "navigationController", id: "nav", bar: #"<navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="YES" id="navBar"/>"#,
        relationship: "rootViewController", to: "first")
      let tab = inTab ? IB.container("tabBarController", id: "tab", bar: "", relationship: "viewControllers", to: "nav") : ""
      let text = IB.storyboard(toolsVersion: "21701", subviews: pinned, constraints: toSafeArea, extra: ownBottomBar)
        .replacingOccurrences(of: "</objects>", with: first + nav + tab + "</objects>")
      return try XCTUnwrap(try IB.read(text).scenes.first { $0.id == "vc" }).document.safeAreaInsets
    }
    XCTAssertEqual(try pushed(mode: nil, toolbar: false, inTab: false), Insets(top: 48 + 44 + 52, left: 0, bottom: 34, right: 0))
    XCTAssertEqual(try pushed(mode: "never", toolbar: false, inTab: false).top, 48 + 44, "automatic after never")
    XCTAssertEqual(try pushed(mode: "never", toolbar: true, inTab: false).bottom, 34 + 49, "the toolbar inferred")
    XCTAssertEqual(try pushed(mode: nil, toolbar: true, inTab: true).bottom, 34 + 49 + 49, "the toolbar over the tab bar")
    XCTAssertEqual(try pushed(mode: nil, toolbar: false, inTab: true).bottom, 34 + 49, "the tab bar alone")
    let none = #"<nil key="simulatedBottomBarMetrics"/>"#
    XCTAssertEqual(try pushed(mode: nil, toolbar: true, inTab: false, ownBottomBar: none).bottom, 34, "a bottom bar of its own wins")
    // A top bar chosen in its simulated metrics is a plain bar, unless its item always wants a large title.
    let chosen = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#
    XCTAssertEqual(try pushed(mode: nil, toolbar: false, inTab: false, ownBottomBar: chosen).top, 48 + 44, "no large title under a chosen bar")
    let always = #"<navigationItem key="navigationItem" largeTitleDisplayMode="always" id="own"/>"#
    XCTAssertEqual(try pushed(mode: nil, toolbar: false, inTab: false, ownBottomBar: always + chosen).top, 48 + 44 + 52, "its item's own always")
    // A pusher that simulates no bar shows none on what it pushes, unless that chooses one itself.
    let noTop = #"<nil key="simulatedTopBarMetrics"/>"#
    XCTAssertEqual(try pushed(mode: nil, toolbar: false, inTab: false, pushersBars: noTop).top, 48, "no inferred bar")
    XCTAssertEqual(try pushed(mode: nil, toolbar: false, inTab: false, ownBottomBar: chosen, pushersBars: noTop).top, 48 + 44, "its own bar")
    XCTAssertEqual(try pushed(mode: nil, toolbar: false, inTab: true, pushersBars: none).bottom, 34, "no inferred tab bar")
    // A tab bar the pusher simulates (its tab bar controller in another file) is inferred too.
    let tab = #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#
    XCTAssertEqual(try pushed(mode: nil, toolbar: false, inTab: false, pushersBars: tab).bottom, 34 + 49, "the inferred tab bar")
  }

  /// A controller two others show, each the root of a navigation
  /// controller: the one first in the file decides which navigation
  /// controller it is in, whatever order a dictionary walks them in (it
  /// used to change from run to run). Here one pusher is in a tab bar
  /// controller's navigation controller, the other in a navigation
  /// controller presented as a sheet.
  func testOfTwoPushersThatAreRootsTheFirstInTheFileDecides() throws {
    func pusher(_ id: String) -> String {
      #"<viewController id="\#(id)" sceneMemberID="viewController"><view key="view" contentMode="scaleToFill" id="\#(id)-root"><rect key="frame" x="0.0" y="0.0" width="414" height="896"/></view><connections><segue destination="vc" kind="show" id="\#(id)-show"/></connections></viewController>"#
    }
    let inTab = IB.container("tabBarController", id: "tab", bar: "", relationship: "viewControllers", to: "tabNav")
      + IB.container("navigationController", id: "tabNav", bar: "", relationship: "rootViewController", to: "a") + pusher("a")
    let inSheet = IB.presenter(segue: "presentation", to: "sheetNav")
      + IB.container("navigationController", id: "sheetNav", bar: "", relationship: "rootViewController", to: "b") + pusher("b")
    func insets(_ objects: String) throws -> Insets {
      let text = IB.storyboard(toolsVersion: "21701", subviews: pinned, constraints: toSafeArea).replacingOccurrences(of: "</objects>", with: objects + "</objects>")
      return try XCTUnwrap(try IB.read(text).scenes.first { $0.id == "vc" }).document.safeAreaInsets
    }
    // The navigation controller is the first pusher's; a tab bar any pusher's.
    XCTAssertEqual(try insets(inTab + inSheet), Insets(top: 48 + 44, left: 0, bottom: 34 + 49, right: 0), "pushed in the tab first: full screen")
    XCTAssertEqual(try insets(inSheet + inTab), Insets(top: 56, left: 0, bottom: 34 + 49, right: 0), "pushed in the sheet first: a sheet's bar")
  }

  /// `retina6_1` keeps the 44 points of the first notched phones in Xcode
  /// 14.0 and has its own 48 from 14.1; `retina6_0` has its own 47 in both.
  func testXcode14Point0KeepsFortyFourOnTheSixPointOneInchPhone() throws {
    func top(_ device: String, _ toolsVersion: String) throws -> Double {
      let size = device == "retina6_0" ? (390.0, 844.0) : (414.0, 896.0)
      let text = IB.storyboard(device: device, toolsVersion: toolsVersion, width: size.0, height: size.1, subviews: pinned, constraints: toSafeArea)
      return try IB.scene(text).document.safeAreaInsets.top
    }
    XCTAssertEqual(try top("retina6_1", "21208.1"), 44)
    XCTAssertEqual(try top("retina6_1", "21225"), 48)
    XCTAssertEqual(try top("retina6_0", "21208.1"), 47)
  }

  func testTheTableCoversEveryVersionOnce() {
    for v in [0.0, 1, 8191, 13999, 14000, 14799, 14800, 15000, 17000, 21208.1, 21225, 21599, 21600, 22000, 22499, 22500, 23000, 23727, 24506, 32700, 1e9] {
      XCTAssertEqual(InterfaceBuilderCanvas.table.filter { $0.toolsVersions.contains(v) }.count, 1, "\(v)")
    }
    XCTAssertEqual(InterfaceBuilderCanvas.forToolsVersion(24127).notchedInsetFactor, 2)
    XCTAssertEqual(InterfaceBuilderCanvas.forToolsVersion(32700).notchedInsetFactor, 1)
  }

  /// An opaque top bar: a root stored shorter than the screen already
  /// excludes it and keeps its height; one stored as tall as the screen
  /// (older Xcode) is shorter by the bar.
  func testAnOpaqueBarIsSubtractedOnceFromTheStoredRoot() throws {
    let bar = "<simulatedNavigationBarMetrics key=\"simulatedTopBarMetrics\" translucent=\"NO\" prompted=\"NO\"/>"
    func root(_ height: Double) throws -> (Double, Double) {
      let scene = try IB.scene(
        IB.storyboard(device: "retina4_7", toolsVersion: "18122", width: 375, height: height, subviews: pinned, constraints: toSafeArea, extra: bar))
      let r = IB.solve(scene)
      return (r.canvas.height, IB.frame("v", in: scene, r)?.y ?? -1)
    }
    XCTAssertTrue(try root(524) == (524, 20))
    XCTAssertTrue(try root(667) == (667 - 44, 20))
  }

  /// A container view's child (its root stored at the container's size,
  /// shorter than the screen) sits at the screen's top on the canvas
  /// before Xcode 14.3: of the bottom inset it has only what it reaches
  /// into. A controller merely stored shorter, embedded in nothing, keeps it.
  func testAContainerViewsChildSitsAtTheScreensTop() throws {
    func insets(height: Double, toolsVersion: String = "20037", embedded: Bool = true) throws -> Insets {
      let parent = """
        <viewController id="parent" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="parentRoot">
                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                <subviews>
                    <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                        <rect key="frame" x="0.0" y="88" width="414" height="\(height)"/>
                        <connections>
                            <segue destination="vc" kind="embed" id="embed-1"/>
                        </connections>
                    </containerView>
                </subviews>
            </view>
        </viewController>
        """
      let text = IB.storyboard(toolsVersion: toolsVersion, height: height, subviews: pinned, constraints: toSafeArea)
        .replacingOccurrences(of: "</objects>", with: (embedded ? parent : "") + "</objects>")
      return try XCTUnwrap(try IB.read(text).scenes.first { $0.id == "vc" }).document.safeAreaInsets
    }
    XCTAssertEqual(try insets(height: 808).bottom, 0)
    // 880 points reach 18 into the 34-point strip.
    XCTAssertEqual(try insets(height: 880).bottom, 18)
    XCTAssertEqual(try insets(height: 896).bottom, 34)
    // Not embedded: the screen's inset.
    XCTAssertEqual(try insets(height: 808, embedded: false).bottom, 34)
    // From Xcode 14.3 the canvas gives such views the screen's insets.
    XCTAssertEqual(try insets(height: 808, toolsVersion: "22154").bottom, 34)
  }

  /// A controller that turns its simulated top bar off has no bar, so
  /// nothing opaque above it either, though its navigation controller's bar
  /// is opaque: its root keeps the stored screen height.
  func testNoSimulatedTopBarIsNoOpaqueBar() throws {
    func scene(own: String) throws -> InterfaceBuilderScene {
      let nav = IB.container(
        "navigationController", id: "nav", bar: #"<navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="navBar"/>"#,
        relationship: "rootViewController", to: "vc")
      let text = IB.storyboard(toolsVersion: "23086.1", subviews: pinned, constraints: toSafeArea, extra: own)
        .replacingOccurrences(of: "</objects>", with: nav + "</objects>")
      return try XCTUnwrap(try IB.read(text).scenes.first { $0.id == "vc" })
    }
    let none = try scene(own: #"<nil key="simulatedTopBarMetrics"/>"#)
    XCTAssertEqual(none.document.size.height, 896)
    XCTAssertEqual(none.document.safeAreaInsets.top, 48)
    // With the bar: under it, 44 points shorter.
    let barred = try scene(own: "")
    XCTAssertEqual(barred.document.size.height, 896 - 48 - 44)
    XCTAssertEqual(barred.document.safeAreaInsets.top, 0)
  }

  /// A view controller in a tab bar controller whose tab bar is opaque ends
  /// above the bar: its stored root already excludes it, and its safe area
  /// has no tab bar at the bottom (it had 49 points less at the bottom).
  func testAnOpaqueTabBarIsAboveTheViewNotInItsSafeArea() throws {
    func scene(translucent: Bool, height: Double) throws -> InterfaceBuilderScene {
      let bar = #"<tabBar key="tabBar" contentMode="scaleToFill" "# + (translucent ? "" : #"translucent="NO" "#) + #"id="tb"/>"#
      let tab = IB.container("tabBarController", id: "tabs", bar: bar, relationship: "viewControllers", to: "vc")
      let text = IB.storyboard(device: "retina4_7", toolsVersion: "14460.31", width: 375, height: height, subviews: pinned, constraints: toSafeArea)
        .replacingOccurrences(of: "</objects>", with: tab + "</objects>")
      return try XCTUnwrap(try IB.read(text).scenes.first { $0.id == "vc" })
    }
    let opaque = try scene(translucent: false, height: 618)
    XCTAssertEqual(opaque.document.safeAreaInsets.bottom, 0)
    XCTAssertEqual(opaque.document.size.height, 618)
    // Stored as tall as the screen, it is shorter by the bar.
    XCTAssertEqual(try scene(translucent: false, height: 667).document.size.height, 618)
    let translucent = try scene(translucent: true, height: 667)
    XCTAssertEqual(translucent.document.safeAreaInsets.bottom, 49)
    XCTAssertEqual(translucent.document.size.height, 667)
  }

  /// A view extending under opaque bars keeps the screen and has the bar in
  /// its safe area; a view not extending under the top bar starts below it.
  func testExtendedLayoutDecidesWhetherTheViewIsUnderTheBar() throws {
    func root(opaque: Bool, attribute: String = "", edges: String = "") throws -> (Double, Double) {
      let bar = "<simulatedNavigationBarMetrics key=\"simulatedTopBarMetrics\" translucent=\"\(opaque ? "NO" : "YES")\" prompted=\"NO\"/>"
      let text = IB.storyboard(device: "retina4_7", toolsVersion: "18122", width: 375, height: 667, subviews: pinned, constraints: toSafeArea, extra: bar + edges)
        .replacingOccurrences(of: "<viewController id=\"vc\"", with: "<viewController \(attribute) id=\"vc\"")
      let scene = try IB.scene(text)
      let r = IB.solve(scene)
      return (r.canvas.height, IB.frame("v", in: scene, r)?.y ?? -1)
    }
    XCTAssertTrue(try root(opaque: true, attribute: #"extendedLayoutIncludesOpaqueBars="YES""#) == (667, 44 + 20))
    XCTAssertTrue(try root(opaque: false, edges: #"<extendedEdge key="edgesForExtendedLayout" bottom="YES"/>"#) == (667 - 44, 20))
    XCTAssertTrue(try root(opaque: false, edges: #"<extendedEdge key="edgesForExtendedLayout" top="YES"/>"#) == (667, 44 + 20))
  }

  /// Device ids the corpus lacks are known, and an id that changed device is read as the one of the file's Xcode.
  func testEveryDeviceIDXcodeWritesIsKnownAtItsVersionsSize() throws {
    let big = try XCTUnwrap(Device.named("retina6_7"))
    XCTAssertEqual([big.width, big.height, big.portraitInsets.top], [430, 932, 59], "the iPhone 16 Plus since Xcode 16")
    XCTAssertEqual(big.insets(.landscape), Insets(top: 0, left: 59, bottom: 21, right: 59))
    XCTAssertEqual(big.landscapeTraits, Traits(horizontal: .regular, vertical: .compact))
    let older = try XCTUnwrap(Device.interfaceBuilder("retina6_7", toolsVersion: 23090))
    XCTAssertEqual([older.width, older.height, older.portraitInsets.top], [428, 926, 47], "the 12 Pro Max to 14 Plus before")
    XCTAssertEqual(Device.interfaceBuilder("retina6_7", toolsVersion: 23727).map { [$0.width, $0.height] }, [430, 932])
    XCTAssertNotNil(Device.named("retina5_4"))
    XCTAssertEqual(Device.interfaceBuilder("retina6_12", toolsVersion: 19455).map { [$0.width, $0.height, $0.portraitInsets.top] }, [390, 844, 47])
    XCTAssertEqual(Device.interfaceBuilder("retina6_12", toolsVersion: 21701).map { [$0.width, $0.height, $0.portraitInsets.top] }, [393, 852, 59])
    let file = try IB.read(IB.storyboard(device: "retina6_7", toolsVersion: "19455", width: 428, height: 926, subviews: pinned, constraints: toSafeArea))
    XCTAssertTrue(file.warnings.isEmpty, "\(file.warnings)")
    // Before Xcode 14 the canvas gives every notched phone 44 at the top (InterfaceBuilderCanvasTests).
    XCTAssertEqual(file.scenes.first?.document.safeAreaInsets, Insets(top: 44, left: 0, bottom: 34, right: 0))
    let old = try IB.scene(IB.storyboard(device: "retina6_12", toolsVersion: "19455", width: 390, height: 844, subviews: pinned, constraints: toSafeArea))
    XCTAssertEqual(old.document.safeAreaInsets.top, 44)
    let recent = try IB.scene(IB.storyboard(device: "retina6_12", toolsVersion: "21701", width: 393, height: 852, subviews: pinned, constraints: toSafeArea))
    XCTAssertEqual(recent.document.safeAreaInsets.top, 59)
  }

  /// Xcode 10's canvas gives a controller simulated at a freeform size,
  /// without a top bar, no status bar; Xcode 9's does, and so does Xcode
  /// 10's for a controller merely shorter than the screen.
  func testAFreeformControllerHasNoStatusBarInXcode10() throws {
    let box = IB.view(id: "box", frame: (0, 0, 100, 40))
    let pin = #"<constraint firstItem="box" firstAttribute="top" secondItem="sa" secondAttribute="top" id="t"/>"#
    let freeform = """
      <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
      <size key="freeformSize" width="375" height="300"/>
      """
    func top(_ toolsVersion: String, _ extra: String) throws -> Double {
      let scene = try IB.scene(IB.storyboard(
        device: "retina4_7", toolsVersion: toolsVersion, width: 375, height: 300, subviews: box, constraints: pin, extra: extra))
      return try XCTUnwrap(IB.frame("box", in: scene, IB.solve(scene))?.y)
    }
    XCTAssertEqual(try top("14460.31", freeform), 0)
    XCTAssertEqual(try top("14313.18", freeform), 0)
    XCTAssertEqual(try top("13771", freeform), 20, "Xcode 9 counts it")
    XCTAssertEqual(try top("14460.31", ""), 20, "a short child controller keeps it")
  }
  /// An iPad's split view columns have no status bar on the canvas from
  /// Xcode 11 (a device counts it); Xcode 26's iPad navigation bar is 54.
  func testAnIPadsSplitColumnsHaveNoStatusBarAndXcode26sBarIs54() throws {
    func top(_ toolsVersion: String, _ containers: String, options: ReadOptions = ReadOptions()) throws -> Double {
      let text = IB.storyboard(device: "ipad9_7", toolsVersion: toolsVersion, width: 768, height: 1024, subviews: pinned, constraints: toSafeArea)
        .replacingOccurrences(of: "</objects>", with: containers + "</objects>")
      return try XCTUnwrap(try IB.read(text, options: options).scenes.first { $0.id == "vc" }).document.safeAreaInsets.top
    }
    let detail = IB.container("splitViewController", id: "split", bar: "", relationship: "detailViewController", to: "vc")
    XCTAssertEqual(try top("22154", ""), 20, "full screen: the status bar")
    XCTAssertEqual(try top("22154", detail), 0, "a column: none")
    XCTAssertEqual(try top("14109", detail), 20, "Xcode 9 draws it")
    XCTAssertEqual(try top("14799", detail), 20)
    let compact = IB.container("splitViewController", id: "split", bar: "", relationship: "compactViewController", to: "vc")
    XCTAssertEqual(try top("22154", compact), 20, "the collapsed split's controller is in no column")
    XCTAssertEqual(try top("22154", detail, options: ReadOptions(device: try XCTUnwrap(Device.interfaceBuilder("ipad9_7", toolsVersion: 0)))), 20, "a device has it")
    // The root of a column's navigation controller: the bar alone, 50 points, 54 from Xcode 26.
    let nav = IB.container("navigationController", id: "nav", bar: "", relationship: "rootViewController", to: "vc")
    let navInSplit = IB.container("splitViewController", id: "split", bar: "", relationship: "masterViewController", to: "nav")
    XCTAssertEqual(try top("22154", nav + navInSplit), 50)
    XCTAssertEqual(try top("24118", nav + navInSplit), 54)
    XCTAssertEqual(try top("24118", nav), 74, "full screen under a bar of 54")
    // What a column's navigation controller shows with its own `show` stays in the column: no sheet there.
    let text = IB.storyboard(device: "ipad12_9rounded", toolsVersion: "22154", width: 1024, height: 1366, subviews: pinned, constraints: toSafeArea)
      .replacingOccurrences(
        of: "</objects>",
        with: #"<navigationController id="first" sceneMemberID="viewController"><connections><segue destination="vc" kind="show" id="p1"/></connections></navigationController>"#
          + IB.container("splitViewController", id: "split", bar: "", relationship: "detailViewController", to: "first") + "</objects>")
    let shown = try XCTUnwrap(try IB.read(text).scenes.first { $0.id == "vc" }).document.safeAreaInsets
    XCTAssertEqual(shown.top, 0)
    XCTAssertEqual(shown.bottom, 20, "the home indicator, as in the column (a sheet has none)")
  }

  /// A column-style split view controller (`allowDoubleColumnStyle`) wraps
  /// a column's plain view controller in a navigation controller: its view
  /// is under a navigation bar; a classic split's is not.
  func testAColumnStyleSplitPutsAPlainColumnUnderANavigationBar() throws {
    func top(_ split: String) throws -> Double {
      let text = IB.storyboard(device: "retina6_1", toolsVersion: "17156", width: 414, height: 896, subviews: pinned, constraints: toSafeArea)
        .replacingOccurrences(of: "</objects>", with: split + "</objects>")
      return try XCTUnwrap(try IB.read(text).scenes.first { $0.id == "vc" }).document.safeAreaInsets.top
    }
    let classic = IB.container("splitViewController", id: "split", bar: "", relationship: "detailViewController", to: "vc")
    let columns = classic.replacingOccurrences(of: "<splitViewController ", with: #"<splitViewController allowDoubleColumnStyle="YES" "#)
    XCTAssertEqual(try top(columns), 44 + 44, "the status bar and a navigation bar")
    XCTAssertEqual(try top(classic), 44, "the status bar alone")
  }

  /// A split view controller's primary column has a compact width on an
  /// iPad: 16-point margins, for its views and its table's cells.
  func testAnIPadsPrimaryColumnIsCompact() throws {
    let toMargin = #"<constraint firstItem="v" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="m"/>"#
    func x(_ containers: String) throws -> Double {
      let text = IB.storyboard(device: "ipad9_7", toolsVersion: "22154", width: 320, height: 1024, subviews: pinned, constraints: toMargin + """
          <constraint firstItem="v" firstAttribute="top" secondItem="root" secondAttribute="top" id="y"/>
          <constraint firstItem="v" firstAttribute="width" constant="100" id="w"/>
          <constraint firstItem="v" firstAttribute="height" constant="40" id="h"/>
          """).replacingOccurrences(of: "</objects>", with: containers + "</objects>")
      let scene = try XCTUnwrap(try IB.read(text).scenes.first { $0.id == "vc" })
      return try XCTUnwrap(IB.frame("v", in: scene, IB.solve(scene))?.x)
    }
    XCTAssertEqual(try x(""), 20)
    XCTAssertEqual(try x(IB.container("splitViewController", id: "split", bar: "", relationship: "masterViewController", to: "vc")), 16)
    XCTAssertEqual(try x(IB.container("splitViewController", id: "split", bar: "", relationship: "detailViewController", to: "vc")), 20)
    // A detail the primary column shows goes to the secondary column: regular.
    let master = IB.container("splitViewController", id: "split", bar: "", relationship: "masterViewController", to: "first")
    XCTAssertEqual(try x(IB.presenter(segue: "showDetail", to: "vc") + master), 20)
    // A table view controller's cell there: the column's width counts, not the screen's.
    func cellX(_ containers: String) throws -> Double {
      let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22154" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="ipad9_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="scene-1">
                    <objects>
                        <tableViewController id="tvc" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" id="table">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="1024"/>
                                <prototypes>
                                    <tableViewCell contentMode="scaleToFill" id="cell">
                                        <rect key="frame" x="0.0" y="28" width="320" height="44"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        \(IB.cellContentView(cell: "cell", width: 320, constraints: IB.betweenMargins("bar", of: "content", height: 20)))
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                        \(containers)
                    </objects>
                </scene>
            </scenes>
        </document>
        """
      let scene = try XCTUnwrap(try IB.read(text).scenes.first { $0.id == "cell" })
      return try XCTUnwrap(IB.frame("bar", in: scene, IB.solve(scene))?.x)
    }
    XCTAssertEqual(try cellX(""), 20)
    XCTAssertEqual(try cellX(IB.container("splitViewController", id: "split", bar: "", relationship: "masterViewController", to: "tvc")), 16)
  }

  /// A file that names no device is on Xcode 6 and 7's canvas of any size
  /// class: a status bar over a controller's view, and only the `default`
  /// variations of its constraints and views.
  func testAFileWithoutADeviceIsOnTheCanvasOfAnySizeClass() throws {
    let views = pinned + IB.view(id: "compactOnly", frame: (0, 0, 240, 128))
    let constraints = """
      <constraint firstItem="v" firstAttribute="top" secondItem="tg" secondAttribute="bottom" constant="23" id="a">
          <variation key="widthClass=compact" constant="18"/>
      </constraint>
      <constraint firstItem="v" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="b"/>
      <constraint firstItem="v" firstAttribute="width" constant="100" id="c"/>
      <constraint firstItem="v" firstAttribute="height" constant="40" id="d"/>
      """
    let variations = """
      <variation key="default"><mask key="subviews"><exclude reference="compactOnly"/></mask></variation>
      <variation key="widthClass=compact"><mask key="subviews"><include reference="compactOnly"/></mask></variation>
      """
    let guides = #"<layoutGuides><viewControllerLayoutGuide type="top" id="tg"/><viewControllerLayoutGuide type="bottom" id="bg"/></layoutGuides>"#
    func read(device: String?, toolsVersion: String = "10117", options: ReadOptions = ReadOptions()) throws -> (y: Double, views: [String]) {
      let scene = try IB.scene(
        IB.storyboard(
          device: device, toolsVersion: toolsVersion, width: 600, height: 600, subviews: views, constraints: constraints, extra: guides,
          rootBody: variations, safeArea: false), options: options)
      let shown = Set(scene.document.views.filter { !$0.isHidden }.map(\.name))
      return (try XCTUnwrap(IB.frame("v", in: scene, IB.solve(scene))?.y), scene.views.filter { shown.contains($0.name) }.map(\.id))
    }
    let any = try read(device: nil)
    XCTAssertEqual(any.y, 20 + 23, "below the status bar, the default constant")
    // The canvas says it shows no size class; a scene written from it keeps the ones it is laid out with.
    let canvas = try IB.scene(IB.storyboard(device: nil, toolsVersion: "10117", width: 600, height: 600, subviews: views, constraints: constraints, extra: guides, safeArea: false))
    XCTAssertEqual(canvas.document.traits.description, "wAny hAny")
    XCTAssertEqual(canvas.document.traits.notation, "wC hR")
    let turnedCanvas = try IB.scene(
      IB.storyboard(device: nil, toolsVersion: "10117", width: 600, height: 600, subviews: views, constraints: constraints, extra: guides, safeArea: false),
      options: ReadOptions(orientation: .landscape))
    XCTAssertEqual(turnedCanvas.document.traits.description, "wC hR", "read with its size classes")
    XCTAssertFalse(any.views.contains("compactOnly"), "not installed without a size class")
    XCTAssertEqual(try read(device: nil, toolsVersion: "16097").y, 23, "no status bar where the saving Xcode counts none")
    let phone = try read(device: nil, options: ReadOptions(device: try XCTUnwrap(Device.interfaceBuilder("retina4_7", toolsVersion: 0))))
    XCTAssertEqual(phone.y, 20 + 18, "a compact width's constant")
    XCTAssertTrue(phone.views.contains("compactOnly"))
    // A device the file names but Plumb does not know is no canvas of any size class.
    let unknown = try read(device: "retina9_9")
    XCTAssertEqual(unknown.y, 18, "a compact width's constant, no status bar")
    XCTAssertTrue(unknown.views.contains("compactOnly"))
    // Turned to landscape: the canvas's size classes (wC hR) apply; the same orientation asked for changes nothing.
    let turned = try read(device: nil, options: ReadOptions(orientation: .landscape))
    XCTAssertTrue(turned.views.contains("compactOnly"))
    XCTAssertEqual(try read(device: nil, options: ReadOptions(orientation: .portrait)).y, 20 + 23)
    // Read for converting: every variation under its size classes.
    var converting = ReadOptions()
    converting.showsAnySizeClass = false
    let kept = try read(device: nil, options: converting)
    XCTAssertEqual(kept.y, 18)
    XCTAssertTrue(kept.views.contains("compactOnly"))
    // An unknown device of an iPad's size has an iPad's size classes.
    let scene = try IB.scene(IB.storyboard(device: "ipad13_0rounded", toolsVersion: "24412", width: 1032, height: 1376, subviews: pinned, safeArea: false))
    XCTAssertEqual(scene.document.traits, Traits(horizontal: .regular, vertical: .regular))
  }

  /// On the canvas of any size class a stack's attributes and a view's
  /// `hidden` keep their `default` values too; a view installed for no size
  /// class is installed in none, in either orientation.
  func testTheCanvasOfAnySizeClassKeepsDefaultAttributes() throws {
    let stack = """
      <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
          <rect key="frame" x="20" y="20" width="100" height="100"/>
          <variation key="widthClass=compact" axis="horizontal"/>
      </stackView>
      <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="h">
          <rect key="frame" x="300" y="300" width="50" height="50"/>
          <variation key="widthClass=compact" hidden="NO"/>
      </view>
      """
    let nowhere = #"<variation key="default"><mask key="subviews"><exclude reference="h"/></mask></variation>"#
    func read(device: String?, rootBody: String = "", options: ReadOptions = ReadOptions()) throws -> (axis: Axis?, hidden: Bool?) {
      let scene = try IB.scene(
        IB.storyboard(device: device, toolsVersion: "10117", width: 600, height: 600, subviews: stack, rootBody: rootBody, safeArea: false), options: options)
      let name = { (id: String) in scene.views.first { $0.id == id }?.name }
      let views = scene.document.views
      return (views.first { $0.name == name("stack") }?.stack?.axis, views.first { $0.name == name("h") }?.isHidden)
    }
    let any = try read(device: nil)
    XCTAssertEqual(any.axis, .vertical)
    XCTAssertEqual(any.hidden, true)
    let phone = try read(device: "retina4_7")
    XCTAssertEqual(phone.axis, .horizontal)
    XCTAssertEqual(phone.hidden, false)
    for orientation in [Orientation.portrait, .landscape] {
      let scene = try IB.scene(
        IB.storyboard(device: "retina4_7", toolsVersion: "10117", width: 375, height: 667, subviews: stack, rootBody: nowhere, safeArea: false),
        options: ReadOptions(orientation: orientation))
      let h = try XCTUnwrap(scene.views.first { $0.id == "h" }?.name)
      XCTAssertNil(IB.solve(scene).view(h), "installed nowhere, in \(orientation)")
    }
  }

  /// Before Xcode 9 the canvas is iOS 10's: a controller's root margins do
  /// not grow by the status bar (or any bar), so a view pinned to the
  /// root's `topMargin` sits at its top; from Xcode 9 it sits below the
  /// status bar, as on a device today.
  func testMarginsGrowByTheStatusBarFromXcode9() throws {
    let box = IB.view(id: "box", frame: (16, 0, 100, 40))
    let pins = """
      <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="a"/>
      <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="b"/>
      <constraint firstItem="box" firstAttribute="width" constant="100" id="c"/>
      <constraint firstItem="box" firstAttribute="height" constant="40" id="d"/>
      """
    let guides = #"<layoutGuides><viewControllerLayoutGuide type="top" id="tg"/><viewControllerLayoutGuide type="bottom" id="bg"/></layoutGuides>"#
    func y(_ toolsVersion: String, options: ReadOptions = ReadOptions()) throws -> Double {
      let scene = try IB.scene(
        IB.storyboard(device: "retina4_7", toolsVersion: toolsVersion, width: 375, height: 667, subviews: box, constraints: pins, extra: guides, safeArea: false),
        options: options)
      return try XCTUnwrap(IB.frame("box", in: scene, IB.solve(scene))?.y)
    }
    XCTAssertEqual(try y("12120"), 0, "Xcode 8: at the root's top")
    // A way of showing the file, not a setting of its views: converted, they keep theirs.
    let old = try IB.scene(IB.storyboard(device: "retina4_7", toolsVersion: "12120", width: 375, height: 667, subviews: box, constraints: pins, extra: guides, safeArea: false))
    XCTAssertTrue(old.document.marginsIgnoreUnsafeArea)
    XCTAssertTrue(old.document.views.allSatisfy(\.insetsMarginsFromSafeArea) && old.document.root.insetsMarginsFromSafeArea)
    XCTAssertEqual(try y("10117"), 0, "Xcode 7")
    XCTAssertEqual(try y("13771"), 20, "Xcode 9: below the status bar")
    let phone = try XCTUnwrap(Device.interfaceBuilder("retina4_7", toolsVersion: 0))
    XCTAssertEqual(try y("12120", options: ReadOptions(device: phone)), 20, "on a device, today's UIKit")
  }
}
