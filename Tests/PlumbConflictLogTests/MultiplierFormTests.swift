import PlumbConflictLog
import PlumbLayout
import XCTest

/// Multipliers in both places UIKit prints them, read and solved; what
/// UIKit refuses to make; and the kinds the catalogue gives logged classes.
final class MultiplierFormTests: XCTestCase {
  /// The solved frame of the view at `address`.
  func frame(_ l: ConflictLog, _ address: String) throws -> Frame {
    let (doc, _) = l.document(l.explain())
    let name = try XCTUnwrap(l.view(address)?.name)
    return try XCTUnwrap(LayoutEngine(doc).layoutIfNeeded().views.first { $0.name == name }?.frame)
  }

  func testATrailingMultiplierIsReadAndSolved() throws {
    let l = try read(log([
      "NSLayoutConstraint:0x1 UIView:0xa.width == UIView:0xb.width * 0.5   (active)",
      "NSLayoutConstraint:0x2 UIView:0xb.width == 300   (active)",
      "NSLayoutConstraint:0x3 UIView:0xa.height == UIView:0xb.height * 0.25 + 10   (active)",
      "NSLayoutConstraint:0x4 UIView:0xb.height == 200   (active)",
    ], broken: nil))
    let cs = try XCTUnwrap(l.conflicts.first?.constraints)
    XCTAssertEqual(cs.map(\.multiplier), [0.5, 1, 0.25, 1])
    XCTAssertEqual(cs.map(\.constant), [0, 300, 10, 200])
    let a = try frame(l, "0xa")
    XCTAssertEqual(a.width, 150)
    XCTAssertEqual(a.height, 60)
  }

  func testALeadingMultiplierIsReadAndSolved() throws {
    let l = try read(log([
      "NSLayoutConstraint:0x1 UIView:0xa.width == 0.5*UIView:0xb.width   (active)",
      "NSLayoutConstraint:0x2 UIView:0xb.width == 300   (active)",
    ], broken: nil))
    XCTAssertEqual(l.conflicts.first?.constraints.map(\.multiplier), [0.5, 1])
    XCTAssertEqual(try frame(l, "0xa").width, 150)
  }

  func testAZeroMultiplierOnAPositionIsLeftOut() throws {
    let l = try read(log([
      "NSLayoutConstraint:0x1 UIView:0xa.centerX == 0*UIView:0xb.centerX   (active)",
      "NSLayoutConstraint:0x3 UIView:0xa.width == 60   (active)",
    ], broken: 1))
    XCTAssertEqual(l.warnings.map(\.message), [
      "cannot read this constraint: a position with a multiplier of 0, which UIKit never makes; it is left out",
    ])
    XCTAssertEqual(l.conflicts.first?.constraints.map(\.address), ["0x3"])
  }

  func testLoggedClassesTakeTheCataloguesKinds() throws {
    let l = try read(log([
      "NSLayoutConstraint:0x1 UIStackView:0xa.width == NSTextField:0xb.width   (active)",
      "NSLayoutConstraint:0x2 NSView:0xc.width == UILabel:0xd.width   (active)",
      "NSLayoutConstraint:0x3 Trust.BrowserBar:0xe.width == 10   (active)",
    ], broken: 2))
    let (doc, _) = l.document(l.explain())
    func kind(_ address: String) -> ViewKind? { doc.views.first { $0.ibID == address }?.kind }
    XCTAssertEqual(kind("0xa"), .stack)
    XCTAssertEqual(kind("0xb"), .textfield)
    XCTAssertEqual(kind("0xc"), .view)
    XCTAssertEqual(kind("0xd"), .label)
    XCTAssertEqual(kind("0xe"), .view)
  }
}
