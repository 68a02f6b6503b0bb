import XCTest

@testable import PlumbLayout

/// The verdict line on a view, in CHCR words, and the conditions lessons test.
final class VerdictTests: XCTestCase {
  /// Two labels in a 400-point row (20 + name + 8 + value + 20), as the hugging lesson has them.
  func row(nameHug: Int = 250, valueHug: Int = 251, nameResist: Int = 750, valueResist: Int = 750, name: String = "Name", value: String = "Kim")
    -> (LayoutDocument, LayoutResult)
  {
    var d = LayoutDocument(device: .canvas(width: 400, height: 200, traits: .regularRegular))
    var a = ViewSpec(name: "name", kind: .label, text: name)
    a.hugging = (LayoutPriority(clamping: Double(nameHug)), 251)
    a.compressionResistance = (LayoutPriority(clamping: Double(nameResist)), 750)
    var b = ViewSpec(name: "value", kind: .label, text: value)
    b.hugging = (LayoutPriority(clamping: Double(valueHug)), 251)
    b.compressionResistance = (LayoutPriority(clamping: Double(valueResist)), 750)
    d.views = [a, b]
    d.constraints = [
      ConstraintSpec(firstItem: .view("name"), firstAttribute: .leading, secondItem: .superview, secondAttribute: .leading, constant: 20),
      ConstraintSpec(firstItem: .view("value"), firstAttribute: .leading, secondItem: .view("name"), secondAttribute: .trailing, constant: 8),
      ConstraintSpec(firstItem: .view("value"), firstAttribute: .trailing, secondItem: .superview, secondAttribute: .trailing, constant: -20),
      ConstraintSpec(firstItem: .view("name"), firstAttribute: .top, secondItem: .superview, secondAttribute: .top, constant: 20),
      ConstraintSpec(firstItem: .view("value"), firstAttribute: .top, secondItem: .view("name"), secondAttribute: .top),
    ]
    return (d, LayoutEngine(d).layoutIfNeeded())
  }

  func testHuggingVerdictsNameTheRivalAndBothPriorities() {
    let (d, r) = row()
    XCTAssertEqual(r.verdict(for: "name", document: d), "`name` stretches (width): its hugging (250) is below `value`'s (251)")
    XCTAssertEqual(r.verdict(for: "value", document: d), "`value` keeps its content's width: its hugging (251) is above `name`'s (250)")
    XCTAssertEqual(r.verdict(for: "name", document: d, language: .ko), "`name`의 너비가 늘어납니다: 허깅(250)이 `value`의 허깅(251)보다 낮습니다")
    XCTAssertTrue(LessonCondition.stretches("name", .horizontal).holds(in: r, document: d))
    XCTAssertTrue(LessonCondition.hugs("value", .horizontal).holds(in: r, document: d))
    XCTAssertFalse(LessonCondition.stretches("value", .horizontal).holds(in: r, document: d))
  }

  func testCompressionVerdicts() {
    // 32 + 28 characters do not fit in 352 points: 'value' resists less and is cut.
    let (d, r) = row(nameResist: 751, name: "A rather long title for a screen", value: "and a long detail text too")
    XCTAssertEqual(r.verdict(for: "value", document: d), "`value` is cut (width): its compression resistance (750) is below `name`'s (751)")
    XCTAssertEqual(r.verdict(for: "name", document: d), "`name` is not cut (width): its compression resistance (751) is above `value`'s (750)")
    XCTAssertTrue(LessonCondition.cut("value", .horizontal).holds(in: r, document: d))
    XCTAssertTrue(LessonCondition.not(.cut("name", .horizontal)).holds(in: r, document: d))
  }

  /// A tie decides nothing: the verdict says so, and no condition on the tied views holds, however the engine picked.
  func testATieIsAmbiguousAndProvesNothing() {
    let (d, r) = row(nameHug: 250, valueHug: 250)
    XCTAssertEqual(r.verdict(for: "name", document: d),
                   "`name` is ambiguous: its hugging and `value`'s are equal (250) and pull against each other")
    // Too little room: the compression resistances tie.
    let (tight, tied) = row(name: "A rather long title for a screen", value: "and a long detail text too")
    XCTAssertEqual(tied.verdict(for: "value", document: tight),
                   "`value` is ambiguous: its compression resistance and `name`'s are equal (750) and pull against each other")
    for c in [LessonCondition.stretches("name", .horizontal), .hugs("name", .horizontal), .stretches("value", .horizontal), .hugs("value", .horizontal),
              .not(.cut("value", .horizontal))] {
      XCTAssertFalse(c.holds(in: r, document: d), "\(c)")
    }
    XCTAssertTrue(LessonCondition.ambiguous("name").holds(in: r, document: d))
  }

  /// A step that asks for a view held by its constraints says why it cannot be done by CHCR alone.
  func testBlockerWhenConstraintsHoldTheView() {
    var (d, _) = row()
    d.constraints.append(ConstraintSpec(firstItem: .view("value"), firstAttribute: .width, constant: 24))
    let r = LayoutEngine(d).layoutIfNeeded()
    XCTAssertEqual(
      LessonCondition.blocker([.stretches("value", .horizontal)], d, r, language: .en) { LayoutEngine($0).layoutIfNeeded() },
      "`value` stays 24 wide even with its hugging and compression resistance at 1: its constraints hold it, so change one of them")
    // Without that width, lowering value's hugging is enough: no blocker.
    let (free, freeResult) = row()
    XCTAssertNil(LessonCondition.blocker([.stretches("value", .horizontal)], free, freeResult, language: .en) { LayoutEngine($0).layoutIfNeeded() })
  }
}

final class VerdictLinesTests: XCTestCase {
  /// A label cut at its line count is as tall as its lines: UIKit truncates it, no constraint squeezes it.
  func testALabelCutAtItsLineCount() {
    var d = LayoutDocument(device: .canvas(width: 200, height: 200, traits: .regularRegular))
    var note = ViewSpec(name: "note", kind: .label, text: "one two three four five six seven eight nine ten")
    note.lines = 2
    d.views = [note]
    d.constraints = [
      ConstraintSpec(firstItem: .view("note"), firstAttribute: .leading, secondItem: .superview, secondAttribute: .leading),
      ConstraintSpec(firstItem: .view("note"), firstAttribute: .top, secondItem: .superview, secondAttribute: .top),
      ConstraintSpec(firstItem: .view("note"), firstAttribute: .width, constant: 80),
    ]
    let r = LayoutEngine(d).layoutIfNeeded()
    XCTAssertEqual(r.verdict(for: "note", document: d), "`note` is cut: the label shows 2 lines at most (lines=2) and truncates the rest with …")
    XCTAssertTrue(LessonCondition.cut("note", .vertical).holds(in: r, document: d))
    XCTAssertFalse(LessonCondition.cut("note", .horizontal).holds(in: r, document: d), "wrapping is no horizontal cut")
    XCTAssertEqual(Language.fromLocale(["LANG": "kok_IN.UTF-8"]), .en)
    XCTAssertEqual(Language.fromLocale(["LANG": "ko.UTF-8"]), .ko)
  }
}
