import XCTest
@testable import PlumbLayout
@testable import PlumbPlayground
@testable import PlumbScene

/// `t`: the named states an imported file offers (Swift code's later changes to kept constraints).
final class NamedStateTests: XCTestCase {
  func testTSwitchesAmongTheStatesKeepingOtherEditsAndUndoes() throws {
    let scene = try Fixtures.scene("profile.scene")
    let states = [
      NamedState(name: "compact", line: 40, changes: [.init(constraint: 0, constant: 4, isActive: nil)]),
      NamedState(name: "hidden", line: 50, changes: [.init(constraint: 1, constant: nil, isActive: false)]),
    ]
    var s = try PlaygroundState(imported: scene.document, from: "Profile.swift", states: states)
    let first = s.document
    s.press("jj+")  // another edit, on constraint 2, which no state touches
    let edited = s.document.constraints[2].constant
    s.press("t")
    XCTAssertEqual(s.namedState, 0)
    XCTAssertEqual(s.document.constraints[0].constant, 4)
    XCTAssertEqual(s.message, "state compact (line 40): #1.constant = 4; t: next")
    s.press("t")
    XCTAssertEqual(s.namedState, 1)
    XCTAssertEqual(s.document.constraints[0].constant, first.constraints[0].constant, "the first state's change is undone")
    XCTAssertFalse(s.document.constraints[1].isActive)
    s.press("t")
    XCTAssertNil(s.namedState)
    XCTAssertEqual(s.message, "the layout as first written; t: next state")
    XCTAssertTrue(s.document.constraints[1].isActive)
    XCTAssertEqual(s.document.constraints[2].constant, edited, "an edit of a constraint no state touches stays")
    s.press("u")
    XCTAssertFalse(s.document.constraints[1].isActive, "switching is undoable")
  }

  func testOpeningOnAStateAndFilesWithoutStates() throws {
    let scene = try Fixtures.scene("profile.scene")
    let states = [NamedState(name: "wide", line: 9, changes: [.init(constraint: 0, constant: 40, isActive: nil)])]
    var s = try PlaygroundState(imported: scene.document, from: "Profile.swift", states: states, state: 0)
    XCTAssertEqual(s.document.constraints[0].constant, 40)
    XCTAssertEqual(s.namedState, 0)
    var plain = try Fixtures.state("profile.scene")
    plain.press("t")
    XCTAssertEqual(plain.message, "no named states: Swift code that changes kept constraints later (a constant, isActive) offers them")
    s.press("x")  // a constraint deleted: the states' indices no longer line up
    s.press("t")
    XCTAssertEqual(s.message, "constraints were added or deleted since the file was read: its named states no longer apply")
  }

}
