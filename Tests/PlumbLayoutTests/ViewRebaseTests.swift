import XCTest

@testable import PlumbLayout

/// `ViewSpec.rebased`: a view's edits carried over to the view read again.
final class ViewRebaseTests: XCTestCase {
  /// Each setting the user changed keeps the user's value; each left as
  /// read takes the new read's.
  func testEachEditedSettingIsKeptAndEveryOtherIsTheNewReads() {
    let base = ViewSpec(name: "title", kind: .label, text: "Title")
    var fresh = base
    fresh.font = .system(size: 30, weight: .regular)
    fresh.margins = Insets(top: 1, left: 2, bottom: 3, right: 4)
    var edits: [(String, (inout ViewSpec) -> Void)] = [
      ("text", { $0.text = "Longer title" }),
      ("kind", { $0.kind = .button }),
      ("parent", { $0.parent = "card" }),
      ("intrinsic", { $0.intrinsicOverride = IntrinsicOverride(width: 10, height: nil) }),
      ("hugging h", { $0.hugging.horizontal = LayoutPriority(1) }),
      ("hugging v", { $0.hugging.vertical = LayoutPriority(2) }),
      ("resistance h", { $0.compressionResistance.horizontal = LayoutPriority(3) }),
      ("resistance v", { $0.compressionResistance.vertical = LayoutPriority(4) }),
      ("lines", { $0.lines = 0 }),
      ("image", { $0.imageSize = (width: 5, height: 6) }),
      ("scrolls", { $0.scrolls = false }),
      ("preserves", { $0.preservesSuperviewMargins = true }),
      ("readable", { $0.followsReadableWidth = true }),
      ("safe area", { $0.insetsMarginsFromSafeArea = false }),
      ("hidden", { $0.isHidden = true }),
      ("stack", { $0.stack = StackSpec() }),
      ("condition", { $0.condition = SizeClassCondition(horizontal: .compact) }),
      ("id", { $0.ibID = "x-1" }),
      ("style", { $0.textStyle = .body }),
      ("scale", { $0.textScale = 2 }),
      ("minimum scale", { $0.minimumScaleFactor = 0.5 }),
      ("name", { $0.name = "heading" }),
    ]
    // The settings the new read changed, edited by the user too: the user's value wins.
    edits += [
      ("font", { $0.font = .system(size: 12, weight: .bold) }),
      ("margins", { $0.margins = .zero }),
    ]
    for (what, edit) in edits {
      var edited = base
      edit(&edited)
      var expected = fresh
      edit(&expected)
      XCTAssertEqual(edited.rebased(from: base, onto: fresh), expected, what)
    }
    XCTAssertEqual(base.rebased(from: base, onto: fresh), fresh, "nothing edited: the new read")
    // Every stored setting is one of those above (hugging and resistance are
    // one pair each; `location`, which equality ignores, is the new read's).
    XCTAssertEqual(Mirror(reflecting: base).children.count, edits.count - 2 + 1, "a setting rebased does not know")
  }
}
