import Foundation
import PlumbLayout
import PlumbSwiftCode
import PlumbTestSupport
import XCTest

/// The public corpus: every file read and laid out without a crash, at
/// least 95% of the constraints written in anchor, item-attribute, VFL or
/// SnapKit syntax imported from the file alone (under some arm of its
/// choices), and every one not imported explained where it is. Prints the per-file table.
final class SwiftCodeCorpusTests: XCTestCase {
  func testCorpusImportsAtLeastNinetyFivePercentAndExplainsTheRest() throws {
    let dir = Repository.url("Tests/Fixtures/SwiftCodeCorpus")
    let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".swift") }.sorted()
    XCTAssertEqual(files.count, 32)
    var written = 0, imported = 0
    var table = "| file | written | imported |\n|---|---:|---:|\n"
    for f in files {
      let text = try String(contentsOf: dir.appendingPathComponent(f), encoding: .utf8)
      let i = try SwiftCodeImporter.read(text, file: f)
      let result = LayoutEngine(i.document).layoutIfNeeded()
      XCTAssertEqual(result.views.count, i.document.views.count, f)
      XCTAssertLessThanOrEqual(i.imported, i.written, f)
      XCTAssertLessThanOrEqual(i.shown, i.imported, f)
      XCTAssertEqual(i.missed.map(\.count).reduce(0, +), i.written - i.imported, f)
      written += i.written
      imported += i.imported
      table += "| \(f) | \(i.written) | \(i.imported) |\n"
    }
    table += "| total | \(written) | \(imported) (\(String(format: "%.1f", 100 * Double(imported) / Double(max(1, written))))%) |\n"
    print(table)
    XCTAssertGreaterThanOrEqual(Double(imported), 0.95 * Double(written), table)
  }
}
