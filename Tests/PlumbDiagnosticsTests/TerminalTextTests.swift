import XCTest

@testable import PlumbDiagnostics

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

  /// The byte scan that lets a whole text through unescaped agrees with
  /// the scalar test, for every ASCII scalar and beyond ASCII.
  func testPlainASCIIIsWhatNeedsNoEscape() {
    for value in UInt32(0)...0x7F {
      guard let s = Unicode.Scalar(value) else { continue }
      let text = "a" + String(Character(s)) + "b"
      let clean = !text.unicodeScalars.contains { TerminalText.needsEscape($0) && $0 != "\n" && $0 != "\t" }
      XCTAssertEqual(TerminalText.isPlainASCII(text), clean, "U+\(String(value, radix: 16))")
      XCTAssertEqual(TerminalText.escaped(text) == text, clean, "U+\(String(value, radix: 16))")
    }
    XCTAssertFalse(TerminalText.isPlainASCII("café"), "not ASCII: the scalars decide")
    XCTAssertEqual(TerminalText.escaped("café\u{9B}"), "café\\u{9B}")
  }
}
