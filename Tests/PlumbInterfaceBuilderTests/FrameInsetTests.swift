import Foundation
import PlumbInterfaceBuilder
import PlumbLayout
import XCTest

/// Files saved by Xcode 8.0 (toolsVersion 11201) store no frame for a view
/// its constraints place, and give the frame of a view left to
/// autoresizing as insets from its superview (`<frame key="frameInset"/>`):
/// the views are laid out as UIKit lays them out, not as views of no size.
final class FrameInsetTests: XCTestCase {
  /// A visual effect view placed by constraints at the bottom of the
  /// screen, sized by a label in its content view: the content view fills
  /// the effect view (`frameInset` with no insets, autoresizing), and the
  /// label, whose frame the file leaves out, is measured by Plumb's metrics.
  func testAViewWithoutAFrameIsMeasuredAndAnInsetFrameFollowsItsSuperview() throws {
    let subviews = """
      <visualEffectView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="effect">
          <view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" id="content">
              <frame key="frameInset"/>
              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
              <subviews>
                  <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Capture" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                      <fontDescription key="fontDescription" type="system" pointSize="17"/>
                  </label>
              </subviews>
              <constraints>
                  <constraint firstItem="label" firstAttribute="top" secondItem="content" secondAttribute="top" constant="10" id="lt"/>
                  <constraint firstAttribute="bottom" secondItem="label" secondAttribute="bottom" constant="10" id="lb"/>
                  <constraint firstItem="label" firstAttribute="centerX" secondItem="content" secondAttribute="centerX" id="lx"/>
              </constraints>
          </view>
          <blurEffect style="light"/>
      </visualEffectView>
      """
    let text = IB.storyboard(device: "retina4_7", toolsVersion: "11201", width: 375, height: 667, subviews: subviews, constraints: """
      <constraint firstItem="effect" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="el"/>
      <constraint firstAttribute="trailing" secondItem="effect" secondAttribute="trailing" id="er"/>
      <constraint firstAttribute="bottom" secondItem="effect" secondAttribute="bottom" id="eb"/>
      """)
    let scene = try IB.scene(text)
    let result = IB.solve(scene)
    XCTAssertEqual(result.diagnostics.map(\.message), [], "nothing is ambiguous")
    let label = try XCTUnwrap(IB.frame("label", in: scene, result))
    XCTAssertGreaterThan(label.height, 15, "the label's own text height, not 0")
    XCTAssertGreaterThan(label.width, 40)
    let effect = try XCTUnwrap(IB.frame("effect", in: scene, result))
    XCTAssertEqual(effect.height, label.height + 20, accuracy: 0.01, "the label sizes the effect view through its content view")
    XCTAssertEqual(effect.y + effect.height, 667, accuracy: 0.01)
    XCTAssertEqual(IB.frame("content", in: scene, result), Frame(x: 0, y: 0, width: 375, height: effect.height), "the content view fills the effect view")
  }

  /// An Xcode 8.0 storyboard whose root holds a 375 × 44 box at y 100
  /// (a stored frame) holding `inner`, placed by `insets` (the attributes
  /// of its `frameInset`) with the autoresizing `mask`.
  func boxed(insets: String, mask: String) throws -> InterfaceBuilderScene {
    let subviews = """
      <view contentMode="scaleToFill" id="box">
          <rect key="frame" x="0.0" y="100" width="375" height="44"/>
          <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
          <subviews>
              <view contentMode="scaleToFill" id="inner">
                  <frame key="frameInset" \(insets)/>
                  <autoresizingMask key="autoresizingMask" \(mask)/>
              </view>
          </subviews>
      </view>
      """
    return try IB.scene(IB.storyboard(device: "retina4_7", toolsVersion: "11201", width: 375, height: 667, subviews: subviews))
  }

  /// A frame of insets in a superview that stores its frame is that frame:
  /// `minX` and `width` place it, a left-out `minY` is 0, and `maxY` leaves
  /// room below it in a view that spans its superview's height.
  func testInsetsInAStoredSuperviewAreItsFrame() throws {
    let scene = try boxed(insets: #"minX="15" width="345" maxY="0.5""#, mask: #"flexibleMaxX="YES" heightSizable="YES""#)
    let inner = try XCTUnwrap(scene.views.first { $0.id == "inner" })
    XCTAssertEqual(inner.storedFrame, Frame(x: 15, y: 0, width: 345, height: 43.5))
    XCTAssertEqual(IB.frame("inner", in: scene, IB.solve(scene)), Frame(x: 15, y: 0, width: 345, height: 43.5))
  }

  /// An Xcode 8.0 storyboard whose root holds `holder`, a view placed by
  /// constraints (no stored frame) `side` points in from the root's sides,
  /// at y 100 and `height` tall, holding `subviews`.
  func held(_ subviews: String, side: Double, height: Double) throws -> InterfaceBuilderScene {
    let holder = """
      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="holder">
          <subviews>\(subviews)</subviews>
      </view>
      """
    return try IB.scene(IB.storyboard(device: "retina4_7", toolsVersion: "11201", width: 375, height: 667, subviews: holder, constraints: """
      <constraint firstItem="holder" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="\(side)" id="hl"/>
      <constraint firstAttribute="trailing" secondItem="holder" secondAttribute="trailing" constant="\(side)" id="hr"/>
      <constraint firstItem="holder" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="ht"/>
      <constraint firstItem="holder" firstAttribute="height" constant="\(height)" id="hh"/>
      """))
  }

  /// Insets in a superview placed by constraints (which stores no frame):
  /// the view keeps them as its superview takes its size.
  func testInsetsInASuperviewWithoutAFrameAreKeptAsItsSizeChanges() throws {
    let scene = try held("""
      <view contentMode="scaleToFill" id="inner">
          <frame key="frameInset" minX="8" minY="5" maxX="8" maxY="5"/>
          <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
      </view>
      """, side: 20, height: 50)
    XCTAssertNil(scene.views.first { $0.id == "inner" }?.storedFrame, "no frame to compare with: its superview's size is not stored")
    let result = IB.solve(scene)
    XCTAssertEqual(IB.frame("inner", in: scene, result), Frame(x: 8, y: 5, width: 319, height: 40))
    XCTAssertEqual(result.diagnostics.map(\.message), [])
  }

  /// A view given by its size and its far insets sits that far from the
  /// far edges (a button kept at the bottom right, 8 points in).
  func testASizeAndAFarInsetPlaceAViewFromTheFarEdge() throws {
    let scene = try boxed(insets: #"width="40" height="20" maxX="8" maxY="4""#, mask: #"flexibleMinX="YES" flexibleMinY="YES""#)
    XCTAssertEqual(scene.views.first { $0.id == "inner" }?.storedFrame, Frame(x: 327, y: 20, width: 40, height: 20))
  }

  /// Insets inside a view whose own frame was given by insets in a
  /// superview without a frame are insets too, not a frame in a guess.
  func testInsetsInsideAViewPlacedByInsetsInAFramelessViewStayInsets() throws {
    let scene = try held("""
      <view contentMode="scaleToFill" id="middle">
          <frame key="frameInset" minX="10" minY="10" maxX="10" maxY="10"/>
          <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
          <subviews>
              <view contentMode="scaleToFill" id="inner">
                  <frame key="frameInset" minX="4" maxX="4"/>
                  <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
              </view>
          </subviews>
      </view>
      """, side: 0, height: 100)
    XCTAssertNil(scene.views.first { $0.id == "inner" }?.storedFrame)
    let result = IB.solve(scene)
    XCTAssertEqual(IB.frame("middle", in: scene, result), Frame(x: 10, y: 10, width: 355, height: 80))
    XCTAssertEqual(IB.frame("inner", in: scene, result), Frame(x: 4, y: 0, width: 347, height: 80))
  }

  /// Without a stored frame, an image view is its image's size and a
  /// stepper UIKit's 94 × 32: neither is ambiguous.
  func testFramelessImagesAndFixedSizeControlsKeepTheirSizes() throws {
    let subviews = """
      <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="logo" translatesAutoresizingMaskIntoConstraints="NO" id="logo"/>
      <stepper opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="stepper"/>
      """
    let text = IB.storyboard(device: "retina4_7", toolsVersion: "11201", width: 375, height: 667, subviews: subviews, constraints: """
      <constraint firstItem="logo" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="ll"/>
      <constraint firstItem="logo" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="lt"/>
      <constraint firstItem="stepper" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="sl"/>
      <constraint firstItem="stepper" firstAttribute="top" secondItem="logo" secondAttribute="bottom" constant="8" id="st"/>
      """).replacingOccurrences(of: "</document>", with: "<resources><image name=\"logo\" width=\"60\" height=\"30\"/></resources></document>")
    let scene = try IB.scene(text)
    let result = IB.solve(scene)
    XCTAssertEqual(result.diagnostics.map(\.message), [])
    XCTAssertEqual(IB.frame("logo", in: scene, result), Frame(x: 20, y: 40, width: 60, height: 30))
    XCTAssertEqual(IB.frame("stepper", in: scene, result), Frame(x: 20, y: 78, width: 94, height: 32))
  }
}
