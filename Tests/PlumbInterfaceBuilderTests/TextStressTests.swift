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
  func label(_ id: String, text: String, font: String, width: Double?, lines: Int = 1, y: Double) -> (view: String, constraints: String) {
    let view = IB.view(
      id: id, kind: "label", attributes: #"userLabel="\#(id)" text="\#(text)" numberOfLines="\#(lines)""#, frame: (16, y, width ?? 300, 20.5),
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
    let result = IB.solve(scene)
    let subject = TextStressSweep.Subject(
      file: "s.storyboard", document: scene.document, result: result,
      locations: Dictionary(scene.views.map { ($0.name, $0.location) }, uniquingKeysWith: { a, _ in a }))
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
    let found = try sweep([styled, fixed, wraps], all)
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
}
