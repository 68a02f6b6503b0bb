import Foundation
@testable import PlumbInterfaceBuilder
import PlumbLayout
import XCTest

/// Constraints UIKit would refuse when it loads the file (`LayoutAttribute.refusal`):
/// a located warning each, and the constraint left out.
final class ReaderRefusalTests: XCTestCase {
  func testEachRefusedConstraintIsALocatedWarningAndLeftOut() throws {
    let scene = try IB.scene(IB.storyboard(subviews: IB.view(id: "v", frame: (0, 0, 10, 10)), constraints: """
      <constraint firstItem="v" firstAttribute="width" secondItem="root" secondAttribute="leading" id="size"/>
      <constraint firstItem="v" firstAttribute="leading" secondItem="root" secondAttribute="top" id="axis"/>
      <constraint firstItem="v" firstAttribute="leading" secondItem="root" secondAttribute="left" id="mix"/>
      <constraint firstItem="v" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" multiplier="0" id="zero"/>
      <constraint firstItem="v" firstAttribute="leading" constant="20" id="alone"/>
      <constraint firstItem="v" firstAttribute="leadingMargin" secondItem="root" secondAttribute="rightMargin" id="margins"/>
      <constraint firstItem="v" firstAttribute="width" constant="30" id="ok"/>
      """))
    XCTAssertEqual(scene.warnings.map(\.message), [
      "constraint size: it relates a size ('width') to a position ('leading'), which UIKit refuses; it is left out",
      "constraint axis: it relates a horizontal position ('leading') to a vertical one ('top'), which UIKit refuses; it is left out",
      "constraint mix: it mixes 'leading' with 'left' (leading and trailing follow the layout direction, left and right do not), which UIKit refuses; it is left out",
      "constraint zero: a multiplier of 0 on a position ('centerX') makes an invalid constraint (UIKit throws); it is left out",
      "constraint alone: it sets a position ('leading') to a constant, with no second item, which UIKit refuses; it is left out",
      "constraint margins: it mixes 'leading' with 'right' (leading and trailing follow the layout direction, left and right do not), which UIKit refuses; it is left out",
    ])
    // Each at its own line of the file, one after the other.
    let lines = scene.warnings.map(\.location.line)
    XCTAssertEqual(lines, Array(lines[0]..<(lines[0] + 6)))
    XCTAssertEqual(scene.document.constraints.map(\.constant), [30])
  }

  /// The bounds a scene applies hold for XML too: a number past them, a
  /// frame that is not a number, a second object with one id are each a
  /// located warning, never a silent layout.
  func testNumbersPastTheBoundsAndRepeatedIDsAreLocatedWarnings() throws {
    let views = IB.view(id: "v", frame: (0, 0, 10, 10)) + IB.view(id: "v", frame: (0, 0, 10, 10))
      + "<view id=\"w\" translatesAutoresizingMaskIntoConstraints=\"NO\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"nan\" height=\"1e308\"/></view>"
    let scene = try IB.scene(IB.storyboard(subviews: views, constraints: """
      <constraint firstItem="v" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="1e308" id="far"/>
      <constraint firstItem="v" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="1:1e300" id="tiny"/>
      <constraint firstItem="v" firstAttribute="width" constant="30" id="ok"/>
      """))
    XCTAssertEqual(scene.warnings.map(\.message), [
      "a second object with the id v: constraints naming it are read as naming the last",
      "the frame's width 'nan' is not a number; read as 0",
      "the frame's height 1e308: the size must be at most 10000000 points; read as 0",
      "constraint far has the constant 1e308: the constant must be at most 10000000 points; it is left out",
      "constraint tiny has the multiplier 1:1e300: the multiplier must be 0 or at least 0.0001 in magnitude; it is left out",
    ])
    // Of the file's constraints (w, which none names, keeps its frame by IB's prototyping constraints).
    XCTAssertEqual(scene.document.constraints.filter { !SystemConstraint.isSystemIdentifier($0.identifier ?? "") }.map(\.constant), [30])
  }

  /// A stack's spacing, a view's margins and an intrinsic-size placeholder
  /// past the bounds were read as given (`convert` then wrote a scene Plumb
  /// refuses): each is a located warning and read as its default.
  func testSpacingMarginsAndPlaceholderSizesPastTheBoundsAreLocatedWarnings() throws {
    let stack = IB.view(id: "s", kind: "stackView", attributes: #"spacing="nan""#, frame: (0, 0, 100, 40), body: """
      <directionalEdgeInsets key="directionalLayoutMargins" top="1e308" leading="8" bottom="0" trailing="-1e9"/>
      """)
    let label = IB.view(id: "l", kind: "label", attributes: #"placeholderIntrinsicWidth="1e308" placeholderIntrinsicHeight="-1""#, frame: (0, 50, 10, 20))
    let scene = try IB.scene(IB.storyboard(subviews: stack + label))
    XCTAssertEqual(scene.warnings.map(\.message), [
      "the stack's spacing 'nan': it is not a number; read as its default",
      "the top margin '1e308': the inset must be at most 10000000 points; read as its default",
      "the trailing margin '-1e9': the inset must be at least -10000000 points; read as its default",
      "the placeholder intrinsic size '1e308': the size must be at most 10000000 points; read as its default",
    ])
    let s = try XCTUnwrap(scene.document.views.first { $0.ibID == "s" })
    XCTAssertEqual(s.stack?.spacing, 0)
    XCTAssertEqual(s.margins, Insets(top: 0, left: 8, bottom: 0, right: 0))
    XCTAssertEqual(scene.document.views.first { $0.ibID == "l" }?.intrinsicOverride, IntrinsicOverride(width: nil, height: nil))
    XCTAssertEqual(scene.warnings.first?.location.line, scene.views.first { $0.id == "s" }?.location.line)
  }

  /// A label's line count, a font's size, a view's priorities and a
  /// hexadecimal number (which Swift reads and a scene refuses) were read
  /// silently as 1, as given, as 250 or as their value: each is a located
  /// warning now, read as the default; so is a second constraint with one id.
  func testLineCountsFontSizesPrioritiesAndHexadecimalNumbersAreBoundedAsEverywhere() throws {
    let font = #"<fontDescription key="fontDescription" type="system" pointSize="1e20"/>"#
    let views = IB.view(id: "a", kind: "label", attributes: #"numberOfLines="10000001" horizontalHuggingPriority="nan""#, frame: (0, 0, 10, 20), body: font)
      + IB.view(id: "b", kind: "label", attributes: #"numberOfLines="0x10""#, frame: (0, 30, 10, 20))
    let scene = try IB.scene(IB.storyboard(subviews: views, constraints: """
      <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="0x10" id="hex"/>
      <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="8" id="same"/>
      <constraint firstItem="b" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="same"/>
      """))
    XCTAssertEqual(scene.warnings.map(\.message), [
      "the number of lines '10000001': the number of lines must be at most 10000; read as its default",
      "the font size '1e20': the font size must be at most 1000 points; read as its default",
      "view UILabel a has the horizontalHuggingPriority 'nan', which is not a number; read as 250",
      "the number of lines '0x10': it is not a number; read as its default",
      "constraint hex has an unreadable constant '0x10'; it is left out",
      "a second object with the id same: an edit naming it (--set same.constant=…) changes every one",
    ])
    XCTAssertEqual(scene.document.views.filter { $0.ibID != nil }.map(\.lines), [1, 1])
  }

  /// Issue 21 (found by the interfacebuilder fuzz target): a root frame
  /// without a usable size took a 0-point canvas, which `convert` wrote as
  /// a scene Plumb refuses; the screen's size stands in, said.
  func testARootWithoutASizeIsLaidOutOnTheScreenWithAWarning() throws {
    let scene = try IB.scene(IB.storyboard(width: 0, subviews: IB.view(id: "v", frame: (0, 0, 10, 10))))
    XCTAssertEqual(scene.warnings.map(\.message), [
      "the root view's frame has no width (missing, or under 1 point); laying it out 414 points wide, the screen's"
    ])
    XCTAssertEqual(scene.document.size.width, 414)
  }

  /// Issue 21: a well-formed file of 10 MB or more was refused as
  /// "malformed XML (error 1)" (libxml2's limit on one chunk); it reads.
  func testAWellFormedFileOfElevenMegabytesReads() throws {
    let small = IB.storyboard(subviews: IB.view(id: "v", frame: (0, 0, 10, 10)))
    let padding = String(repeating: "<!-- padding, as a long file has elements -->\n", count: 240_000)
    let big = small.replacingOccurrences(of: "<scenes>", with: "<scenes>\n" + padding)
    XCTAssertGreaterThan(big.utf8.count, 11_000_000)
    let file = try InterfaceBuilderReader.parse(Data(big.utf8), file: "big.storyboard")
    XCTAssertEqual(file.scenes.first?.document.views.map(\.name).count, 1)
  }

  /// One text of 10,000,000 bytes or more is past what libxml2 reads in one
  /// piece: the error says so, not "XMLParser error 1".
  func testATextPastTheParsersLimitIsSaidAsSuch() throws {
    let small = IB.storyboard(subviews: IB.view(id: "v", frame: (0, 0, 10, 10)))
    let huge = small.replacingOccurrences(of: "<scenes>", with: "<scenes><!-- " + String(repeating: "x", count: 10_000_001) + " -->")
    XCTAssertThrowsError(try InterfaceBuilderReader.parse(Data(huge.utf8), file: "huge.storyboard")) { error in
      XCTAssertTrue("\(error)".contains("10,000,000 bytes or longer"), "\(error)".prefix(300) + "")
    }
  }

  /// FoundationXML crashed (a null pointer) on a processing instruction
  /// without data, `<?xml?>` or `<?t?>` (the interfacebuilder fuzz target's
  /// finding in a CI rehearsal): Plumb reads none, so none reaches the
  /// parser, and every place in the file stays where it was.
  func testProcessingInstructionsWithoutDataAreRead() throws {
    let text = IB.storyboard(subviews: IB.view(id: "v", frame: (0, 0, 10, 10)))
    let declared = try XCTUnwrap(text.range(of: "?>"))
    let bare = "<?xml?>" + text[declared.upperBound...].replacingOccurrences(of: "<scenes>", with: "<scenes><?t?>\n<?pi some data?>")
    let file = try InterfaceBuilderReader.parse(Data(bare.utf8), file: "pi.storyboard")
    XCTAssertEqual(file.scenes.first?.document.views.count, 1)
    XCTAssertEqual(Array(XMLTreeReader.blankingProcessingInstructions(Data("a<?x?>\n<?y\nz?>b<?open".utf8))), Array("a     \n   \n   b<?open".utf8))
    // A malformed file is still said where it is, the places unmoved.
    XCTAssertThrowsError(try InterfaceBuilderReader.parse(Data("<?xml?>\n<document>\n<a></b>\n</document>".utf8), file: "bad.xib")) { error in
      XCTAssertTrue("\(error)".hasPrefix("bad.xib:3:"), "\(error)")
    }
  }
}
