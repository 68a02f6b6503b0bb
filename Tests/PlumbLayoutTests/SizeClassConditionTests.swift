import PlumbLayout
import XCTest

final class SizeClassConditionTests: XCTestCase {
  func testConditionsMeetWhereBothHoldAndNeverOnDifferentClassesOfOneAxis() {
    let wC = SizeClassCondition(horizontal: .compact)
    let hR = SizeClassCondition(vertical: .regular)
    XCTAssertEqual(wC.meeting(hR), SizeClassCondition(horizontal: .compact, vertical: .regular))
    XCTAssertEqual(wC.meeting(.always), wC)
    XCTAssertEqual(SizeClassCondition.always.meeting(hR), hR)
    XCTAssertNil(wC.meeting(SizeClassCondition(horizontal: .regular)))
    XCTAssertNil(hR.meeting(SizeClassCondition(horizontal: .compact, vertical: .compact)))
  }
}
