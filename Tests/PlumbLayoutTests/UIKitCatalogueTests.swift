import PlumbLayout
import XCTest

/// The one catalogue of UIKit's classes, attribute names and default priorities.
final class UIKitCatalogueTests: XCTestCase {
  func testEveryKindRoundTripsThroughItsClass() {
    for kind in ViewKind.allCases {
      let c = kind.uikitClass
      XCTAssertEqual(c.kind, kind, "\(kind) → \(c.name)")
      XCTAssertEqual(UIKitClass.named(c.name)?.kind, kind, "\(kind) → \(c.name) → kind")
      XCTAssertFalse(c.isAppKit, "a writer makes UIKit's class for \(kind)")
      // A writer's class is one Interface Builder offers, and its element reads back as the kind.
      let element = try? XCTUnwrap(c.elements.first, "\(c.name) has an element")
      XCTAssertEqual(element.flatMap(UIKitClass.element)?.kind, kind, "\(kind) → \(element ?? "?") → kind")
    }
    XCTAssertEqual(ViewKind.label.uikitClass.name, "UILabel")
    XCTAssertEqual(ViewKind.stack.uikitClass.name, "UIStackView")
    XCTAssertEqual(ViewKind.view.uikitClass.name, "UIView")
  }

  func testEveryClassAndElementIsListedOnce() {
    let names = UIKitClass.catalogue.map(\.name)
    XCTAssertEqual(Set(names).count, names.count, "a class listed twice")
    let elements = UIKitClass.catalogue.flatMap(\.elements)
    XCTAssertEqual(Set(elements).count, elements.count, "an element listed twice")
    for c in UIKitClass.catalogue {
      XCTAssertEqual(UIKitClass.named(c.name), c)
      for e in c.elements { XCTAssertEqual(UIKitClass.element(e), c, e) }
      XCTAssertTrue(c.isAppKit == c.name.hasPrefix("NS"), c.name)
      XCTAssertTrue(c.elements.isEmpty || !c.isAppKit, "\(c.name): Interface Builder's iOS elements are UIKit's")
    }
  }

  func testUIKitAndAppKitClassesAndElements() {
    let expected: [(String, ViewKind, IntrinsicAxes)] = [
      ("UIStackView", .stack, .none), ("UISlider", .slider, .heightOnly), ("UILabel", .label, .both), ("UIWindow", .view, .none),
      ("NSView", .view, .none), ("NSStackView", .stack, .none), ("NSTextField", .textfield, .both), ("NSButton", .button, .both),
      ("NSImageView", .imageview, .both), ("NSWindow", .view, .none), ("UISegmentedControl", .view, .both), ("UITabBar", .view, .heightOnly),
    ]
    for (name, kind, intrinsic) in expected {
      XCTAssertEqual(UIKitClass.named(name)?.kind, kind, name)
      XCTAssertEqual(UIKitClass.named(name)?.intrinsic, intrinsic, name)
    }
    XCTAssertNil(UIKitClass.named("UIViewController"))
    XCTAssertEqual(UIKitClass.element("textField")?.name, "UITextField")
    XCTAssertEqual(UIKitClass.element("mapView")?.name, "MKMapView")
    XCTAssertNil(UIKitClass.element("tableViewCell"), "a cell holds a content view and is not laid out itself")
    XCTAssertEqual(UIKitClass.named("UISwitch")?.alignmentInsets, Insets(top: 0, left: 0, bottom: 0, right: 2))
    XCTAssertEqual(UIKitClass.named("UISlider")?.alignmentInsets, Insets(top: 0, left: 2, bottom: 1, right: 2))
    XCTAssertEqual(UIKitClass.named("UISegmentedControl")?.alignmentInsets, Insets(top: 0, left: 0, bottom: 1, right: 0))
    XCTAssertEqual(UIKitClass.named("UILabel")?.alignmentInsets, .zero)
  }

  func testDefaultHuggingByOrigin() {
    // Interface Builder's library: labels and image views 251, a switch 750.
    XCTAssertEqual(ViewKind.allCases.map { $0.defaultHugging(.interfaceBuilder) }, [250, 251, 250, 250, 750, 250, 251, 250, 250])
    // In code (`UILabel()`): 250, a switch still 750.
    XCTAssertEqual(ViewKind.allCases.map { $0.defaultHugging(.code) }, [250, 250, 250, 250, 750, 250, 250, 250, 250])
    // A file's element that leaves the priority out: 250 whatever the class.
    XCTAssertEqual(ViewKind.allCases.map { $0.defaultHugging(.archive) }, Array(repeating: 250, count: ViewKind.allCases.count))
    for origin in ViewOrigin.allCases {
      XCTAssertEqual(ViewKind.allCases.map { $0.defaultCompressionResistance(origin) }, Array(repeating: 750, count: ViewKind.allCases.count))
    }
    // A scene's views start as Interface Builder's library makes them.
    XCTAssertEqual(ViewSpec(name: "l", kind: .label).hugging.horizontal, 251)
  }

  func testAttributeNames() {
    let names = LayoutAttribute.uikitNames.map(\.name)
    XCTAssertEqual(names.count, 27)
    XCTAssertEqual(Set(names).count, 27)
    for a in LayoutAttribute.allCases {
      XCTAssertTrue(LayoutAttribute.uikit(a.rawValue)! == (a, false), a.rawValue)
      XCTAssertEqual(LayoutAttribute(anchorName: a.anchorName), a)
    }
    XCTAssertTrue(LayoutAttribute.uikit("baseline")! == (.lastBaseline, false))
    XCTAssertTrue(LayoutAttribute.uikit("leadingMargin")! == (.leading, true))
    XCTAssertTrue(LayoutAttribute.uikit("centerYWithinMargins")! == (.centerY, true))
    // The autoresizing names only where a log prints them.
    XCTAssertNil(LayoutAttribute.uikit("midX"))
    XCTAssertTrue(LayoutAttribute.uikit("midX", autoresizing: true)! == (.centerX, false))
    XCTAssertTrue(LayoutAttribute.uikit("maxY", autoresizing: true)! == (.bottom, false))
    // Names UIKit does not have.
    XCTAssertNil(LayoutAttribute.uikit("widthMargin"))
    XCTAssertNil(LayoutAttribute.uikit("notAnAttribute"))
    XCTAssertNil(LayoutAttribute(anchorName: "leading"))
    XCTAssertNil(LayoutAttribute(anchorName: "Anchor"))
  }
}
