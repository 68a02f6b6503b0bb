import Foundation
import PlumbTestSupport
import XCTest

/// `plumb --version`: the version alone on one line, exit 0, as argument-parser prints it.
final class VersionTests: XCTestCase {
  func testVersionIsOneSemanticVersionLine() throws {
    let run = try PlumbProcess.run(["--version"])
    XCTAssertEqual(run.status, 0, run.err)
    XCTAssertEqual(run.err, "")
    XCTAssertNotNil(
      run.out.range(of: #"^[0-9]+\.[0-9]+\.[0-9]+\n$"#, options: .regularExpression),
      "not one MAJOR.MINOR.PATCH line: \(run.out.debugDescription)")
  }
}
