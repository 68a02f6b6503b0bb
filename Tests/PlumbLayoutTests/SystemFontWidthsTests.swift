import PlumbLayout
import XCTest

/// Widths of text in Apple's system font, estimated from Helvetica's
/// advances with SF's tracking and weights (`SystemFontWidths`), against
/// the widths Interface Builder stored for labels that hug their text in
/// public storyboards (the corpus's files named in each case).
final class SystemFontWidthsTests: XCTestCase {
  /// Each within 5% of what IB stored, across sizes and weights.
  func testEstimatesMatchWhatInterfaceBuilderStoredForLabelsThatHugTheirText() {
    let stored: [(text: String, size: Double, weight: SystemFontWidths.Weight, width: Double, file: String)] = [
      ("Kein Kontakt", 17, .regular, 96, "224 corona-warn-app"),
      ("Friendship Credentials Flag", 17, .regular, 207, "234 NordicSemiconductor"),
      ("Open external links in Safari", 16, .regular, 201, "060 GitHawk"),
      ("Bound to Network Key", 12, .regular, 126, "234 NordicSemiconductor"),
      ("Overlay drawing on camera when taking photos", 12, .regular, 269, "052 DonMag ScratchPad"),
      ("Network Metrics", 17, .regular, 125.33, "089 onevcat Kingfisher"),
      ("UINavigationBar", 22, .regular, 154.5, "201 scenee FloatingPanel"),
      ("Victoria Anderson", 18, .semibold, 151.67, "205 RocketChat"),
      ("Category", 16, .regular, 67, "219 firebase quickstart-ios"),
      ("Vor 3 Tagen", 17, .bold, 96.67, "224 corona-warn-app"),
    ]
    for s in stored {
      let e = SystemFontWidths.width(of: s.text[...], size: s.size, weight: s.weight)
      XCTAssertEqual(e / s.width, 1, accuracy: 0.05, "\(s.text) at \(s.size) (\(s.file)): estimated \(e), stored \(s.width)")
      // The sure part never claims a text that fits does not.
      XCTAssertLessThanOrEqual(e * SystemFontWidths.fitsLowerBound, s.width, s.text)
    }
  }

  /// Helvetica's advances by character: a word is the sum of its letters,
  /// scaled by size, SF's tracking at that size and the weight.
  func testAWidthIsTheSumOfItsCharactersAdvances() {
    // W 944, i 222, l 222, space 278, m 833 per 1000 units of the em.
    let units = 944.0 + 222 + 222 + 278 + 833
    XCTAssertEqual(SystemFontWidths.width(of: "Wil m", size: 10), units / 100 * SystemFontWidths.tracking(size: 10), accuracy: 1e-9)
    XCTAssertEqual(
      SystemFontWidths.width(of: "Wil m", size: 10, weight: .bold), units / 100 * SystemFontWidths.tracking(size: 10) * 1.05, accuracy: 1e-9)
    // Wide characters take an em; a combining mark nothing; an accented letter an average letter.
    XCTAssertEqual(SystemFontWidths.width(of: "한", size: 20), 20 * SystemFontWidths.tracking(size: 20), accuracy: 1e-9)
    XCTAssertEqual(SystemFontWidths.width(of: "e\u{301}", size: 20), SystemFontWidths.width(of: "e", size: 20), accuracy: 1e-9)
    XCTAssertEqual(SystemFontWidths.width(of: "é", size: 20), SystemFontWidths.width(of: "e", size: 20), accuracy: 1e-9)
    // An accented letter is as wide as its base letter, narrow or wide.
    XCTAssertEqual(SystemFontWidths.width(of: "îļŕ", size: 20), SystemFontWidths.width(of: "ilr", size: 20), accuracy: 1e-9)
    XCTAssertEqual(SystemFontWidths.width(of: "Ŵ", size: 20), SystemFontWidths.width(of: "W", size: 20), accuracy: 1e-9)
    // Looser at small sizes, tighter at large ones, held at both ends.
    XCTAssertGreaterThan(SystemFontWidths.tracking(size: 11), SystemFontWidths.tracking(size: 17))
    XCTAssertGreaterThan(SystemFontWidths.tracking(size: 17), SystemFontWidths.tracking(size: 28))
    XCTAssertEqual(SystemFontWidths.tracking(size: 200), 0.95)
    XCTAssertEqual(SystemFontWidths.width(of: "x", size: .nan), 0)
  }

  func testWrappingBreaksAtSpacesAndInsideWordsLongerThanALine() {
    let measure = { (s: Substring) in Double(s.count) * 10 }
    XCTAssertEqual(SystemFontWidths.wrap("aa bb cc", room: 50, measure: measure), ["aa bb", "cc"])
    XCTAssertEqual(SystemFontWidths.wrap("abcdefgh", room: 30, measure: measure), ["abc", "def", "gh"])
    XCTAssertEqual(SystemFontWidths.wrap("a\nb", room: 100, measure: measure), ["a", "b"])
    XCTAssertEqual(SystemFontWidths.wrap("aa abcdefgh b", room: 40, measure: measure), ["aa", "abcd", "efgh", "b"])
  }

  func testPseudolanguagesLengthenTheText() {
    XCTAssertEqual(PseudoLanguage.double.apply("Sign in"), "Sign in Sign in")
    XCTAssertEqual(PseudoLanguage.rtl.apply("Sign in"), "Sign in")
    let text = "Forgot your password? Reset it here"
    let accented = PseudoLanguage.accented.apply(text)
    XCTAssertTrue(accented.hasPrefix("[Föŕĝöt ýöüŕ"), accented)
    XCTAssertEqual(Double(accented.count) / Double(text.count), 1.4, accuracy: 0.06)
    XCTAssertEqual(PseudoLanguage.accented.apply(""), "")
  }

  /// A label in a text style grows with the text size by how much wider
  /// its text becomes; a fixed-size font grows only with a longer text; a
  /// `.scene`'s view (no size of its own) changes only its text.
  func testAStressedDocumentGrowsTextByItsEstimatedWidth() {
    var d = LayoutDocument(title: nil, device: .canvas(width: 375, height: 667, traits: Traits(horizontal: .compact, vertical: .regular)))
    var styled = ViewSpec(name: "styled", kind: .label, text: "Hello")
    styled.textStyle = .body
    styled.font = .system(size: 17)
    styled.intrinsicOverride = IntrinsicOverride(width: 40, height: 20.5)
    var fixed = ViewSpec(name: "fixed", kind: .label, text: "Hello")
    fixed.font = .system(size: 17)
    fixed.intrinsicOverride = IntrinsicOverride(width: 40, height: 20.5)
    let plain = ViewSpec(name: "plain", kind: .label, text: "Hello")
    d.views = [styled, fixed, plain]
    let w17 = SystemFontWidths.width(of: "Hello", size: 17), w53 = SystemFontWidths.width(of: "Hello", size: 53)
    let ax5 = d.stressed(TextStress(textSize: .accessibilityExtraExtraExtraLarge))
    XCTAssertEqual(ax5.views[0].font, .system(size: 53))
    XCTAssertEqual(ax5.views[0].intrinsicOverride?.width ?? 0, 40 + w53 - w17, accuracy: 1e-9)
    XCTAssertEqual(ax5.views[0].intrinsicOverride?.height ?? 0, 20.5 + (53 - 17) * 2444 / 2048, accuracy: 1e-9)
    XCTAssertEqual(ax5.views[1], fixed)
    XCTAssertEqual(ax5.views[2], plain)
    XCTAssertEqual(ax5.textStress.textSize, .accessibilityExtraExtraExtraLarge)
    let doubled = d.stressed(TextStress(pseudo: .double))
    XCTAssertEqual(doubled.views[1].intrinsicOverride?.width ?? 0, 40 + SystemFontWidths.width(of: "Hello Hello", size: 17) - w17, accuracy: 1e-9)
    XCTAssertEqual(doubled.views[2].text, "Hello Hello")
    XCTAssertEqual(doubled.views[2].intrinsicOverride, nil)
    XCTAssertEqual(d.stressed(TextStress()), d)
  }

  /// A label of several lines wraps again at its designed width: more
  /// lines at a larger size, each in the larger line height.
  func testALabelOfSeveralLinesWrapsAgainAtItsWidth() {
    var d = LayoutDocument(title: nil, device: .canvas(width: 375, height: 667, traits: Traits(horizontal: .compact, vertical: .regular)))
    var label = ViewSpec(name: "body", kind: .label, text: "one two three four five six seven eight nine ten")
    label.lines = 0
    label.textStyle = .body
    label.font = .system(size: 17)
    let line17 = FontMetrics.system(size: 17).lineHeight
    label.intrinsicOverride = IntrinsicOverride(width: 200, height: 2 * line17)
    d.views = [label]
    let ax5 = d.stressed(TextStress(textSize: .accessibilityExtraExtraExtraLarge), widths: ["body": 200])
    let font = FontMetrics.system(size: 53)
    let lines = SystemFontWidths.wrap(label.text, room: 200) { font.width(of: $0) ?? 0 }.count
    XCTAssertGreaterThan(lines, 2)
    XCTAssertEqual(ax5.views[0].intrinsicOverride?.height ?? 0, Double(lines) * font.lineHeight, accuracy: 1e-9)
    XCTAssertEqual(ax5.views[0].intrinsicOverride?.width, 200)
  }

  /// A shorter text in a label of several lines never makes it narrower
  /// than nothing; a label whose font and text are as designed keeps its size.
  func testAShorterTextNeverGivesANegativeWidthAndAnUnchangedLabelKeepsItsSize() {
    var d = LayoutDocument(title: nil, device: .canvas(width: 375, height: 667, traits: Traits(horizontal: .compact, vertical: .regular)))
    var long = ViewSpec(name: "long", kind: .label, text: String(repeating: "Translation of a long sentence ", count: 6))
    long.lines = 0
    long.font = .system(size: 17)
    long.textStyle = .body
    long.intrinsicOverride = IntrinsicOverride(width: 300, height: 122)
    var fixed = ViewSpec(name: "fixed", kind: .label, text: "Title Label")
    fixed.lines = 0
    fixed.font = .system(size: 21)
    fixed.intrinsicOverride = IntrinsicOverride(width: 85, height: 25.5)
    d.views = [long, fixed]
    let short = Translation(language: "fr", strings: [long.text: "Court"])
    let widths = ["long": 300.0, "fixed": 85.0]
    let fr = d.stressed(TextStress(translation: short), widths: widths)
    XCTAssertGreaterThanOrEqual(fr.views[0].intrinsicOverride?.width ?? -1, 0)
    XCTAssertEqual(fr.views[0].intrinsicOverride?.height ?? 0, 122 - 6 * 20.287 + 20.287, accuracy: 130, "one line now")
    let xs = d.stressed(TextStress(textSize: .extraSmall), widths: widths)
    XCTAssertEqual(xs.views[1].intrinsicOverride, fixed.intrinsicOverride, "a fixed font, text as designed")
    XCTAssertGreaterThanOrEqual(xs.views[0].intrinsicOverride?.width ?? -1, 0)
  }

  /// A label given its intrinsic width shows its line whole; one that shrinks its font truncates only past its smallest.
  func testIntrinsicWidthAndAutoshrinkAreNotTruncation() {
    var label = ViewSpec(name: "l", kind: .label, text: "Options")
    label.font = .system(size: 17)
    label.intrinsicOverride = IntrinsicOverride(width: 40, height: 20)
    XCTAssertFalse(label.truncatesText(in: Frame(x: 0, y: 0, width: 40, height: 20)), "at its intrinsic width")
    XCTAssertTrue(label.truncatesText(in: Frame(x: 0, y: 0, width: 30, height: 20)))
    label.minimumScaleFactor = 0.5
    XCTAssertFalse(label.truncatesText(in: Frame(x: 0, y: 0, width: 30, height: 20)), "shrinks to fit")
    XCTAssertTrue(label.truncatesText(in: Frame(x: 0, y: 0, width: 10, height: 20)))
  }
}
