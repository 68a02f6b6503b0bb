import PlumbLayout
import PlumbSwiftCode
import XCTest

/// Conditions as choices (issue 22): what the file tells decides an arm,
/// what it cannot tell (or a stored var other code sets) is a choice with
/// the first arm shown, every arm's constraints are counted, and each
/// constraint not imported is explained where it is written.
final class SwiftCodeChoicesTests: XCTestCase {
  func read(_ text: String, defines: [String: Double] = [:]) -> SwiftCodeImport {
    try! SwiftCodeImporter.read(text, file: "T.swift", options: SwiftCodeOptions(defines: defines))
  }

  /// A view controller whose `viewDidLoad` is `body` (its first line is the file's line 5).
  func controller(_ body: String) -> String {
    let indented = body.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
    return "import UIKit\nfinal class VC: UIViewController {\n  override func viewDidLoad() {\n    super.viewDidLoad()\n\(indented)\n  }\n}\n"
  }

  /// A custom view with a `mode` and a setup that switches on it.
  func view(mode: String, switchOn subject: String = "mode") -> String {
    """
    import UIKit
    enum Mode { case wide, narrow, hidden }
    final class Badge: UIView {
      \(mode)
      let label = UILabel()
      override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(label)
        label.translatesAutoresizingMaskIntoConstraints = false
        switch \(subject) {
        case .wide:
          label.widthAnchor.constraint(equalToConstant: 200).isActive = true
        case .narrow:
          label.widthAnchor.constraint(equalToConstant: 50).isActive = true
        case .hidden:
          break
        }
      }
      required init?(coder: NSCoder) { fatalError() }
    }
    """
  }

  func testAConstantSubjectTakesItsCaseAndTheOthersNeverRun() {
    let i = read(view(mode: "let mode = Mode.narrow"))
    XCTAssertEqual(i.document.constraints.map(\.notation), ["label.width = 50"])
    XCTAssertEqual(i.choices, [])
    XCTAssertEqual([i.shown, i.imported, i.written], [1, 1, 2])
    XCTAssertEqual(i.missed, [SwiftCodeMiss(file: "T.swift", line: 12, column: 7, count: 1, reason: .neverTaken("'mode' is .narrow here"))])
  }

  func testAStoredVarIsAChoiceWhoseEveryArmIsCounted() {
    let i = read(view(mode: "var mode: Mode = .wide"))
    XCTAssertEqual(i.document.constraints.map(\.notation), ["label.width = 200"])
    XCTAssertEqual(i.choices, [
      SwiftCodeChoice(
        name: "mode", kind: .switchSubject, file: "T.swift", line: 10, column: 12, values: ["1", "2", "3"], arms: [".wide", ".narrow", ".hidden"],
        taken: 0, isStoredVariable: true)
    ])
    // The layout shows one arm; the other's constraint is imported under its choice.
    XCTAssertEqual([i.shown, i.imported, i.written], [1, 2, 2])
    XCTAssertEqual(i.missed, [])
    XCTAssertEqual(i.warnings.filter { $0.message.contains("mode") }, [])
    // --define picks the N-th case.
    XCTAssertEqual(read(view(mode: "var mode: Mode = .wide"), defines: ["mode": 2]).document.constraints.map(\.notation), ["label.width = 50"])
  }

  func testAnUnknownSubjectIsAChoiceWithAWarning() {
    let i = read(view(mode: "var other = 0", switchOn: "Settings.shared.mode"))
    XCTAssertEqual(i.choices.map(\.name), ["Settings.shared.mode"])
    XCTAssertEqual(i.choices.first?.isStoredVariable, false)
    XCTAssertEqual(i.warnings.map(\.description).filter { $0.contains("mode") }, [
      "T.swift:10:12: warning: 'Settings.shared.mode' is not known here; taking the first case (set it with --define Settings.shared.mode=N to take the N-th)"
    ])
    XCTAssertEqual([i.shown, i.imported, i.written], [1, 2, 2])
  }

  func testAnIfWithoutElseOnAnUnknownFlagIsAChoice() {
    let i = read("""
      import UIKit
      final class VC: UIViewController {
        let box = UIView()
        override func viewDidLoad() {
          super.viewDidLoad()
          view.addSubview(box)
          box.translatesAutoresizingMaskIntoConstraints = false
          box.heightAnchor.constraint(equalToConstant: 10).isActive = true
          if FeatureFlags.tallBox {
            box.widthAnchor.constraint(equalToConstant: 30).isActive = true
          }
        }
      }
      """)
    XCTAssertEqual(i.choices.map { "\($0.name) \($0.kind.rawValue) \($0.taken)" }, ["FeatureFlags.tallBox if 0"])
    XCTAssertEqual(i.document.constraints.map(\.notation), ["box.height = 10", "box.width = 30"])
    XCTAssertEqual(i.warnings.filter { $0.message.contains("tallBox") }, [])
  }

  func testDefiningAFlagFalseSkipsItsArmAndKeepsTheChoice() {
    let i = read(controller("""
      let box = UIView()
      view.addSubview(box)
      box.translatesAutoresizingMaskIntoConstraints = false
      if FeatureFlags.tallBox {
        box.widthAnchor.constraint(equalToConstant: 30).isActive = true
      } else {
        box.widthAnchor.constraint(equalToConstant: 60).isActive = true
      }
      """), defines: ["FeatureFlags.tallBox": 0])
    XCTAssertEqual(i.document.constraints.map(\.notation), ["box.width = 60"])
    XCTAssertEqual(i.choices.map { "\($0.name) \($0.taken)" }, ["FeatureFlags.tallBox 1"])
    XCTAssertEqual([i.shown, i.imported, i.written], [1, 2, 2])
  }

  func testALocalComputedConstantDecidesASwitch() {
    let i = read(controller("""
      let box = UIView()
      view.addSubview(box)
      box.translatesAutoresizingMaskIntoConstraints = false
      var which: Int { return 2 }
      switch which {
      case 1: box.widthAnchor.constraint(equalToConstant: 10).isActive = true
      case 2: box.widthAnchor.constraint(equalToConstant: 20).isActive = true
      default: break
      }
      """))
    XCTAssertEqual(i.document.constraints.map(\.notation), ["box.width = 20"])
    XCTAssertEqual(i.missed.map(\.reason), [.neverTaken("'which' is 2 here")])
  }

  func testAFormatsViewsMadeElsewhereAreTheCodesViewsByName() {
    let i = read(controller("""
      let v2 = UIView()
      view.addSubview(v2)
      v2.translatesAutoresizingMaskIntoConstraints = false
      let d = dictionaryOfNames(v2)
      NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|[v2]|", metrics: nil, views: d))
      """))
    XCTAssertEqual(i.document.constraints.map(\.notation), ["v2.leading = superview.leading", "v2.trailing = superview.trailing"])
    XCTAssertEqual(i.warnings.map(\.description), [
      "T.swift:8:13: warning: 'dictionaryOfNames(v2)' is not known here; the format's views are taken to be the views of the code with their names"
    ])
  }

  func testArmsOnlyTwoChoicesTogetherReachAreRunAsACombination() {
    let i = read(controller("""
      let box = UIView()
      view.addSubview(box)
      box.translatesAutoresizingMaskIntoConstraints = false
      switch Settings.mode {
      case 1:
        if Settings.flag { box.widthAnchor.constraint(equalToConstant: 1).isActive = true } else { box.widthAnchor.constraint(equalToConstant: 2).isActive = true }
      default:
        if Settings.flag { box.widthAnchor.constraint(equalToConstant: 3).isActive = true } else { box.widthAnchor.constraint(equalToConstant: 4).isActive = true }
      }
      """))
    XCTAssertEqual(i.document.constraints.map(\.notation), ["box.width = 1"])
    // width 4 needs both the other case and the flag off.
    XCTAssertEqual([i.shown, i.imported, i.written], [1, 4, 4])
    XCTAssertEqual(i.missed, [])
  }

  func testAPropertyObserversConstraintsAreCountedNeverShown() {
    let i = read("""
      import UIKit
      enum Edge { case top, bottom }
      final class Panel: UIView {
        let grabber = UIView()
        var grabberConstraint: NSLayoutConstraint?
        var edge: Edge = .top {
          didSet {
            grabberConstraint?.isActive = false
            switch edge {
            case .top: grabberConstraint = grabber.topAnchor.constraint(equalTo: topAnchor, constant: 6)
            case .bottom: grabberConstraint = grabber.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -6)
            }
            grabberConstraint?.isActive = true
          }
        }
        override init(frame: CGRect) {
          super.init(frame: frame)
          addSubview(grabber)
          grabber.translatesAutoresizingMaskIntoConstraints = false
          grabber.heightAnchor.constraint(equalToConstant: 5).isActive = true
        }
        required init?(coder: NSCoder) { fatalError() }
      }
      """)
    // The layout shown is setup's: the observer runs only when other code sets `edge`.
    XCTAssertEqual(i.document.constraints.filter { !$0.isSystemMade }.map(\.notation), ["grabber.height = 5"])
    XCTAssertEqual([i.shown, i.observed, i.imported, i.written], [1, 2, 3, 3])
    XCTAssertEqual(i.missed, [])
  }
}
