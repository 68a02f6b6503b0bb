import PlumbInterfaceBuilder
import PlumbLayout
import XCTest

/// Elements, names, intrinsic sizes and priorities.
final class ReaderViewTests: XCTestCase {
  func testElementsMapToViewKindsWithTheStoredSizeAsIntrinsicSize() throws {
    let views = [
      IB.view(id: "l", kind: "label", attributes: "text=\"Hello\"", frame: (0, 0, 41, 20.5)),
      IB.view(id: "b", kind: "button", frame: (0, 30, 46, 30), body: "<state key=\"normal\" title=\"Button\"/>"),
      IB.view(id: "i", kind: "imageView", attributes: "image=\"star\"", frame: (0, 70, 24, 24)),
      IB.view(id: "e", kind: "imageView", frame: (0, 100, 24, 24)),
      IB.view(id: "t", kind: "textField", attributes: "placeholder=\"Name\"", frame: (0, 130, 97, 34)),
      IB.view(id: "s", kind: "switch", frame: (0, 170, 51, 31)),
      IB.view(id: "sl", kind: "slider", frame: (0, 210, 118, 31)),
      IB.view(id: "p", kind: "progressView", frame: (0, 250, 150, 4)),
      IB.view(id: "g", kind: "segmentedControl", frame: (0, 260, 121, 32)),
      IB.view(id: "tv", kind: "textView", frame: (0, 300, 240, 128)),
      IB.view(id: "tf", kind: "textView", attributes: "scrollEnabled=\"NO\"", frame: (0, 430, 240, 33)),
      IB.view(id: "w", kind: "wobbleView", frame: (0, 470, 10, 12)),
    ].joined(separator: "\n")
    let scene = try IB.scene(IB.storyboard(subviews: views))
    func spec(_ id: String) throws -> ViewSpec { try XCTUnwrap(scene.document.views.first { $0.ibID == id }, id) }
    XCTAssertEqual(try spec("l").kind, .label)
    XCTAssertEqual(try spec("l").text, "Hello")
    XCTAssertEqual(try spec("l").intrinsicOverride, IntrinsicOverride(width: 41, height: 20.5))
    XCTAssertEqual(try spec("b").kind, .button)
    XCTAssertEqual(try spec("b").text, "Button")
    XCTAssertEqual(try spec("i").kind, .imageview)
    XCTAssertEqual(try spec("i").intrinsicOverride, IntrinsicOverride(width: 24, height: 24))
    XCTAssertEqual(try spec("e").intrinsicOverride, IntrinsicOverride(width: nil, height: nil), "an image view without an image has no intrinsic size")
    XCTAssertEqual(try spec("t").kind, .textfield)
    XCTAssertEqual(try spec("t").text, "Name")
    XCTAssertEqual(try spec("s").kind, .switch)
    XCTAssertEqual(try spec("s").intrinsicOverride, IntrinsicOverride(width: 49, height: 31), "a switch's alignment rectangle is 2 points narrower")
    XCTAssertEqual(try spec("sl").kind, .slider)
    XCTAssertEqual(try spec("sl").intrinsicOverride, IntrinsicOverride(width: nil, height: 30))
    XCTAssertEqual(try spec("p").intrinsicOverride, IntrinsicOverride(width: nil, height: 4))
    XCTAssertEqual(try spec("g").kind, .view)
    XCTAssertEqual(try spec("g").intrinsicOverride, IntrinsicOverride(width: 121, height: 31), "a segmented control aligns 1 point above its bottom")
    XCTAssertEqual(try spec("tv").intrinsicOverride, IntrinsicOverride(width: nil, height: nil), "a scrolling text view has none")
    XCTAssertEqual(try spec("tf").intrinsicOverride, IntrinsicOverride(width: 240, height: 33))
    XCTAssertEqual(try spec("w").kind, .view)
    XCTAssertEqual(scene.warnings.count, 1)
    XCTAssertTrue(scene.warnings[0].description.contains("unknown element <wobbleView>"), scene.warnings[0].description)
    XCTAssertTrue(scene.warnings[0].description.hasPrefix("test.storyboard:"), "located")
    XCTAssertEqual(scene.view(named: try spec("w").name)?.element, "wobbleView")
  }

  func testStackViewsKeepTheirAttributesAndArrangedSubviews() throws {
    let inner = IB.view(id: "a", frame: (0, 0, 10, 10)) + IB.view(id: "b", frame: (18, 0, 10, 10))
    let stack = IB.view(
      id: "st", kind: "stackView", attributes: "axis=\"vertical\" distribution=\"fillEqually\" alignment=\"center\" spacing=\"8\" hidden=\"YES\"",
      frame: (0, 0, 28, 10), body: "<subviews>\(inner)</subviews>")
    let scene = try IB.scene(IB.storyboard(subviews: stack))
    let s = try XCTUnwrap(scene.document.views.first { $0.ibID == "st" })
    XCTAssertEqual(s.kind, .stack)
    XCTAssertEqual(s.stack?.axis, .vertical)
    XCTAssertEqual(s.stack?.distribution, .fillEqually)
    XCTAssertEqual(s.stack?.alignment, .center)
    XCTAssertEqual(s.stack?.spacing, 8)
    XCTAssertTrue(s.isHidden)
    let names = scene.document.views.filter { $0.ibID == "a" || $0.ibID == "b" }.map(\.name)
    XCTAssertEqual(s.stack?.arranged, names)
    // The arranged views' stored sizes along the axis, their sizes before layout.
    let inner2 = IB.view(id: "a", frame: (0, 0, 10, 30)) + IB.view(id: "b", frame: (0, 40, 10, 60))
    let tall = try IB.scene(IB.storyboard(subviews: IB.view(
      id: "st", kind: "stackView", attributes: "axis=\"vertical\" distribution=\"fillProportionally\" spacing=\"10\"",
      frame: (0, 0, 10, 100), body: "<subviews>\(inner2)</subviews>")))
    let sizes = tall.document.views.first { $0.ibID == "st" }?.stack?.currentSizes ?? [:]
    XCTAssertEqual(tall.document.views.filter { $0.ibID == "a" || $0.ibID == "b" }.map { sizes[$0.name] }, [30, 60])
  }

  /// Size-class variations of a stack's attributes and of `hidden` apply
  /// for the scene's size classes, the more specific over the less.
  func testAStacksAttributesAndHiddenVaryBySizeClass() throws {
    let inner = IB.view(id: "a", frame: (0, 0, 10, 10)) + IB.view(
      id: "b", attributes: #"hidden="YES""#, frame: (0, 10, 10, 10), body: #"<variation key="widthClass=regular" hidden="NO"/>"#)
    let variations = """
      <variation key="widthClass=regular" axis="horizontal" spacing="24"/>
      <variation key="heightClass=regular-widthClass=regular" distribution="fillEqually" spacing="30"/>
      <variation key="widthClass=compact" spacing="4"/>
      <variation key="heightClass=regular" spacing="6"/>
      """
    let stack = IB.view(
      id: "st", kind: "stackView", attributes: #"axis="vertical" spacing="8""#, frame: (0, 0, 10, 20), body: "<subviews>\(inner)</subviews>" + variations)
    let text = IB.storyboard(subviews: stack)
    func read(_ device: String?) throws -> (StackSpec?, Bool?) {
      let scene = try IB.scene(text, options: ReadOptions(device: device.flatMap(Device.named)))
      return (scene.document.views.first { $0.ibID == "st" }?.stack, scene.document.views.first { $0.ibID == "b" }?.isHidden)
    }
    let (phone, phoneHidden) = try read(nil)
    XCTAssertEqual(phone?.axis, .vertical, "the file's iPhone: compact width")
    XCTAssertEqual(phone?.spacing, 4, "two equally specific variations: the first in the file")
    XCTAssertEqual(phone?.distribution, .fill)
    XCTAssertEqual(phoneHidden, true)
    let (pad, padHidden) = try read("ipad12_9rounded")
    XCTAssertEqual(pad?.axis, .horizontal, "regular width and height")
    XCTAssertEqual(pad?.spacing, 30, "the variation naming both size classes over those naming one")
    XCTAssertEqual(pad?.distribution, .fillEqually)
    XCTAssertEqual(padHidden, false)
  }

  func testAnIndicatorThatHidesWhenStoppedIsShownOnTheCanvasAndHiddenOnADevice() throws {
    let spinner = IB.view(id: "spin", kind: "activityIndicatorView", attributes: #"hidden="YES" hidesWhenStopped="YES" style="medium""#, frame: (0, 0, 20, 20))
    let other = IB.view(id: "gone", kind: "activityIndicatorView", attributes: #"hidden="YES" style="medium""#, frame: (0, 0, 20, 20))
    let animating = IB.view(
      id: "anim", kind: "activityIndicatorView", attributes: #"hidden="YES" hidesWhenStopped="YES" animating="YES" style="medium""#, frame: (0, 0, 20, 20))
    let text = IB.storyboard(subviews: spinner + other + animating)
    let canvas = try IB.scene(text)
    XCTAssertEqual(canvas.document.views.first { $0.ibID == "spin" }?.isHidden, false, "laid out as Xcode's canvas shows it")
    XCTAssertEqual(canvas.document.views.first { $0.ibID == "gone" }?.isHidden, true, "hidden without hidesWhenStopped")
    XCTAssertEqual(canvas.document.views.first { $0.ibID == "anim" }?.isHidden, true, "animating from launch: hidden by the designer")
    let device = try IB.scene(text, options: ReadOptions(device: Device.named("retina6_1")))
    XCTAssertEqual(device.document.views.first { $0.ibID == "spin" }?.isHidden, true, "stopped, so hidden, on a device")
  }

  /// A view of the app's own class that hugs or resists at 1000 on an axis
  /// has its stored size there as its intrinsic size; a plain view, or an
  /// axis at lower priorities, has none.
  func testACustomViewThatHugsAtRequiredKeepsItsStoredSizeAsItsOwn() throws {
    let custom = IB.view(
      id: "badge", attributes: #"customClass="BadgeView" horizontalHuggingPriority="1000" verticalCompressionResistancePriority="1000""#,
      frame: (10, 10, 60, 24))
    let plain = IB.view(id: "plain", attributes: #"horizontalHuggingPriority="1000""#, frame: (10, 40, 60, 24))
    let loose = IB.view(id: "loose", attributes: #"customClass="BadgeView""#, frame: (10, 70, 60, 24))
    let scene = try IB.scene(IB.storyboard(subviews: custom + plain + loose))
    func size(_ id: String) -> IntrinsicOverride? { scene.document.views.first { $0.ibID == id }?.intrinsicOverride }
    XCTAssertEqual(size("badge"), IntrinsicOverride(width: 60, height: 24))
    XCTAssertEqual(size("plain"), IntrinsicOverride(width: nil, height: nil))
    XCTAssertEqual(size("loose"), IntrinsicOverride(width: nil, height: nil))
  }

  func testNamesAreLabelThenOutletThenTextThenClassAndID() throws {
    let views = [
      IB.view(id: "v1", kind: "label", attributes: "userLabel=\"Title\" text=\"Hi\"", frame: (0, 0, 10, 10)),
      IB.view(id: "v2", kind: "label", attributes: "text=\"Hi\"", frame: (0, 0, 10, 10)),
      IB.view(id: "v3", kind: "label", attributes: "text=\"Hi\"", frame: (0, 0, 10, 10)),
      IB.view(id: "v4", frame: (0, 0, 10, 10)),
      IB.view(id: "v5", attributes: "customClass=\"CardView\"", frame: (0, 0, 10, 10)),
    ].joined(separator: "\n")
    let outlets = "<connections><outlet property=\"nameLabel\" destination=\"v2\" id=\"o1\"/></connections>"
    let scene = try IB.scene(IB.storyboard(subviews: views, extra: outlets))
    XCTAssertEqual(scene.views.map(\.name), ["Title", "nameLabel", "Hi", "UIView v4", "CardView v5"])
    XCTAssertEqual(scene.name, "Login View Controller", "a view controller without identifier, class or title is named by its scene comment")
    XCTAssertEqual(scene.id, "vc")
    XCTAssertTrue(scene.answers(to: "root") && scene.answers(to: "scene-1"))
  }

  func testPrioritiesAndPlaceholderIntrinsicSize() throws {
    let v = IB.view(
      id: "v", kind: "label",
      attributes: "horizontalHuggingPriority=\"251\" verticalHuggingPriority=\"252\" horizontalCompressionResistancePriority=\"749\" verticalCompressionResistancePriority=\"1000\"",
      frame: (0, 0, 100, 20), body: "<size key=\"intrinsicContentSize\" width=\"80\" height=\"-1\"/>")
    let plain = IB.view(id: "p", frame: (0, 0, 10, 10))
    let scene = try IB.scene(IB.storyboard(subviews: v + plain))
    let s = try XCTUnwrap(scene.document.views.first { $0.ibID == "v" })
    XCTAssertEqual(s.hugging.horizontal, 251)
    XCTAssertEqual(s.hugging.vertical, 252)
    XCTAssertEqual(s.compressionResistance.horizontal, 749)
    XCTAssertEqual(s.compressionResistance.vertical, 1000)
    XCTAssertEqual(s.intrinsicOverride, IntrinsicOverride(width: 80, height: nil), "the placeholder wins over the stored frame; -1 is none")
    let p = try XCTUnwrap(scene.document.views.first { $0.ibID == "p" })
    XCTAssertEqual(p.hugging.horizontal, 250)
    XCTAssertEqual(p.compressionResistance.vertical, 750)
  }

  func testPlaceholderAttributesAndSymbolImagesGiveIntrinsicSizes() throws {
    // The placeholder as attributes ("infinite": none), on a plain view that has no intrinsic size otherwise.
    let custom = IB.view(id: "c", attributes: "placeholderIntrinsicWidth=\"92\" placeholderIntrinsicHeight=\"infinite\"", frame: (0, 0, 100, 30))
    // An SF Symbol is an <imageReference> child, not an image attribute: its stored size is its size.
    let symbol = IB.view(
      id: "s", kind: "imageView", frame: (0, 0, 14, 13),
      body: "<imageReference key=\"image\" image=\"circle.fill\" catalog=\"system\" symbolScale=\"small\"/>")
    let scene = try IB.scene(IB.storyboard(subviews: custom + symbol))
    XCTAssertEqual(scene.document.views.first { $0.ibID == "c" }?.intrinsicOverride, IntrinsicOverride(width: 92, height: nil))
    XCTAssertEqual(scene.document.views.first { $0.ibID == "s" }?.intrinsicOverride, IntrinsicOverride(width: 14, height: 13))
  }

  func testTableViewCellsAreScenesOfTheirContentViewAndNotOfTheTable() throws {
    let cell = """
      <tableView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tbl">
          <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
          <prototypes>
              <tableViewCell contentMode="scaleToFill" reuseIdentifier="NameCell" id="cell">
                  <rect key="frame" x="0.0" y="28" width="414" height="44"/>
                  <tableViewCellContentView key="contentView" contentMode="center" tableViewCell="cell" id="cv">
                      <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                      <subviews>
                          <label translatesAutoresizingMaskIntoConstraints="NO" text="Name" id="lbl">
                              <rect key="frame" x="20" y="11" width="42" height="22"/>
                          </label>
                      </subviews>
                      <constraints>
                          <constraint firstItem="lbl" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="c1"/>
                          <constraint firstItem="lbl" firstAttribute="top" secondItem="cv" secondAttribute="topMargin" id="c2"/>
                      </constraints>
                  </tableViewCellContentView>
              </tableViewCell>
          </prototypes>
      </tableView>
      """
    let file = try IB.read(IB.storyboard(subviews: cell))
    XCTAssertEqual(file.scenes.map(\.name), ["Login View Controller", "NameCell"])
    XCTAssertFalse(file.scenes[0].views.contains { $0.id == "lbl" }, "the cell's views are not the table's")
    let cellScene = try file.scene("NameCell")
    XCTAssertEqual(cellScene.document.size.width, 414)
    XCTAssertEqual(cellScene.document.size.height, 44)
    // iOS 11 content view margins: 11 top, 20 at the sides of a 414-point cell.
    assertFrame(IB.frame("lbl", in: cellScene, IB.solve(cellScene)), 20, 11, 42, 22)
  }

  /// A content view's own margins count only where they exceed the cell's
  /// (16 at the sides of a 375-point cell, 11 above and below), whether it
  /// preserves its superview's margins or not.
  func testAContentViewsOwnMarginsHaveTheCellsAsAFloor() throws {
    func cell(preserves: Bool) -> String {
      """
      <tableView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tbl">
          <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
          <prototypes>
              <tableViewCell contentMode="scaleToFill" reuseIdentifier="Values" id="cell">
                  <rect key="frame" x="0.0" y="28" width="375" height="70"/>
                  <tableViewCellContentView key="contentView" contentMode="center" \(preserves ? "preservesSuperviewLayoutMargins=\"YES\" " : "")tableViewCell="cell" id="cv">
                      <rect key="frame" x="0.0" y="0.0" width="375" height="70"/>
                      <subviews>
                          <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                              <rect key="frame" x="16" y="8" width="343" height="54"/>
                          </view>
                      </subviews>
                      <constraints>
                          <constraint firstItem="box" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="c1"/>
                          <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="c2"/>
                          <constraint firstItem="box" firstAttribute="top" secondItem="cv" secondAttribute="topMargin" id="c3"/>
                          <constraint firstAttribute="bottomMargin" secondItem="box" secondAttribute="bottom" id="c4"/>
                      </constraints>
                      <edgeInsets key="layoutMargins" top="8" left="15" bottom="8" right="15"/>
                  </tableViewCellContentView>
              </tableViewCell>
          </prototypes>
      </tableView>
      """
    }
    // Preserving or not, the cell's margins (16 at the sides, 11 above and
    // below in a table inside a view at this version) are a floor under
    // the content view's own 15 and 8 (unseen files: own 8 and 10 above show 11).
    let preserving = try IB.read(IB.storyboard(device: "retina4_7", width: 375, height: 667, subviews: cell(preserves: true))).scene("Values")
    assertFrame(IB.frame("box", in: preserving, IB.solve(preserving)), 16, 11, 343, 48)
    let own = try IB.read(IB.storyboard(device: "retina4_7", width: 375, height: 667, subviews: cell(preserves: false))).scene("Values")
    assertFrame(IB.frame("box", in: own, IB.solve(own)), 16, 11, 343, 48)
  }

  /// An equalSpacing stack whose length nothing sets is as short as its
  /// spacing allows (UIKit's `UISV-canvas-fit` along the axis, at 49).
  func testAnEqualSpacingStackWithoutALengthIsAsShortAsItsSpacingAllows() throws {
    let stack = """
      <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="equalSpacing" spacing="32" translatesAutoresizingMaskIntoConstraints="NO" id="st">
          <rect key="frame" x="16" y="151.5" width="343" height="364"/>
          <subviews>
              <view translatesAutoresizingMaskIntoConstraints="NO" id="a">
                  <rect key="frame" x="0.0" y="0.0" width="343" height="100"/>
                  <constraints><constraint firstAttribute="height" constant="100" id="ha"/></constraints>
              </view>
              <view translatesAutoresizingMaskIntoConstraints="NO" id="b">
                  <rect key="frame" x="0.0" y="132" width="343" height="100"/>
                  <constraints><constraint firstAttribute="height" constant="100" id="hb"/></constraints>
              </view>
              <view translatesAutoresizingMaskIntoConstraints="NO" id="c">
                  <rect key="frame" x="0.0" y="264" width="343" height="100"/>
                  <constraints><constraint firstAttribute="height" constant="100" id="hc"/></constraints>
              </view>
          </subviews>
      </stackView>
      """
    let constraints = """
      <constraint firstItem="st" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="l"/>
      <constraint firstAttribute="trailingMargin" secondItem="st" secondAttribute="trailing" id="t"/>
      <constraint firstItem="st" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="y"/>
      """
    let scene = try IB.scene(IB.storyboard(device: "retina4_7", toolsVersion: "11762", width: 375, height: 667, subviews: stack, constraints: constraints))
    let r = IB.solve(scene)
    assertFrame(IB.frame("st", in: scene, r), 16, 151.5, 343, 364)
    assertFrame(IB.frame("c", in: scene, r), 0, 264, 343, 100)
  }

  /// A view installed for two disjoint sets of size classes is laid out
  /// wherever the scene's traits fall in either, and nowhere else.
  func testAViewInstalledForDisjointSizeClassSets() throws {
    let text = IB.storyboard(
      device: "retina5_5", width: 414, height: 736, subviews: IB.view(id: "badge", frame: (20, 40, 100, 50)),
      constraints: """
        <constraint firstItem="badge" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
        <constraint firstItem="badge" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="t"/>
        <constraint firstItem="badge" firstAttribute="width" constant="100" id="w"/>
        <constraint firstItem="badge" firstAttribute="height" constant="50" id="h"/>
        """,
      rootBody: """
        <variation key="default"><mask key="subviews"><exclude reference="badge"/></mask></variation>
        <variation key="heightClass=regular-widthClass=compact"><mask key="subviews"><include reference="badge"/></mask></variation>
        <variation key="heightClass=compact-widthClass=regular"><mask key="subviews"><include reference="badge"/></mask></variation>
        """)
    for (device, orientation, shown) in [("retina5_5", Orientation.portrait, true), ("retina5_5", .landscape, true), ("retina4_7", .landscape, false)] {
      let scene = try IB.scene(text, options: ReadOptions(device: Device.named(device), orientation: orientation))
      let frame = IB.frame("badge", in: scene, IB.solve(scene))
      if shown { assertFrame(frame, 20, 40, 100, 50) } else { XCTAssertNil(frame, "\(device) \(orientation)") }
      XCTAssertTrue(scene.warnings.isEmpty, "\(scene.warnings)")
    }
  }

  /// A label in Apple's system font has its first baseline the font's
  /// ascender below its top and its last the descender above its bottom,
  /// however tall it is: a 25-point Body label whose first baseline is 28
  /// below a Large Title's last baseline.
  func testLabelBaselinesFollowTheSystemFontsMetrics() throws {
    let title = IB.view(id: "title", kind: "label", attributes: #"text="Kent""#, frame: (42, 8, 236, 41), body: #"<fontDescription key="fontDescription" style="UICTFontTextStyleTitle0"/>"#)
    let detail = IB.view(
      id: "detail", kind: "label", attributes: #"text="Label""#, frame: (8, 52.5, 304, 25), body: #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#)
    let scene = try IB.scene(IB.storyboard(subviews: title + detail, constraints: """
      <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="8" id="t"/>
      <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="42" id="l"/>
      <constraint firstItem="detail" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="l2"/>
      <constraint firstItem="detail" firstAttribute="firstBaseline" secondItem="title" secondAttribute="baseline" constant="28" id="b"/>
      """))
    XCTAssertEqual(scene.document.views.first { $0.ibID == "detail" }?.font, FontMetrics.system(size: 17))
    // A text style is kept with the view (its text follows the user's text size); a point size is not one.
    XCTAssertEqual(scene.document.views.first { $0.ibID == "title" }?.textStyle, .largeTitle)
    XCTAssertEqual(scene.document.views.first { $0.ibID == "title" }?.font, FontMetrics.system(size: 34))
    XCTAssertNil(scene.document.views.first { $0.ibID == "detail" }?.textStyle)
    let y = try XCTUnwrap(IB.frame("detail", in: scene, IB.solve(scene))?.y)
    // 8 + 41 − descender(34) + 28 − ascender(17).
    let expected: Double = 8 + 41 - FontMetrics.system(size: 34).descender + 28 - FontMetrics.system(size: 17).ascender
    XCTAssertEqual(y, expected, accuracy: 1e-9)
    XCTAssertEqual(FontMetrics.system(size: 17).lineHeight, 20.287, accuracy: 0.001, "UIFont.systemFont(ofSize: 17).lineHeight")
    XCTAssertEqual(y, 52.5, accuracy: 0.5, "IB's stored frame")
  }

  /// A stack's baselines are an arranged view's: a vertical stack's last
  /// view's last baseline, a horizontal stack's tallest view's; a size-class
  /// variation of a label's font applies for the scene's traits.
  func testStackBaselinesAreTheirArrangedViewsAndFontVariationsApply() throws {
    let digits = IB.view(id: "digits", kind: "label", attributes: #"text="0""#, frame: (0, 0, 25.5, 50.5), body: """
      <fontDescription key="fontDescription" type="system" weight="light" pointSize="45"/>
      <variation key="heightClass=regular-widthClass=compact"><fontDescription key="fontDescription" type="system" weight="light" pointSize="42"/></variation>
      """)
    let unit = IB.view(id: "unit", kind: "label", attributes: #"text="g""#, frame: (0, 0, 200, 10), body: #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#)
    let date = IB.view(id: "date", kind: "label", attributes: #"text="""#, frame: (0, 10, 200, 50), body: #"<fontDescription key="fontDescription" style="UICTFontTextStyleFootnote"/>"#)
    let row = IB.view(id: "row", kind: "stackView", attributes: #"alignment="lastBaseline" spacing="2""#, frame: (16, 0, 227.5, 67), body: """
      <subviews>
      \(IB.view(id: "number", kind: "stackView", attributes: #"spacing="2""#, frame: (0, 16.5, 25.5, 50.5), body: "<subviews>\(digits)</subviews>"))
      \(IB.view(id: "texts", kind: "stackView", attributes: #"axis="vertical""#, frame: (27.5, 0, 200, 60), body: "<subviews>\(unit)\(date)</subviews>"))
      </subviews>
      """)
    let text = IB.storyboard(device: "retina4_7", width: 375, height: 667, subviews: row, constraints: """
      <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="l"/>
      <constraint firstItem="row" firstAttribute="bottom" secondItem="root" secondAttribute="top" constant="67" id="b"/>
      <constraint firstItem="unit" firstAttribute="height" constant="10" id="h1"/>
      <constraint firstItem="date" firstAttribute="height" constant="50" id="h2"/>
      """)
    let portrait = try IB.scene(text)
    let r = IB.solve(portrait)
    // The 42-point digits' last baseline (10.13 above their bottom) meets the footnote's (3.14 above the stack's bottom).
    let numberY: Double = 60 + FontMetrics.system(size: 42).descender - FontMetrics.system(size: 13).descender - 50.5
    assertFrame(IB.frame("number", in: portrait, r), 0, numberY, 25.5, 50.5)
    assertFrame(IB.frame("texts", in: portrait, r), 27.5, 0, 200, 60)
    XCTAssertEqual(IB.frame("number", in: portrait, r)?.y ?? 0, 16.5, accuracy: 0.5, "IB's stored frame")
    // In landscape (compact height) the digits are 45 points.
    let landscape = try IB.scene(text, options: ReadOptions(orientation: .landscape))
    XCTAssertEqual(landscape.document.views.first { $0.ibID == "digits" }?.font, FontMetrics.system(size: 45, weight: .light), "the file's own font in landscape: 45 points, light")
  }
}
