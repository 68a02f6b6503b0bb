import PlumbDiagnostics
import XCTest

final class TerminalTextTests: XCTestCase {
  /// The ASCII shortcut says what the Unicode tables say, for every ASCII
  /// scalar: C0 controls and DEL need escaping, nothing else does.
  func testASCIIShortcutAgreesWithTheUnicodeTables() {
    for value in UInt32(0)...0x7F {
      guard let s = Unicode.Scalar(value) else { continue }
      XCTAssertEqual(TerminalText.needsEscape(s), s.properties.generalCategory == .control, "U+\(String(value, radix: 16))")
    }
    XCTAssertTrue(TerminalText.needsEscape("\u{9B}"), "C1 controls still need escaping")
    XCTAssertTrue(TerminalText.needsEscape("\u{202E}"), "so do bidirectional overrides")
    XCTAssertEqual(TerminalText.escaped("a\u{1B}[2Jb\n"), "a\\u{1B}[2Jb\n")
  }
}
