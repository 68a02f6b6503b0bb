import XCTest
@testable import PlumbPlayground
@testable import PlumbScene

/// The screen of every scene compared with an expected file in Expected/
/// (reviewed by a person when it changes; PLUMB_RECORD=1 rewrites them).
final class ScreenTests: XCTestCase {
  func testEverySceneRendersAsExpected() throws {
    let expected = Fixtures.root.appendingPathComponent("Tests/PlumbPlaygroundTests/Expected")
    let scenes = try FileManager.default.contentsOfDirectory(atPath: Fixtures.root.appendingPathComponent("Scenes").path).filter { $0.hasSuffix(".scene") }.sorted()
    XCTAssertGreaterThan(scenes.count, 10)
    let record = ProcessInfo.processInfo.environment["PLUMB_RECORD"] == "1"
    for name in scenes {
      let s = try Fixtures.state(name, ascii: true)
      // Solve times differ from run to run: show them as zero.
      var text = Screen.render(s).text
      text = text.replacingOccurrences(of: #"solve \d+ us"#, with: "solve 0 us", options: .regularExpression)
      let file = expected.appendingPathComponent(name.replacingOccurrences(of: ".scene", with: ".txt"))
      if record { try text.write(to: file, atomically: true, encoding: .utf8) }
      XCTAssertTrue(text.allSatisfy(\.isASCII), "\(name): the ASCII screen has non-ASCII characters")
      let want = try String(contentsOf: file, encoding: .utf8)
      XCTAssertEqual(text, want, "\(name): the screen changed; review it and run with PLUMB_RECORD=1 to accept")
    }
  }
}

/// The conflict log on screen names every member of the conflicting set, at any size.
final class ConflictLogScreenTests: XCTestCase {
  func testEveryMemberOfTheSetIsShown() throws {
    let source = """
      canvas 320x200
      view a
      view b
      w1: a.width = 100
      eq: a.width = b.width
      w2: b.width = 50
      a.height = 10
      b.height = 10
      a.left = root.left
      b.left = root.left
      a.top = root.top
      b.top = a.bottom
      """
    for (columns, rows) in [(120, 40), (60, 16)] {
      let s = PlaygroundState(scene: try SceneParser.parse(source, file: "three.scene"), path: nil, columns: columns, rows: rows, ascii: true)
      let text = Screen.render(s).text
      for id in ["'w1' a.width == 100", "'eq' a.width == b.width", "'w2' b.width == 50"] {
        XCTAssertTrue(text.contains(id), "\(columns)x\(rows): \(id) missing from\n\(text)")
      }
      XCTAssertTrue(text.contains("Will attempt to recover by breaking constraint"))
    }
  }
}
