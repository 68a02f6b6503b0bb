import Foundation
import PlumbInterfaceBuilder
import PlumbLayout
import PlumbReports
import XCTest

/// `check --all-text-sizes` and `--pseudo` on a storyboard: what larger
/// text or a longer language breaks that the layout as designed does not,
/// each finding once with the conditions that show it.
final class TextStressTests: XCTestCase {
  /// A label `id` in `font`, `width` points wide by a required constraint (or hugging its text when nil), at the top left.
  func label(
    _ id: String, text: String, font: String, width: Double?, stored: Double = 300, lines: Int = 1, y: Double
  ) -> (view: String, constraints: String) {
    let view = IB.view(
      id: id, kind: "label", attributes: #"userLabel="\#(id)" text="\#(text)" numberOfLines="\#(lines)""#, frame: (16, y, width ?? stored, 20.5),
      body: "<fontDescription key=\"fontDescription\" \(font)/>")
    var constraints = """
      <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="\(id)-l"/>
      <constraint firstItem="\(id)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\(y)" id="\(id)-t"/>
      """
    if let width { constraints += "\n<constraint firstItem=\"\(id)\" firstAttribute=\"width\" constant=\"\(width)\" id=\"\(id)-w\"/>" }
    return (view, constraints)
  }

  func sweep(_ labels: [(view: String, constraints: String)], _ conditions: [TextStress]) throws -> [Finding] {
    let text = IB.storyboard(subviews: labels.map(\.view).joined(), constraints: labels.map(\.constraints).joined(separator: "\n"))
    let scene = try IB.scene(text)
    let subject = TextStressSweep.Subject(file: "s.storyboard", solved: SolvedScene(scene: scene, result: IB.solve(scene)))
    return TextStressSweep.check([subject], under: conditions) { LayoutEngine($0).layoutIfNeeded() }
  }

  /// "Continue" in Body fits 80 points up to xxL: from xxxL on its sure
  /// width is more. The same text in a fixed 17-point font never grows,
  /// and a label of several lines wraps instead of truncating.
  func testBodyTextInAFixedWidthTruncatesFromTheSizeItNoLongerFits() throws {
    let styled = label("styled", text: "Continue", font: #"style="UICTFontTextStyleBody""#, width: 80, y: 100)
    let fixed = label("fixed", text: "Continue", font: #"type="system" pointSize="17""#, width: 80, y: 140)
    let wraps = label("wraps", text: "Continue to the next step", font: #"style="UICTFontTextStyleBody""#, width: nil, lines: 0, y: 180)
    let all = TextStressSweep.conditions(textSize: nil, allTextSizes: true, pseudo: nil)
    XCTAssertEqual(all.count, 11, "every size but the default")
    // (Their taller lines also make the labels 40 points apart overlap: a finding of its own.)
    let found = try sweep([styled, fixed, wraps], all).filter { $0.rule == .truncated }
    XCTAssertEqual(found.map(\.rule), [.truncated], found.map(\.messageWithConditions).joined(separator: "\n"))
    let f = try XCTUnwrap(found.first)
    XCTAssertEqual(f.message, "'styled' truncates its text \"Continue\": the text no longer fits the room its constraints give it")
    XCTAssertEqual(f.conditions, ["at text size xxxL to AX5"])
    XCTAssertEqual(f.subject, "styled")
    XCTAssertEqual(f.location?.line, 13, "the label's element, the first subview")
    // Where it first stops fitting: the sure part of its estimate at xxxL (23 points) is more than 80, at xxL (21) not.
    let w = { (size: Double) in SystemFontWidths.width(of: "Continue", size: size) * SystemFontWidths.fitsLowerBound }
    XCTAssertGreaterThan(w(23), 80)
    XCTAssertLessThan(w(21), 80)
  }

  /// Doubled text truncates the fixed-font label too; a label free to grow does not truncate.
  func testDoubleLengthTextTruncatesEveryFixedWidth() throws {
    let styled = label("styled", text: "Continue", font: #"style="UICTFontTextStyleBody""#, width: 80, y: 100)
    let fixed = label("fixed", text: "Continue", font: #"type="system" pointSize="17""#, width: 80, y: 140)
    let free = label("free", text: "Continue", font: #"type="system" pointSize="17""#, width: nil, y: 180)
    let found = try sweep([styled, fixed, free], TextStressSweep.conditions(textSize: nil, allTextSizes: false, pseudo: .double))
    XCTAssertEqual(found.map(\.messageWithConditions), [
      "'fixed' truncates its text \"Continue Continue\": the text no longer fits the room its constraints give it (with double-length text)",
      "'styled' truncates its text \"Continue Continue\": the text no longer fits the room its constraints give it (with double-length text)",
    ])
  }

  /// Nothing to check as designed, and text that fits as designed is no finding.
  func testTheLayoutAsDesignedIsNoCondition() throws {
    XCTAssertEqual(TextStressSweep.conditions(textSize: .large, allTextSizes: false, pseudo: nil), [])
    let styled = label("styled", text: "Continue", font: #"style="UICTFontTextStyleBody""#, width: 80, y: 100)
    XCTAssertEqual(try sweep([styled], [TextStress(textSize: .extraSmall)]).map(\.message), [])
  }

  /// A label that grows with the text size pushes the view after it off
  /// the screen: said of each view newly past the edge, with the sizes.
  func testGrowingTextPushesAViewOffTheScreen() throws {
    let title = label("title", text: "Continue with your account", font: #"style="UICTFontTextStyleBody""#, width: nil, stored: 200, y: 100)
    let box = IB.view(id: "box", attributes: #"userLabel="box""#, frame: (247, 100, 100, 20))
    let found = try sweep([title, (box, """
      <constraint firstItem="box" firstAttribute="leading" secondItem="title" secondAttribute="trailing" constant="8" id="bl"/>
      <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="bt"/>
      <constraint firstItem="box" firstAttribute="width" constant="100" id="bw"/>
      <constraint firstItem="box" firstAttribute="height" constant="20" id="bh"/>
      """)], TextStressSweep.conditions(textSize: nil, allTextSizes: true, pseudo: nil))
    let pushed = try XCTUnwrap(found.first { $0.message.contains("'box'") }, found.map(\.messageWithConditions).joined(separator: "\n"))
    XCTAssertEqual(pushed.rule, .outOfBounds)
    XCTAssertEqual(pushed.message, "scene 'Login View Controller': 'box' reaches past the screen, where it is inside as designed")
    XCTAssertTrue(pushed.conditions.first?.hasPrefix("at text size ") ?? false, "\(pushed.conditions)")
    XCTAssertTrue(pushed.conditions.first?.hasSuffix(" to AX5") ?? false, "\(pushed.conditions)")
    XCTAssertEqual(pushed.subject, "box")
    // Smaller text pushes nothing.
    XCTAssertEqual(try sweep([title], [TextStress(textSize: .extraSmall)]).map(\.message), [])
  }

  /// With `--all-devices`, the text conditions are crossed with the file's
  /// own screen and the narrowest of its kind: a label as wide as the
  /// screen less 32 points stops fitting its Body text at a smaller text
  /// size on a 320-point phone than on the file's 375-point one, and the
  /// finding, said once, names both.
  func testTextConditionsAreCrossedWithTheNarrowestScreen() throws {
    let text = "Continue with your account"
    let view = IB.view(
      id: "title", kind: "label", attributes: #"userLabel="title" text="\#(text)" numberOfLines="1""#, frame: (16, 100, 343, 20.5),
      body: #"<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>"#)
    let storyboard = IB.storyboard(device: "retina4_7", toolsVersion: "22154", width: 375, height: 667, subviews: view, constraints: """
      <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="l"/>
      <constraint firstItem="root" firstAttribute="trailing" secondItem="title" secondAttribute="trailing" constant="16" id="r"/>
      <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="t"/>
      """)
    let all = TextStressSweep.conditions(textSize: nil, allTextSizes: true, pseudo: nil)
    let found = try DeviceSweep.check(Data(storyboard.utf8), file: "s.storyboard", scene: nil, textStress: all) { LayoutEngine($0).layoutIfNeeded() }
      .filter { $0.rule == .truncated }
    XCTAssertEqual(found.map(\.messageWithConditions), [
      "'title' truncates its text \"\(text)\": the text no longer fits the room its constraints give it"
        + " (at text size AX2 to AX5 on retina4_7 portrait; at text size AX1 to AX5 on retina3_5 portrait)"
    ])
    // Where each screen's run starts: the sure width of the text at each size against 343 and 288 points.
    let sure = { (size: Double) in SystemFontWidths.width(of: Substring(text), size: size) * SystemFontWidths.fitsLowerBound }
    XCTAssertLessThan(sure(TextStyle.body.pointSize(.accessibilityMedium)), 343)
    XCTAssertGreaterThan(sure(TextStyle.body.pointSize(.accessibilityLarge)), 343)
    XCTAssertLessThan(sure(TextStyle.body.pointSize(.extraExtraExtraLarge)), 288)
    XCTAssertGreaterThan(sure(TextStyle.body.pointSize(.accessibilityMedium)), 288)
  }
}
