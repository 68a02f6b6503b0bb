import PlumbTestSupport
import XCTest
@testable import PlumbLayout

/// Text wrapping: the same lines as the straightforward algorithm, in linear
/// time, and no trap for any width a solve can produce.
final class TextMetricsTests: XCTestCase {
  /// The straightforward algorithm (the one `wrap` had before it was made
  /// linear), counting terminal cells (a wide character takes two): the
  /// reference for the differential test.
  func referenceWrap(_ text: String, width: Double) -> [String] {
    let perLine = max(1, Int((width + 1e-9) / TextMetrics.characterWidth))
    func cells(_ s: String) -> Int { s.reduce(0) { $0 + TextMetrics.cells($1) } }
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
        var w = word
        let candidate = line.isEmpty ? w : line + " " + w
        if cells(candidate) <= perLine { line = candidate; continue }
        if !line.isEmpty { lines.append(line); line = "" }
        while cells(w) > perLine {
          // The longest start that fits, at least one character.
          var n = 1
          while n < w.count && cells(String(w.prefix(n + 1))) <= perLine { n += 1 }
          lines.append(String(w.prefix(n)))
          w = String(w.dropFirst(n))
        }
        line = w
      }
      lines.append(line)
    }
    return lines
  }

  func testWrapMatchesTheReference() {
    var rng = SplitMix64(seed: 11)
    let pieces = ["a", "bb", "ccc", "dddddddddddd", " ", " ", "  ", "\n", "é", "界"]
    for _ in 0..<500 {
      let text = (0..<Int.random(in: 0...20, using: &rng)).map { _ in pieces.randomElement(using: &rng) ?? "" }.joined()
      let width = Double(Int.random(in: 0...120, using: &rng))
      XCTAssertEqual(TextMetrics.wrap(text, width: width), referenceWrap(text, width: width), "\(text.debugDescription) at \(width)")
    }
    XCTAssertEqual(TextMetrics.wrap("Kim Min-su lives in Seoul", width: 80), ["Kim Min-su", "lives in", "Seoul"])
  }

  func testAnyWidthIsSafe() {
    // A width past Int.max, infinity and NaN would trap in a plain Int(_:).
    XCTAssertEqual(TextMetrics.wrap("a b", width: 8e19), ["a b"])
    XCTAssertEqual(TextMetrics.wrap("a b", width: .infinity), ["a b"])
    XCTAssertEqual(TextMetrics.wrap("ab", width: .nan), ["a", "b"])
    XCTAssertEqual(TextMetrics.wrap("ab", width: -.infinity), ["a", "b"])
    XCTAssertEqual(TextMetrics.wrappedHeight("x", width: 8e19, maxLines: 0), 16)
    XCTAssertEqual(Int(saturating: 8e19), 1 << 52)
    XCTAssertEqual(Int(saturating: -.infinity), -(1 << 52))
    XCTAssertEqual(Int(saturating: .nan), 0)
    XCTAssertEqual(Int(saturating: 12.9), 12)
  }

  func testWrappingIsLinear() {
    // A 1 MB word cut into 10-character lines, and 1 MB of short words on one huge line.
    let word = String(repeating: "x", count: 1 << 20)
    let words = String(repeating: "ab ", count: 1 << 18)
    let start = Date()
    XCTAssertEqual(TextMetrics.wrap(word, width: 80).count, (1 << 20) / 10 + 1)
    XCTAssertEqual(TextMetrics.wrap(words, width: 8e12).count, 1)
    XCTAssertLessThan(Date().timeIntervalSince(start), hangGuardSeconds, "wrapping took \(Date().timeIntervalSince(start)) s")
  }

  func testAHugeSolvedWidthDoesNotTrap() {
    // `label a "x" lines=0` made 8e19 points wide: the text wraps at that width.
    var label = ViewSpec(name: "a", kind: .label, text: "x")
    label.lines = 0
    let doc = LayoutDocument(device: .canvas(width: 400, height: 300, traits: .regularRegular), views: [label], constraints: [
      ConstraintSpec(firstItem: .view("a"), firstAttribute: .width, constant: 8e19),
    ])
    let r = LayoutEngine(doc).layoutIfNeeded()
    XCTAssertEqual(r.view("a")?.frame.width, 8e19)
    XCTAssertEqual(r.view("a")?.frame.height, 16)
  }

  /// The width of a one-scalar character is the same whether asked of the scalar or of the character.
  func testScalarWidthsAreTheCharacterWidths() {
    var checked = 0
    for value in UInt32(0)...0x10FFFF {
      guard let s = Unicode.Scalar(value) else { continue }
      XCTAssertEqual(TextMetrics.cells(s), TextMetrics.cells(Character(s)), "U+\(String(value, radix: 16))")
      checked += 1
    }
    XCTAssertEqual(checked, 0x110000 - 0x800)
  }
}
