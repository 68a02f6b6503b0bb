import PlumbLayout
import XCTest

/// Which constraints no author wrote, told by their identifiers.
final class SystemConstraintTests: XCTestCase {
  func testUIKitsReadersAndPlumbsOwnAreSystemMade() {
    for id in ["h=--&", "v=-&-", "h=&&&", "UISV-spacing", "UIView-Encapsulated-Layout-Width", "NSAutoresizingMaskLayoutConstraint",
      "UIViewSafeAreaLayoutGuide-top", "UIView-leftMargin-guide-constraint", "plumb-nonnegative-title", SystemConstraint.rootFill,
      SystemConstraint.visualEffectContent]
    {
      XCTAssertTrue(SystemConstraint.isSystemIdentifier(id), id)
      XCTAssertTrue(ConstraintSpec(identifier: id, firstItem: .view("a"), firstAttribute: .width).isSystemMade, id)
    }
  }

  func testAnAuthorsIdentifiersAreNot() {
    for id in ["titleWidth", "h=", "h=--", "h=--&&", "h=-x&", "x=--&", "UIView-mine", "leftMargin-guide-constraint"] {
      XCTAssertFalse(SystemConstraint.isSystemIdentifier(id), id)
    }
    XCTAssertFalse(ConstraintSpec(firstItem: .view("a"), firstAttribute: .width).isSystemMade)
  }

  /// The UIKit code writer leaves out only what UIKit makes itself: an autoresizing mask is a frame the app sets.
  func testUIKitsOwnAreASmallerSet() {
    XCTAssertTrue(SystemConstraint.isUIKitIdentifier("UISV-spacing"))
    XCTAssertFalse(SystemConstraint.isUIKitIdentifier("h=--&"))
    XCTAssertFalse(SystemConstraint.isUIKitIdentifier(SystemConstraint.rootFill))
  }
}
