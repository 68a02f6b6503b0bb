import PlumbLayout
import XCTest

/// The one rule for which constraints UIKit accepts; each reader's use of it is tested with the reader.
final class ConstraintRefusalTests: XCTestCase {
  func testWhichConstraintsUIKitRefuses() {
    func refusal(_ a: LayoutAttribute, _ b: LayoutAttribute?, _ m: Double = 1) -> ConstraintRefusal? { LayoutAttribute.refusal(a, to: b, multiplier: m) }
    XCTAssertEqual(refusal(.leading, nil), .positionAlone(.leading))
    XCTAssertEqual(refusal(.width, .leading), .sizeWithPosition(.width, .leading))
    XCTAssertEqual(refusal(.top, .height), .sizeWithPosition(.top, .height))
    XCTAssertEqual(refusal(.leading, .top), .crossAxis(.leading, .top))
    XCTAssertEqual(refusal(.firstBaseline, .centerX), .crossAxis(.firstBaseline, .centerX))
    XCTAssertEqual(refusal(.leading, .left), .directionalWithAbsolute(.leading, .left))
    XCTAssertEqual(refusal(.right, .trailing), .directionalWithAbsolute(.right, .trailing))
    XCTAssertEqual(refusal(.centerX, .centerX, 0), .zeroMultiplierOnPosition(.centerX))
    // What UIKit accepts.
    XCTAssertNil(refusal(.width, nil))
    XCTAssertNil(refusal(.width, .height, 0))
    XCTAssertNil(refusal(.height, .width, 0.5))
    XCTAssertNil(refusal(.leading, .trailing))
    XCTAssertNil(refusal(.left, .centerX, 2))
    XCTAssertNil(refusal(.lastBaseline, .top))
    // The first fault wins: a size to a position, though also across axes.
    XCTAssertEqual(refusal(.width, .top, 0), .sizeWithPosition(.width, .top))
    XCTAssertEqual(ConstraintRefusal.directionalWithAbsolute(.leading, .left).description,
      "it mixes 'leading' with 'left' (leading and trailing follow the layout direction, left and right do not), which UIKit refuses")
  }
}
