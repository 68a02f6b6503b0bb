import PlumbLayout
import XCTest

/// Dynamic Type in the model: the point size of each text style at each
/// text size (Apple's Human Interface Guidelines, "iOS, iPadOS Dynamic
/// Type sizes") and the names each category goes by (a document laid out
/// at another text size: `SystemFontWidthsTests`).
final class DynamicTypeTests: XCTestCase {
  /// Each style at the default size (what `preferredFont(forTextStyle:)`
  /// returns), at the largest standard size and at AX5.
  func testEachTextStyleHasApplesSizes() {
    let expected: [TextStyle: (xS: Double, large: Double, xxxL: Double, ax5: Double)] = [
      .largeTitle: (31, 34, 40, 60), .title1: (25, 28, 34, 58), .title2: (19, 22, 28, 56), .title3: (17, 20, 26, 55),
      .headline: (14, 17, 23, 53), .body: (14, 17, 23, 53), .callout: (13, 16, 22, 51), .subheadline: (12, 15, 21, 49),
      .footnote: (12, 13, 19, 44), .caption1: (11, 12, 18, 43), .caption2: (11, 11, 17, 40),
    ]
    XCTAssertEqual(Set(expected.keys), Set(TextStyle.allCases))
    for (style, e) in expected {
      XCTAssertEqual(style.pointSizes.count, ContentSizeCategory.allCases.count, style.rawValue)
      XCTAssertEqual(style.pointSize(.extraSmall), e.xS, style.rawValue)
      XCTAssertEqual(style.pointSize(.large), e.large, style.rawValue)
      XCTAssertEqual(style.pointSize(.extraExtraExtraLarge), e.xxxL, style.rawValue)
      XCTAssertEqual(style.pointSize(.accessibilityExtraExtraExtraLarge), e.ax5, style.rawValue)
      // Never smaller at a larger text size.
      XCTAssertEqual(style.pointSizes, style.pointSizes.sorted(), style.rawValue)
    }
  }

  func testACategoryIsKnownByEachOfItsNames() {
    XCTAssertEqual(ContentSizeCategory(name: "AX5"), .accessibilityExtraExtraExtraLarge)
    XCTAssertEqual(ContentSizeCategory(name: "accessibility5"), .accessibilityExtraExtraExtraLarge)
    XCTAssertEqual(ContentSizeCategory(name: "accessibilityExtraExtraExtraLarge"), .accessibilityExtraExtraExtraLarge)
    XCTAssertEqual(ContentSizeCategory(name: "xxxl"), .extraExtraExtraLarge)
    XCTAssertEqual(ContentSizeCategory(name: "xSmall"), .extraSmall)
    XCTAssertNil(ContentSizeCategory(name: "huge"))
    XCTAssertEqual(ContentSizeCategory.allCases.map(\.shortName), ["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5"])
    XCTAssertEqual(ContentSizeCategory.allCases.filter(\.isAccessibility).count, 5)
  }

  func testInterfaceBuildersStyleNames() {
    XCTAssertEqual(TextStyle(interfaceBuilderName: "UICTFontTextStyleTitle0"), .largeTitle)
    XCTAssertEqual(TextStyle(interfaceBuilderName: "UICTFontTextStyleSubhead"), .subheadline)
    XCTAssertNil(TextStyle(interfaceBuilderName: "UICTFontTextStyleShout"))
  }
}
