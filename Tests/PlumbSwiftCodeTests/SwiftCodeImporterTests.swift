import PlumbLayout
import PlumbScene
import PlumbSwiftCode
import PlumbUIKitCode
import XCTest

/// Each construct of Swift layout code: the constraints imported, the frames solved, the warnings' full text.
final class SwiftCodeImporterTests: XCTestCase {
  func read(_ body: String, defines: [String: Double] = [:]) -> SwiftCodeImport {
    try! SwiftCodeImporter.read(body, file: "T.swift", options: SwiftCodeOptions(defines: defines))
  }

  /// A view controller whose viewDidLoad is `body`.
  func controller(_ body: String, members: String = "") -> String {
    "import UIKit\nclass VC: UIViewController {\n\(members)\n  override func viewDidLoad() {\n    super.viewDidLoad()\n\(body)\n  }\n}\n"
  }

  func frame(_ i: SwiftCodeImport, _ name: String) -> Frame? {
    LayoutEngine(i.document).layoutIfNeeded().views.first { $0.name == name }?.frame
  }

  func testAnchorsWithConstantsMultiplierAndActivate() {
    let i = read(controller("""
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
        NSLayoutConstraint.activate([
          box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
          box.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 10),
          box.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5),
          box.heightAnchor.constraint(equalToConstant: 44),
        ])
      """))
    XCTAssertEqual(i.document.constraints.map(\.notation), [
      "box.leading = root.leading + 20", "box.top = safeArea.top + 10", "box.width = 0.5 * root.width", "box.height = 44",
    ])
    XCTAssertEqual(frame(i, "box"), Frame(x: 20, y: 30, width: 187.5, height: 44))
    XCTAssertEqual(i.written, 4)
    XCTAssertEqual(i.imported, 4)
    XCTAssertEqual(i.warnings, [])
  }

  func testAViewsKeyboardGuideIsBelowTheSafeAreaWithTheKeyboardHidden() {
    let i = read(controller("""
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(bar)
        NSLayoutConstraint.activate([
          bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
          bar.leadingAnchor.constraint(equalTo: view.keyboardLayoutGuide.leadingAnchor),
          bar.trailingAnchor.constraint(equalTo: view.keyboardLayoutGuide.trailingAnchor),
          bar.heightAnchor.constraint(equalToConstant: 44),
        ])
      """))
    XCTAssertEqual(i.warnings, [])
    XCTAssertEqual(i.imported, 4)
    // On the default iPhone (375 x 667, no home indicator) the safe area ends at the bottom.
    XCTAssertEqual(frame(i, "bar"), Frame(x: 0, y: 623, width: 375, height: 44))
  }

  /// An activity indicator is 20 points square, 37 when large (by its
  /// initializer or its `style`); a stepper 94 by 32: placed by their
  /// centres alone, none is ambiguous.
  func testFixedSizeControlsMadeInCodeHaveTheirSize() {
    let i = read(controller("""
        let spinner = UIActivityIndicatorView(style: .large)
        let small = UIActivityIndicatorView()
        let restyled = UIActivityIndicatorView(style: .medium)
        restyled.style = .whiteLarge
        let stepper = UIStepper()
        for v in [spinner, small, restyled, stepper] {
          v.translatesAutoresizingMaskIntoConstraints = false
          view.addSubview(v)
          v.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
        }
        spinner.topAnchor.constraint(equalTo: view.topAnchor, constant: 100).isActive = true
        small.topAnchor.constraint(equalTo: view.topAnchor, constant: 200).isActive = true
        restyled.topAnchor.constraint(equalTo: view.topAnchor, constant: 300).isActive = true
        stepper.topAnchor.constraint(equalTo: view.topAnchor, constant: 400).isActive = true
      """))
    let r = LayoutEngine(i.document).layoutIfNeeded()
    XCTAssertEqual(r.ambiguousCount, 0)
    XCTAssertEqual(frame(i, "spinner").map { [$0.width, $0.height] }, [37, 37])
    XCTAssertEqual(frame(i, "small").map { [$0.width, $0.height] }, [20, 20])
    XCTAssertEqual(frame(i, "restyled").map { [$0.width, $0.height] }, [37, 37])
    XCTAssertEqual(frame(i, "stepper").map { [$0.width, $0.height] }, [94, 32])
  }

  /// A constraint of an anchor to itself says nothing: left out, said where it is.
  func testAConstraintOfAnAnchorToItselfIsLeftOut() {
    let i = read(controller("""
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
        box.centerXAnchor.constraint(equalTo: box.centerXAnchor).isActive = true
        box.widthAnchor.constraint(equalToConstant: 44).isActive = true
      """))
    XCTAssertEqual(i.document.constraints.map(\.notation), ["box.width = 44"])
    XCTAssertTrue(i.warnings.contains { $0.description.contains("relates 'box.centerX' to itself, which says nothing; it is left out") }, "\(i.warnings)")
  }

  func testIsActiveRelationsAndPrioritiesInAllSpellings() {
    let i = read(controller("""
        let a = UILabel()
        a.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(a)
        a.widthAnchor.constraint(greaterThanOrEqualToConstant: 10).isActive = true
        let c = a.widthAnchor.constraint(lessThanOrEqualToConstant: 300)
        c.priority = .defaultHigh
        c.isActive = true
        let d = a.heightAnchor.constraint(equalToConstant: 20)
        d.priority = UILayoutPriority(999)
        d.isActive = true
        let e = a.heightAnchor.constraint(equalToConstant: 21)
        e.priority = .required - 1
        e.isActive = true
        let f = a.heightAnchor.constraint(equalToConstant: 22)
        f.priority = UILayoutPriority(rawValue: 250)
        f.isActive = true
        let g = a.heightAnchor.constraint(equalToConstant: 23)
        g.priority = .init(100)
        g.isActive = true
      """))
    XCTAssertEqual(i.document.constraints.map(\.notation), [
      "a.width >= 10", "a.width <= 300 @750", "a.height = 20 @999", "a.height = 21 @999", "a.height = 22 @250", "a.height = 23 @100",
    ])
  }

  func testItemAttributeAndMarginsAttributes() {
    let i = read(controller("""
        let a = UIView()
        a.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(a)
        view.addConstraint(NSLayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: view, attribute: .leadingMargin, multiplier: 1, constant: 4))
        view.addConstraint(NSLayoutConstraint(item: a, attribute: .height, relatedBy: .greaterThanOrEqual, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 30))
      """))
    XCTAssertEqual(i.document.constraints.map(\.notation), ["a.leading = root.margins.leading + 4", "a.height >= 30"])
    XCTAssertEqual(frame(i, "a")?.x, 20)
    // Spelled with `init`, it is the same constraint; a call of another type with those labels is not one.
    let spelled = read(controller("""
        let a = UIView()
        a.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(a)
        NSLayoutConstraint.init(item: a, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 40).isActive = true
        let c: NSLayoutConstraint = .init(item: a, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 30)
        c.isActive = true
        Other(item: a, attribute: .top, relatedBy: .equal, toItem: view, attribute: .top, multiplier: 1, constant: 9).isActive = true
      """))
    XCTAssertEqual(spelled.document.constraints.map(\.notation), ["a.width = 40", "a.height = 30"])
  }

  func testVisualFormatWithMetricsViewsAndAlignment() {
    let i = read(controller("""
        let a = UIView(), b = UIView()
        for v in [a, b] { v.translatesAutoresizingMaskIntoConstraints = false; view.addSubview(v) }
        let views = ["a": a, "b": b]
        let metrics = ["pad": 10]
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-pad-[a(50)]-[b(==a)]", options: .alignAllTop, metrics: metrics, views: views))
      """))
    XCTAssertEqual(i.document.constraints.map(\.notation), [
      "a.width = 50", "a.leading = superview.leading + 10", "b.width = a.width", "b.leading = a.trailing + 8", "a.top = b.top",
    ])
    XCTAssertEqual(frame(i, "b")?.x, 68)
  }

  func testStackViewSettingsAndArrangedSubviews() {
    let i = read(controller("""
        view.addSubview(stack)
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.setCustomSpacing(4, after: title)
        title.setContentHuggingPriority(.defaultHigh, for: .vertical)
      """, members: """
        let title = UILabel()
        lazy var stack: UIStackView = {
          let s = UIStackView(arrangedSubviews: [title])
          s.axis = .vertical
          s.alignment = .center
          s.spacing = 12
          s.isLayoutMarginsRelativeArrangement = true
          s.addArrangedSubview(UIButton(type: .system))
          return s
        }()
      """))
    let stack = i.document.view(named: "stack")
    XCTAssertEqual(stack?.stack?.axis, .vertical)
    XCTAssertEqual(stack?.stack?.alignment, .center)
    XCTAssertEqual(stack?.stack?.spacing, 12)
    XCTAssertEqual(stack?.stack?.layoutMarginsRelativeArrangement, true)
    XCTAssertEqual(stack?.stack?.arranged, ["title", "button"])
    XCTAssertEqual(i.document.view(named: "title")?.hugging.vertical, 750)
    XCTAssertEqual(stack?.stack?.customSpacing, ["title": 4], "setCustomSpacing(4, after: title)")
    XCTAssertTrue(i.warnings.isEmpty, "\(i.warnings)")
  }

  func testUnknownConstantIsSaidAndDefineSuppliesIt() {
    let code = controller("""
        let a = UIView()
        a.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(a)
        a.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: Constants.padding).isActive = true
      """)
    let i = read(code)
    XCTAssertEqual(i.warnings.map(\.description), [
      "T.swift:9:69: warning: 'Constants.padding' is not known here; using 0 (set it with --define Constants.padding=VALUE)",
    ])
    let j = read(code, defines: ["Constants.padding": 16])
    XCTAssertEqual(j.warnings, [])
    XCTAssertEqual(j.document.constraints.first?.constant, 16)
  }

  func testConstantsFoldedFromStaticsAndLets() {
    let i = read("""
      import UIKit
      enum Layout { static let inset: CGFloat = 12; static let double = inset * 2 }
      class V: UIView {
        private let gap = 4.0
        let a = UIView()
        override init(frame: CGRect) {
          super.init(frame: frame)
          addSubview(a)
          a.translatesAutoresizingMaskIntoConstraints = false
          a.topAnchor.constraint(equalTo: topAnchor, constant: Layout.double + gap).isActive = true
        }
      }
      """)
    XCTAssertEqual(i.document.constraints.map(\.notation), ["a.top = root.top + 28"])
  }

  func testKeptConstraintChangedLaterIsANamedState() {
    let i = read(controller("""
        let a = UIView()
        a.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(a)
        heightConstraint = a.heightAnchor.constraint(equalToConstant: 40)
        heightConstraint.isActive = true
      """, members: """
        var heightConstraint: NSLayoutConstraint!
        func expand() { heightConstraint.constant = 120 }
      """))
    XCTAssertEqual(i.document.constraints.map(\.notation), ["a.height = 40"])
    XCTAssertEqual(i.document.constraints.first?.identifier, "heightConstraint")
    XCTAssertEqual(i.states.map(\.name), ["expand"])
    let expanded = i.states.first.map { $0.applied(to: i.document) }
    XCTAssertEqual(expanded.flatMap { LayoutEngine($0).layoutIfNeeded().views.first { $0.name == "a" }?.frame.height }, 120)
  }

  func testBranchTakesFirstArmUnlessDefined() {
    let code = controller("""
        let a = UIView()
        a.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(a)
        if isCompact {
          a.widthAnchor.constraint(equalToConstant: 10).isActive = true
        } else {
          a.widthAnchor.constraint(equalToConstant: 20).isActive = true
        }
      """)
    let i = read(code)
    XCTAssertEqual(i.document.constraints.map(\.notation), ["a.width = 10"])
    XCTAssertEqual(i.warnings.map(\.description), ["T.swift:9:6: warning: 'isCompact' is not known here; taking the first arm (set it with --define isCompact=false)"])
    XCTAssertEqual(read(code, defines: ["isCompact": 0]).document.constraints.map(\.notation), ["a.width = 20"])
  }

  func testSnapKitCalls() {
    let i = read("""
      import UIKit
      import SnapKit
      class Cell: UITableViewCell {
        let icon = UIImageView()
        let title = UILabel()
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
          super.init(style: style, reuseIdentifier: reuseIdentifier)
          contentView.addSubview(icon)
          contentView.addSubview(title)
          icon.snp.makeConstraints { make in
            make.top.left.equalToSuperview().offset(8)
            make.size.equalTo(CGSize(width: 30, height: 30))
          }
          title.snp.makeConstraints {
            $0.left.equalTo(icon.snp.right).offset(10)
            $0.centerY.equalTo(icon)
            $0.right.equalToSuperview().inset(12).priority(.high)
            $0.width.equalTo(icon).multipliedBy(2)
          }
        }
      }
      // plumb: canvas 320x60
      """)
    XCTAssertEqual(i.document.constraints.map(\.notation), [
      "icon.top = superview.top + 8", "icon.left = superview.left + 8", "icon.width = 30", "icon.height = 30",
      "title.left = icon.right + 10", "title.centerY = icon.centerY", "title.right = superview.right - 12 @750", "title.width = 2 * icon.width",
    ])
    XCTAssertEqual(i.document.size.width, 320)
    XCTAssertEqual(frame(i, "icon"), Frame(x: 8, y: 8, width: 30, height: 30))
    XCTAssertEqual(i.written, 8)
    XCTAssertEqual(i.imported, 8)
  }

  func testSnapKitEdgesInsetAndCenter() {
    let i = read(controller("""
        let a = UIView(), b = UIView()
        view.addSubview(a)
        a.addSubview(b)
        a.snp.makeConstraints { $0.edges.equalToSuperview().inset(10) }
        b.snp.makeConstraints { $0.center.equalToSuperview(); $0.width.height.equalTo(20) }
      """))
    XCTAssertEqual(frame(i, "a"), Frame(x: 10, y: 10, width: 355, height: 647))
    XCTAssertEqual(frame(i, "b"), Frame(x: 167.5, y: 313.5, width: 20, height: 20))
  }

  func testViewLeftToAutoresizingIsFixedAsUIKitWouldWithAWarning() {
    let i = read(controller("""
        let a = UIView(frame: CGRect(x: 5, y: 6, width: 70, height: 80))
        view.addSubview(a)
      """))
    XCTAssertEqual(frame(i, "a"), Frame(x: 5, y: 6, width: 70, height: 80))
    let j = read(controller("""
        let a = UIView()
        view.addSubview(a)
        a.widthAnchor.constraint(equalToConstant: 10).isActive = true
      """))
    XCTAssertEqual(j.warnings.map(\.description), [
      "T.swift:6:11: warning: 'a' keeps translatesAutoresizingMaskIntoConstraints = true (not set to false in this file): UIKit fixes its frame with autoresizing constraints, which its own constraints then fight",
    ])
  }

  /// A frame set a part at a time, as UIKit does: `frame.size.width`,
  /// `frame.origin`, `bounds` (which keeps the center), `center` (which
  /// moves the frame); one Plumb cannot read is said, not dropped.
  func testAFrameSetAPartAtATimeIsTheFrameUIKitGives() {
    let i = read(controller("""
        let a = UIView(), b = UIView(), c = UIView()
        [a, b, c].forEach { view.addSubview($0) }
        a.frame.size.width = 100
        a.frame.size.height = 40
        a.frame.origin = CGPoint(x: 10, y: 20)
        b.frame = CGRect(origin: .init(x: 0, y: 0), size: CGSize(width: 50, height: 50))
        b.frame = CGRect(origin: CGPoint(x: 0, y: 0), size: CGSize(width: 50, height: 50))
        b.bounds = CGRect(x: 0, y: 0, width: 30, height: 10)
        c.frame.size = a.frame.size
        c.center = CGSize(width: 1, height: 1)
        c.center = CGPoint(x: a.center.x, y: 200)
        c.center.x += 1
      """))
    XCTAssertEqual(frame(i, "a"), Frame(x: 10, y: 20, width: 100, height: 40))
    XCTAssertEqual(frame(i, "b"), Frame(x: 10, y: 20, width: 30, height: 10), "the bounds keep the center (25, 25)")
    XCTAssertEqual(frame(i, "c"), Frame(x: 11, y: 180, width: 100, height: 40))
    XCTAssertEqual(i.warnings.map(\.description), [
      "T.swift:11:13: warning: 'CGRect(origin: .init(x: 0, y: 0), size: CGSize(width: 50, height: 50))' is not known here; 'b' keeps the frame it had",
      "T.swift:15:3: warning: the center given to 'c' is not a value Plumb reads; the view keeps the frame it had",
    ])
  }

  /// Frames Plumb cannot know stay unknown when read (Auto Layout sets them
  /// later, or a nib made the view), and a part set from a value Plumb
  /// does not read is said where it is; `.zero` and a frame copied into a
  /// variable are read.
  func testAFramePartPlumbCannotReadIsSaidAndAReadFrameIsNeverMadeUp() {
    let i = read(controller("""
        let a = UIView(), b = UIView()
        [a, b].forEach { view.addSubview($0) }
        a.frame.origin = .zero
        a.frame.size = CGSize(width: 100, height: 40)
        var f = a.frame
        f.size.width = 300
        a.frame = f
        a.center.x = .nan
        b.frame = CGRect(x: 0, y: 0, width: a.frame.width, height: 10)
        b.frame.size.width = view.bounds.size.width
        header.center = CGPoint(x: 1, y: 1)
        let c = UIView(), d = UIView()
        [c, d].forEach { view.addSubview($0) }
        c.frame = CGRect(x: 0, y: 0, width: 10, height: d.frame.height)
      """, members: "@IBOutlet weak var header: UIView!"))
    XCTAssertEqual(frame(i, "a"), Frame(x: 0, y: 0, width: 300, height: 40))
    XCTAssertEqual(frame(i, "b"), Frame(x: 0, y: 0, width: 300, height: 10))
    XCTAssertEqual(i.warnings.map(\.description).filter { !$0.contains("placing it in the root") && !$0.contains("an outlet") }, [
      "T.swift:13:3: warning: 'a.center.x' is set to a value Plumb does not read here; it is left as it was",
      "T.swift:15:24: warning: 'view.bounds.size.width' is not known here; 'b.frame.size.width' is left as it was",
      "T.swift:16:3: warning: the frame of 'header' is not known here; its center is left as it was",
      "T.swift:17:25: warning: 'd' has no constraints and no frame set in this file; UIKit leaves it at its zero frame",
      "T.swift:19:51: warning: 'd.frame.height' is not known here; using 0 (set it with --define d.frame.height=VALUE)",
    ])
  }

  /// A rect, size or point that starts at `.zero` is set part by part;
  /// a layer's frame or a struct's of the file's own is none of Plumb's
  /// business and is passed by without a word.
  func testAZeroFrameBuiltPartByPartAndFramesThatAreNotAViewsAreLeftAlone() {
    let i = read(controller("""
        let a = UIView(), b = UIView()
        [a, b].forEach { view.addSubview($0) }
        var r = CGRect.zero
        r.size.width = 30
        r.origin.y = 7
        a.frame = r
        var p = CGPoint.zero
        p.x = 3
        var s: CGSize = .zero
        s.width = 9
        b.bounds.size = s
        b.center = p
        let layer = CAGradientLayer()
        layer.frame.size.width = 10
        box.frame.size.width = 10
      """, members: "var box = Box()\nstruct Box { var frame: CGRect = .zero }"))
    XCTAssertEqual(frame(i, "a"), Frame(x: 0, y: 7, width: 30, height: 0))
    XCTAssertEqual(frame(i, "b"), Frame(x: -1.5, y: 0, width: 9, height: 0))
    XCTAssertEqual(i.warnings.filter { $0.description.contains("is not known here") || $0.description.contains("does not read") }.map(\.description), [])
  }

  func testCustomSubclassIsAPlainViewAndOutletsArePlaced() {
    let i = read(controller("""
        let avatar = AvatarView()
        avatar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(avatar)
        avatar.topAnchor.constraint(equalTo: header.bottomAnchor).isActive = true
      """, members: "@IBOutlet weak var header: UIView!"))
    XCTAssertEqual(i.document.view(named: "avatar")?.kind, .view)
    XCTAssertEqual(i.document.constraints.map(\.notation), ["avatar.top = header.bottom"])
    XCTAssertTrue(i.warnings.contains { $0.description == "T.swift:3:20: warning: 'header' is made outside this file; placing it in the root" }, "\(i.warnings)")
  }

  func testPlumbCommentsSetTheRootAndViewAttributesInTheSceneLanguage() {
    let i = read("// plumb: device ipad\n// plumb: orientation landscape\n// plumb: direction rtl\n" + controller(""))
    XCTAssertEqual(i.document.device.name, "ipad")
    XCTAssertEqual(i.document.orientation, .landscape)
    XCTAssertEqual(i.document.direction, .rightToLeft)
    let j = read(controller("""
        let photo = UIImageView() // plumb: image=120x120
        photo.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(photo)
        // "// plumb: canvas 1x1" in a string is not a comment:
        let s = "// plumb: canvas 1x1"
      """).replacingOccurrences(of: "import UIKit", with: "// plumb: canvas 320x80\n// plumb: safearea 4 0 0 0\nimport UIKit"))
    XCTAssertEqual(j.document.size.width, 320)
    XCTAssertEqual(j.document.size.height, 80)
    XCTAssertEqual(j.document.safeAreaInsets.top, 4)
    XCTAssertEqual(j.document.view(named: "photo")?.imageSize?.width, 120)
    XCTAssertEqual(LayoutEngine(j.document).layoutIfNeeded().views.first { $0.name == "photo" }?.intrinsicWidth, 120)
    let k = read("// plumb: canvas 0x5\n" + controller(""))
    XCTAssertEqual(k.warnings.map(\.description).filter { $0.hasPrefix("T.swift:1:") }, [
      "T.swift:1:1: warning: '// plumb: canvas 0x5': the canvas size must be at least 1 point; the comment is ignored",
    ])
  }

  func testBadInputGivesLocatedWarningsAndABestEffortLayout() {
    let truncated = controller("""
        let a = UIView()
        a.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(a)
        a.widthAnchor.constraint(equalToConstant: 10).isActive = true
        a.heightAnchor.constraint(equalTo
      """)
    let i = read(String(truncated.dropLast(6)))
    XCTAssertTrue(i.document.constraints.map(\.notation).contains("a.width = 10"))
    XCTAssertFalse(i.warnings.isEmpty)
    XCTAssertTrue(i.warnings.allSatisfy { $0.description.hasPrefix("T.swift:") })
    for garbage in ["", "}}}{{{", "let = = =", "\u{0}\u{1}binary", "view.addSubview(view)"] {
      let g = read(garbage)
      XCTAssertEqual(g.document.constraints.count, 0, garbage)
    }
    // Too deep to parse: refused with its place, never parsed.
    XCTAssertThrowsError(try SwiftCodeImporter.read(String(repeating: "(", count: 500), file: "T.swift")) { error in
      XCTAssertTrue("\(error)".hasPrefix("T.swift:1:49: error:"), "\(error)")
    }
  }

  func testHierarchyCyclesAndHugeNumbersAreRefusedNotTrapped() {
    let i = read(controller("""
        let a = UILabel(), b = UIView()
        view.addSubview(a)
        a.addSubview(b)
        b.addSubview(a)
        a.numberOfLines = 1e300
        let pick = [a, b][1e300]
        stack.insertArrangedSubview(a, at: 1e300)
        a.widthAnchor.constraint(equalToConstant: 1e300).isActive = true
        a.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
        a.heightAnchor.constraint(lessThanOrEqualToConstant: .greatestFiniteMagnitude).isActive = true
        a.heightAnchor.constraint(equalToConstant: CGFloat.infinity).isActive = true
        let row = UIStackView()
        row.spacing = CGFloat.infinity
      """))
    XCTAssertEqual(i.document.constraints.filter { $0.identifier == nil }.map(\.notation), ["a.leading = root.leading"])
    // A named number is its real value, refused where it stands as any constant past the bound is (never made a smaller number).
    for line in [13, 15, 16] {
      XCTAssertTrue(
        i.warnings.contains { $0.description == "T.swift:\(line):3: warning: the constant must be at most 10000000 points; the constraint is left out" }, "\(line): \(i.warnings)")
    }
    XCTAssertTrue(i.warnings.contains { $0.description == "T.swift:12:3: warning: 'stack' is not known here; its insertArrangedSubview is left out" }, "\(i.warnings)")
    XCTAssertEqual(i.document.view(named: "a")?.parent, nil)
    XCTAssertEqual(i.document.view(named: "b")?.parent, "a")
    XCTAssertEqual(i.document.view(named: "a")?.lines, 1)
    // An infinite spacing is refused where it is set, as a huge one is, and the old one kept.
    XCTAssertTrue(i.warnings.contains { $0.description == "T.swift:18:3: warning: the spacing must be at most 10000000 points; the stack keeps the spacing it had" }, "\(i.warnings)")
    XCTAssertTrue(
      i.warnings.contains { $0.description == "T.swift:6:11: warning: 'a' cannot be added to 'b', which is inside it (UIKit would throw); left where it is" },
      "\(i.warnings)")
    _ = LayoutEngine(i.document).layoutIfNeeded()
  }

  /// Spacing, margins, frames and a constant assigned later are held to the
  /// model's bounds where they are set, as constants are: said there, and
  /// the value they had is kept (a huge separator inset built but never
  /// given to a view is no warning).
  func testHugeValuesAreRefusedWhereTheyAreSet() {
    let i = read(controller("""
        let a = UIView(), b = UIView(), stack = UIStackView(arrangedSubviews: [a, b])
        view.addSubview(stack)
        stack.spacing = .greatestFiniteMagnitude
        stack.setCustomSpacing(1e308, after: a)
        stack.layoutMargins = UIEdgeInsets(top: 0, left: 20_000_000, bottom: 0, right: 0)
        let c = UIView(frame: CGRect(x: 0, y: 0, width: 1e308, height: 10))
        view.addSubview(c)
        let w = a.widthAnchor.constraint(equalToConstant: 100)
        w.isActive = true
        w.constant = .greatestFiniteMagnitude
        let hidden = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: .greatestFiniteMagnitude)
        let x = 1 / 0
        let fits = a.systemLayoutSizeFitting(CGSize(width: 320, height: UIView.layoutFittingCompressedSize.height))
        let tall = a.sizeThatFits(CGSize(width: 320, height: .infinity))
        let never = a.widthAnchor.constraint(lessThanOrEqualToConstant: .greatestFiniteMagnitude)
      """))
    let said = i.warnings.map(\.description)
    for expected in [
      "T.swift:8:3: warning: the spacing must be at most 10000000 points; the stack keeps the spacing it had",
      "T.swift:9:26: warning: the spacing must be at most 10000000 points; this custom spacing is left out",
      "T.swift:10:3: warning: the inset must be at most 10000000 points; 'stack' keeps the margins it had",
      "T.swift:11:25: warning: a frame's value must be at most 10000000 points; the view is made without this frame",
      "T.swift:15:3: warning: the constant must be at most 10000000 points; the change is left out",
    ] {
      XCTAssertTrue(said.contains(expected), "\(expected)\nSAID: \(said)")
    }
    // Sizes asked of a fitting, an inset never set on a view, a constraint never made active: no word (CI runs this).
    for line in 16...20 where line != 17 { XCTAssertFalse(said.contains { $0.contains("T.swift:\(line):") }, "\(line): \(said)") }
    XCTAssertFalse(said.contains { $0.contains("--define 1 / 0") }, "\(said)")
    XCTAssertEqual(i.document.view(named: "stack")?.stack?.spacing, 0)
    XCTAssertTrue(i.document.constraints.map(\.notation).contains("a.width = 100"), "\(i.document.constraints.map(\.notation))")
  }

  /// UIKit's named spacings: the system spacing, and a custom spacing taken
  /// away by `spacingUseDefault`; neither is "not a number".
  func testNamedStackSpacings() {
    let i = read(controller("""
        let a = UIView(), b = UIView(), c = UIView(), stack = UIStackView(arrangedSubviews: [a, b, c])
        view.addSubview(stack)
        stack.spacing = UIStackView.spacingUseSystem
        stack.setCustomSpacing(20, after: a)
        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: a)
        stack.setCustomSpacing(UIStackView.spacingUseSystem, after: b)
      """))
    XCTAssertEqual(i.warnings.filter { $0.message.contains("number") }, [])
    XCTAssertEqual(i.document.view(named: "stack")?.stack?.spacing, StackSpec.systemSpacing)
  }

  /// A view a stack cannot take (the stack is inside it) is not arranged
  /// either, so moving it elsewhere leaves the stack without it.
  func testAViewAStackCannotTakeIsNotArranged() {
    let i = read(controller("""
        let box = UIView(), stack = UIStackView()
        view.addSubview(box)
        box.addSubview(stack)
        stack.addArrangedSubview(box)
        view.addSubview(box)
      """))
    XCTAssertEqual(i.document.view(named: "stack")?.stack?.arranged, [])
    XCTAssertEqual(i.document.view(named: "box")?.parent, nil)
    XCTAssertEqual(i.document.view(named: "stack")?.parent, "box")
  }

  func testSnippetLaysOutInView() {
    let i = read("""
      let label = UILabel()
      label.text = "Hi"
      label.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(label)
      label.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
      label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8).isActive = true
      """)
    XCTAssertEqual(i.root, "a snippet's view")
    XCTAssertEqual(i.document.constraints.map(\.notation), ["label.centerX = root.centerX", "label.top = safeArea.top + 8"])
    XCTAssertEqual(frame(i, "label")?.y, 28)
    XCTAssertEqual(i.warnings, [])
  }

  func testSnapKitRemakeUpdateKeptConstraintAndLaterOffset() {
    let i = read(controller("""
        let a = UIView()
        view.addSubview(a)
        a.snp.makeConstraints { make in
          make.top.equalToSuperview()
          make.left.equalTo(view.snp.left).offset(3)
          make.width.lessThanOrEqualTo(view).dividedBy(2).labeled("half")
          heightConstraint = make.height.equalTo(40).constraint
        }
        a.snp.updateConstraints { $0.top.equalToSuperview().offset(12) }
        a.snp.remakeConstraints { $0.width.equalTo(100) }
      """, members: """
        var heightConstraint: Constraint?
        func grow() { heightConstraint?.update(offset: 90) }
      """))
    XCTAssertEqual(i.document.constraints.map(SceneWriter.constraintText), [
      // remake: every earlier SnapKit constraint of the view goes; update: folded into the one it updates.
      "a.top = superview.top + 12 inactive", "a.left = root.left + 3 inactive", "half: a.width <= 0.5 * root.width inactive",
      "heightConstraint: a.height = 40 inactive", "a.width = 100",
    ])
    XCTAssertEqual(i.states.map { $0.summary(i.document) }, ["grow (line 4): heightConstraint.constant = 90"])
    XCTAssertEqual(i.imported, i.written)
  }

  func testGuidesAndSystemSpacing() {
    let i = read(controller("""
        let scroll = UIScrollView(), content = UIView(), a = UIView(), b = UIView()
        for v in [scroll, content, a, b] { v.translatesAutoresizingMaskIntoConstraints = false }
        view.addSubview(scroll)
        scroll.addSubview(content)
        view.addSubview(a)
        view.addSubview(b)
        let guide = UILayoutGuide()
        view.addLayoutGuide(guide)
        NSLayoutConstraint.activate([
          content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
          content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
          a.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
          b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 2),
          guide.widthAnchor.constraint(equalToConstant: 10),
        ])
      """))
    XCTAssertEqual(i.document.constraints.filter { $0.identifier == nil }.map(\.notation), [
      "content.top = scroll.content.top", "content.width = scroll.width", "a.leading = root.margins.leading", "b.top = a.bottom + 16",
      "guide.width = 10",
    ])
    XCTAssertEqual(i.document.view(named: "guide")?.isHidden, true)
  }

  /// A card as wide as the 375-point iphone (whose root margins are 16;
  /// the card's own are 8) with `setting`, and a dot between the leading and
  /// trailing edges of the card's `guide`.
  func card(_ setting: String, guide: String = "layoutMarginsGuide") -> SwiftCodeImport {
    read(controller("""
        let card = UIView(), dot = UIView()
        for v in [card, dot] { v.translatesAutoresizingMaskIntoConstraints = false }
        view.addSubview(card)
        card.addSubview(dot)
        \(setting)
        NSLayoutConstraint.activate([
          card.leadingAnchor.constraint(equalTo: view.leadingAnchor),
          card.trailingAnchor.constraint(equalTo: view.trailingAnchor),
          card.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
          card.heightAnchor.constraint(equalToConstant: 100),
          dot.leadingAnchor.constraint(equalTo: card.\(guide).leadingAnchor),
          dot.trailingAnchor.constraint(equalTo: card.\(guide).trailingAnchor),
          dot.topAnchor.constraint(equalTo: card.topAnchor),
          dot.heightAnchor.constraint(equalToConstant: 10),
        ])
      """))
  }

  func testPreservedMarginsAndReadableWidthAreReadAndLaidOut() {
    let preserving = card("card.preservesSuperviewLayoutMargins = true")
    XCTAssertEqual(preserving.document.view(named: "card")?.preservesSuperviewMargins, true)
    XCTAssertEqual(frame(preserving, "dot"), Frame(x: 16, y: 0, width: 343, height: 10))
    XCTAssertEqual(frame(card(""), "dot"), Frame(x: 8, y: 0, width: 359, height: 10))
    let readable = card("card.layoutMarginsFollowReadableWidth = true")
    XCTAssertEqual(readable.document.view(named: "card")?.followsReadableWidth, true)
  }

  func testReadableContentGuideIsAGuideOfItsOwn() {
    let i = card("card.preservesSuperviewLayoutMargins = true", guide: "readableContentGuide")
    XCTAssertEqual(i.document.constraints.filter { $0.viewNames.first == "dot" }.map(\.notation), [
      "dot.leading = card.readable.leading", "dot.trailing = card.readable.trailing", "dot.top = card.top", "dot.height = 10",
    ])
    XCTAssertEqual(i.warnings.filter { $0.message.contains("readableContentGuide") }, [])
    // Narrower than the readable width: the guide is the card's preserved margins, 16 from each side.
    XCTAssertEqual(frame(i, "dot"), Frame(x: 16, y: 0, width: 343, height: 10))
    let out = SwiftCodeWriter.write(i.document).text
    XCTAssertTrue(out.contains("card.readableContentGuide.leadingAnchor"), out)
  }

  func testCompilationConditionTakesFirstClauseUnlessDefined() {
    let code = controller("""
        let a = UIView()
        a.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(a)
        #if DEBUG
        a.widthAnchor.constraint(equalToConstant: 1).isActive = true
        #else
        a.widthAnchor.constraint(equalToConstant: 2).isActive = true
        #endif
      """)
    let i = read(code)
    XCTAssertEqual(i.document.constraints.map(\.notation), ["a.width = 1"])
    XCTAssertEqual(i.warnings.map(\.description), ["T.swift:9:7: warning: '#if DEBUG' is not known here; taking its first arm (set it with --define DEBUG=false)"])
    XCTAssertEqual(read(code, defines: ["DEBUG": 0]).document.constraints.map(\.notation), ["a.width = 2"])
  }

  func testAViewClassOfTheFileRunsItsInitializer() {
    let i = read("""
      import UIKit
      final class Row: UIView {
        let title = UILabel()
        override init(frame: CGRect) {
          super.init(frame: frame)
          addSubview(title)
          title.translatesAutoresizingMaskIntoConstraints = false
          NSLayoutConstraint.activate([title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 5)])
        }
      }
      final class Cell: UITableViewCell {
        let row = Row()
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
          super.init(style: style, reuseIdentifier: reuseIdentifier)
          row.translatesAutoresizingMaskIntoConstraints = false
          contentView.addSubview(row)
          NSLayoutConstraint.activate([row.topAnchor.constraint(equalTo: contentView.topAnchor), row.widthAnchor.constraint(equalToConstant: 9)])
        }
      }
      """)
    XCTAssertEqual(i.rootClass, "Cell")
    XCTAssertEqual(i.document.view(named: "title")?.parent, "row")
    XCTAssertEqual(i.document.constraints.map(\.notation), ["title.leading = row.leading + 5", "row.top = root.top", "row.width = 9"])
    XCTAssertEqual(i.imported, 3)
  }

  /// Code in the shape Plumb's Swift writer emits: `// plumb:` settings, root margins set in code,
  /// kept constraints with priority and identifier, an inactive one, and size-class blocks.
  func testWriterShapedCodeKeepsSettingsMarginsAndSizeClasses() {
    let i = read("""
      // Profile: UIKit code written by Plumb.
      // plumb: device iphone
      // plumb: orientation landscape
      import UIKit

      final class ProfileViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          viewRespectsSystemMinimumLayoutMargins = false
          view.insetsLayoutMarginsFromSafeArea = false
          view.layoutMargins = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)

          let photo = UIImageView() // plumb: image=120x120
          photo.translatesAutoresizingMaskIntoConstraints = false
          view.addSubview(photo)

          let capW = photo.widthAnchor.constraint(equalToConstant: 100)
          capW.priority = UILayoutPriority(999)
          capW.identifier = "capW"
          let spare = photo.heightAnchor.constraint(equalToConstant: 5)
          spare.isActive = false // inactive in Plumb: activate it to install it
          NSLayoutConstraint.activate([
            photo.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            capW,
          ])
          if traitCollection.verticalSizeClass == .compact {
            NSLayoutConstraint.activate([
              photo.topAnchor.constraint(equalTo: view.topAnchor, constant: 4),
            ])
          }
          if traitCollection.verticalSizeClass == .regular {
            NSLayoutConstraint.activate([
              photo.topAnchor.constraint(equalTo: view.topAnchor, constant: 40),
            ])
          }
        }
      }
      """)
    XCTAssertEqual(i.document.orientation, .landscape)
    XCTAssertEqual(i.document.rootMargins, Insets(top: 0, left: 10, bottom: 0, right: 10))
    XCTAssertEqual(i.document.constraints.map(SceneWriter.constraintText), [
      "capW: photo.width = 100 @999", "photo.height = 5 inactive", "photo.leading = root.margins.leading",
      "photo.top = root.top + 4 when hC", "photo.top = root.top + 40 when hR",
    ])
    XCTAssertEqual(frame(i, "photo"), Frame(x: 10, y: 4, width: 100, height: 120))
    XCTAssertEqual(i.warnings, [])
  }

  func testLooksLikeSwiftCode() {
    XCTAssertTrue(looksLikeSwiftCode("view.addSubview(label)\nlabel.topAnchor.constraint(equalTo: view.topAnchor).isActive = true"))
    XCTAssertFalse(looksLikeSwiftCode("view label \"Hi\"\nlabel.top = root.top + 8\n"))
    XCTAssertFalse(looksLikeSwiftCode("<?xml version=\"1.0\"?><document/>"))
  }
}
