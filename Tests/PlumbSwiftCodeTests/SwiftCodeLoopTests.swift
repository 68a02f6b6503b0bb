import PlumbLayout
import PlumbSwiftCode
import XCTest

/// Loops (issue 22): a known sequence runs once per element with its
/// variables known on each pass; an unknown one runs a few times (or as
/// many as `--define` says) and never invents views named after its
/// variable; declarations bind as Swift binds them.
final class SwiftCodeLoopTests: XCTestCase {
  func read(_ body: String, defines: [String: Double] = [:], maximumSteps: Int = SwiftCodeOptions.defaultMaximumSteps) -> SwiftCodeImport {
    let text = "import UIKit\nfinal class VC: UIViewController {\n  override func viewDidLoad() {\n    super.viewDidLoad()\n\(body)\n  }\n}\n"
    var options = SwiftCodeOptions(defines: defines)
    options.maximumSteps = maximumSteps
    return try! SwiftCodeImporter.read(text, file: "T.swift", options: options)
  }

  func testAnEnumeratedLoopEvaluatesItsIndexOnEachPass() {
    let i = read("""
          var previous: UIView?
          for (index, title) in ["a", "b", "c", "d"].enumerated() {
            let b = UIButton()
            b.setTitle(title, for: .normal)
            b.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(b)
            if index % 2 == 0 {
              b.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            } else {
              b.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
            }
            if let previous = previous {
              b.topAnchor.constraint(equalTo: previous.bottomAnchor).isActive = true
            } else {
              b.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
            }
            previous = b
          }
      """)
    XCTAssertEqual(i.warnings, [])
    XCTAssertEqual(i.document.views.map(\.name), ["b", "b_2", "b_3", "b_4"])
    XCTAssertEqual(i.document.views.map(\.text), ["a", "b", "c", "d"])
    XCTAssertEqual(i.document.constraints.map(\.notation), [
      "b.leading = root.leading", "b.top = root.top",
      "b_2.trailing = root.trailing", "b_2.top = b.bottom",
      "b_3.leading = root.leading", "b_3.top = b_2.bottom",
      "b_4.trailing = root.trailing", "b_4.top = b_3.bottom",
    ])
  }

  func testARangeRunsOncePerNumber() {
    let i = read("""
          for k in 0..<3 {
            let v = UIView()
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
            v.widthAnchor.constraint(equalToConstant: CGFloat(10 * (k + 1))).isActive = true
          }
      """)
    XCTAssertEqual(i.document.constraints.map(\.notation), ["v.width = 10", "v_2.width = 20", "v_3.width = 30"])
    XCTAssertEqual(i.warnings, [])
  }

  func testAnUnknownSequenceRunsAFewTimesOrAsDefined() {
    let body = """
          for item in model.items {
            let row = UIView()
            row.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(row)
            row.heightAnchor.constraint(equalToConstant: 44).isActive = true
            item.leadingAnchor.constraint(equalTo: row.leadingAnchor).isActive = true
          }
      """
    let i = read(body)
    XCTAssertEqual(i.document.views.map(\.name), ["row", "row_2", "row_3"])
    // The element is never a view named after the loop variable: its constraint is left out, said.
    XCTAssertFalse(i.document.views.contains { $0.name == "item" })
    XCTAssertEqual(i.warnings.map(\.description), [
      "T.swift:5:17: warning: 'model.items' is not known here; running the loop 3 times (set the count with --define model.items=N)",
      "T.swift:10:7: warning: 'item.leadingAnchor' is not known here; the constraint is left out (a view made elsewhere: make it in this file, or paste its code too)",
    ])
    XCTAssertEqual(read(body, defines: ["model.items": 5]).document.views.count, 5)
  }

  /// A loop whose body only sums into a name declared before it changes a
  /// constraint after it: its guessed count is said (it was silent), and so
  /// is a range longer than Plumb follows. Setting the loop's own locals or
  /// properties is not such a change and says nothing.
  func testALoopThatChangesAValueTheLayoutReadsIsSaid() {
    func body(_ sequence: String, _ inside: String = "w += 10") -> String {
      """
          var w: CGFloat = 0
          for _ in \(sequence) { \(inside) }
          let v = UIView()
          v.translatesAutoresizingMaskIntoConstraints = false
          view.addSubview(v)
          v.widthAnchor.constraint(equalToConstant: w).isActive = true
      """
    }
    XCTAssertEqual(read(body("items")).warnings.map(\.message), ["'items' is not known here; running the loop 3 times (set the count with --define items=N)"])
    XCTAssertEqual(read(body("0..<5000")).warnings.map(\.message), ["'0..<5000' has more elements than Plumb follows (1000), or bounds not known here; running the loop 3 times"])
    XCTAssertEqual(read(body("0..<4")).document.constraints.map(\.notation), ["v.width = 40"])
    XCTAssertEqual(read(body("0..<4")).warnings, [])
    XCTAssertEqual(read(body("items", "let s: CGFloat; s = 1; layer.cornerRadius = s")).warnings, [])
  }

  func testForEachOverAnUnknownArrayIsALoopToo() {
    let i = read("""
          buttons.enumerated().forEach { (index, button) in
            let wrapper = UIView()
            wrapper.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(wrapper)
            wrapper.topAnchor.constraint(equalTo: view.topAnchor, constant: CGFloat(index * 50)).isActive = true
          }
      """)
    XCTAssertEqual(i.document.constraints.map(\.notation), ["wrapper.top = root.top", "wrapper_2.top = root.top + 50", "wrapper_3.top = root.top + 100"])
    XCTAssertEqual(i.warnings.map(\.message), ["'buttons.enumerated()' is not known here; running the closure 3 times (set the count with --define buttons=N)"])
  }

  func testATypedInitAndAnOptionalVarBindAsSwiftDoes() {
    let i = read("""
          let label: UILabel = .init()
          var spare: UIView?
          label.translatesAutoresizingMaskIntoConstraints = false
          view.addSubview(label)
          label.widthAnchor.constraint(equalToConstant: 80).isActive = true
          if spare != nil { label.heightAnchor.constraint(equalToConstant: 1).isActive = true }
      """)
    XCTAssertEqual(i.document.views.map { "\($0.name) \($0.kind.rawValue)" }, ["label label"])
    XCTAssertEqual(i.document.constraints.map(\.notation), ["label.width = 80"])
  }

  /// Issue 21: a run that spends its step budget says where it stopped, once, and nothing after it is called unknown.
  func testARunOutOfStepsSaysWhereItStopped() {
    let i = read("""
          let box = UIView()
          view.addSubview(box)
          box.translatesAutoresizingMaskIntoConstraints = false
          var n = 0
          for a in 0..<1000 { for b in 0..<1000 { n = n + a + b } }
          box.widthAnchor.constraint(equalToConstant: CGFloat(n)).isActive = true
      """)
    XCTAssertEqual(i.warnings.map(\.description), [
      "T.swift:9:45: warning: Plumb stopped reading here: running the code took more than 400000 steps (a long loop?); what follows is left out"
    ])
    XCTAssertEqual(i.missed.map(\.reason), [.stopped])
  }

  /// The budget is an option (the fuzz target's is smaller): a loop of 300 passes outruns 200 steps, not the default.
  func testTheStepBudgetIsAnOption() {
    let body = """
          let box = UIView()
          view.addSubview(box)
          box.translatesAutoresizingMaskIntoConstraints = false
          var n = 0
          for a in 0..<300 { n = n + a }
          box.widthAnchor.constraint(equalToConstant: CGFloat(n)).isActive = true
      """
    XCTAssertEqual(read(body).document.constraints.map(\.notation), ["box.width = 44850"])
    let short = read(body, maximumSteps: 200)
    XCTAssertEqual(short.document.constraints, [])
    XCTAssertEqual(short.warnings.map(\.description).filter { $0.contains("more than 200 steps") }.count, 1)
  }
}
