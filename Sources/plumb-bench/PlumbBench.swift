import ArgumentParser
import Foundation

/// Runs our solver and kiwisolver side by side on the same workloads and
/// prints a table with the ratio ours/kiwi for each row.
@main
struct PlumbBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "plumb-bench",
    abstract: "Benchmark the Plumb solver against kiwisolver on the same workloads.")

  @Flag(help: "Skip kiwisolver's slowest rows (the N = 1,000 sweep and keystroke, N = 2,000 build).")
  var quick = false

  @Option(help: "Largest label chain (linear) built by our solver alone.")
  var maxN = 100_000

  @Option(help: "Largest equality chain (a row of views closed by its container; linear since its left edges became definitions).")
  var maxChain = 100_000

  @Option(help: "Largest equal-width chain (a fillEqually stack) built by our solver alone.")
  var maxEqualWidth = 100_000

  @Flag(help: "Do not run kiwisolver at all.")
  var noKiwi = false

  @Option(help: "Run only the workloads whose name contains this text as whole words (\"N=100\" does not match N=1000).")
  var only: String?

  struct Row {
    var name: String
    var ours: Double
    var unit: Unit
    var kiwi: KiwiJob?
    var peakKiB: Int
    enum Unit { case total, perCycle(Int) }
  }

  struct KiwiJob {
    var spec: [String: Any]
  }

  @Flag(help: "Only measure the playground's key press to redraw latency for each scene.")
  var latency = false

  @Option(help: "The folder of scenes whose key press latency is measured.")
  var scenes = "Scenes"

  @Option(help: "Only measure the key press latency on the open row of this many views (for a profiler).")
  var latencyRow: Int?

  @Option(help: "With --latency-row: how many `+`/`-` keys are pressed.")
  var presses = 20

  /// Whether `--only` lets the workload named `name` run: its text must
  /// occur in the name as whole words, so that `N=100` picks the N = 100
  /// rows and not the N = 1,000 ones.
  func wants(_ name: String) -> Bool {
    guard let only, !only.isEmpty else { return true }
    let isBoundary: (Character?) -> Bool = { $0 == nil || $0 == " " || $0 == ":" || $0 == "(" || $0 == ")" }
    var rest = name[...]
    while let found = rest.range(of: only) {
      let before = found.lowerBound == name.startIndex ? nil : name[name.index(before: found.lowerBound)]
      let after = found.upperBound == name.endIndex ? nil : name[found.upperBound]
      if isBoundary(before) && isBoundary(after) { return true }
      rest = name[name.index(after: found.lowerBound)...]
    }
    return false
  }

  @Flag(help: "Only measure Interface Builder files: checking the largest fixture on every device preset, and the playground on it.")
  var interfaceBuilder = false

  func run() throws {
    if let latencyRow {
      print(Latency.table([try Latency.measureRow(latencyRow, presses: presses)]))
      return
    }
    if interfaceBuilder {
      print(InterfaceBuilderBench.table(try InterfaceBuilderBench.measure()))
      return
    }
    if latency || only == nil {
      print(Latency.table(try Latency.measure(directory: scenes)))
      print("")
      print(Latency.table(try [Latency.measureRow(1000, presses: 100), Latency.measureRow(10000, presses: 20)]))
      print("")
      if latency { return }
    }
    var rows: [Row] = []
    func add(_ name: String, _ seconds: @autoclosure () throws -> Double, _ unit: Row.Unit = .total, kiwi spec: [String: Any]?) rethrows {
      guard wants(name) else { return }
      let seconds = try seconds()
      rows.append(Row(name: name, ours: seconds, unit: unit, kiwi: spec.map(KiwiJob.init), peakKiB: peakKiB()))
      FileHandle.standardError.write("  ours: \(name) \(String(format: "%.6f", seconds)) s\n".data(using: .utf8) ?? Data())
    }
    for n in [100, 1000, 2000] where n <= maxChain {
      let runs = Workloads.buildRuns(n)
      try add("build chain N=\(n)" + (runs > 1 ? " (best of \(runs))" : ""), Workloads.build(n, runs: runs),
          kiwi: quick && n == 2000 ? nil : ["kind": "build", "n": n, "runs": runs])
    }
    for n in [10_000, 100_000] where n <= maxChain {
      try add("build chain N=\(n)", Workloads.build(n), kiwi: nil)
    }
    for n in [1000, 10_000, 100_000] where n <= maxN {
      try add("label chain (CHCR) N=\(n)", Workloads.labelChain(n), kiwi: nil)
    }
    for n in [1000, 10_000, 100_000] where n <= maxEqualWidth {
      try add("equal-width chain N=\(n)", Workloads.equalWidthChain(n), kiwi: nil)
    }
    if wants("solve scene N=10000") {
      let (parse, layout) = try Workloads.solveScene(10_000)
      add("solve scene N=10000: parse", parse, kiwi: nil)
      add("solve scene N=10000: layout + diagnostics", layout, kiwi: nil)
    }
    // Hostile inputs the parser and the renderer must handle in linear time.
    try add("parse 10000 nested views", Workloads.parseNested(10_000), kiwi: nil)
    try add("wrap a 1 MB word", Workloads.wrapWord(1 << 20), kiwi: nil)
    try add("draw 10000 nested views", Workloads.drawNested(10_000), kiwi: nil)
    for n in [1000, 10_000] {
      try add("conflict of a chain N=\(n)", Workloads.chainConflict(n), kiwi: nil)
      try add("write Swift for \(n) nested views", Workloads.writeNestedSwift(n), kiwi: nil)
    }
    for rows in [20, 200] {
      try add("read Swift loops that make \(rows * 50) views", Workloads.readSwiftLoops(rows: rows), kiwi: nil)
    }
    for n in [500, 5000] {
      try add("explain a conflict log of \(2 * n + 2) constraints", Workloads.explainConflictLog(n), kiwi: nil)
    }
    for n in [4000, 20_000] {
      try add("read a log line of \(n) cut descriptions", Workloads.readLongLogLine(n), kiwi: nil)
      try add("place the findings of \(n) views", Workloads.placeFindings(n), kiwi: nil)
    }
    for n in [100, 1000] {
      try add("resize small N=\(n)", Workloads.resizeSmall(n, cycles: 1000), .perCycle(1000), kiwi: ["kind": "resize-small", "n": n, "cycles": 1000])
      try add("resize sweep N=\(n)", Workloads.resizeSweep(n, cycles: 20), .perCycle(20),
          kiwi: quick && n == 1000 ? nil : ["kind": "resize-sweep", "n": n, "cycles": 20])
    }
    // kiwi has no in-place constant change: each cycle is a remove and an add,
    // about a second each at this size, so kiwi runs 50 cycles; both are per cycle.
    try add("keystroke N=1000", Workloads.keystroke(1000, cycles: 1000), .perCycle(1000),
        kiwi: quick ? nil : ["kind": "keystroke", "n": 1000, "cycles": 50, "perCycle": 50])
    for n in [10_000, 100_000] where n <= maxChain {
      try add("keystroke N=\(n)", Workloads.keystroke(n, cycles: 100), .perCycle(100), kiwi: nil)
    }
    try add("tree build (depth 10, fan-out 2)", Workloads.tree(depth: 10, resize: false).seconds, kiwi: ["kind": "tree-build", "depth": 10, "n": 0])
    try add("tree resize root (best of \(Workloads.treeResizeRuns))", Workloads.tree(depth: 10, resize: true).seconds, kiwi: ["kind": "tree-resize", "depth": 10, "n": 0])

    let kiwiResults = noKiwi ? [:] : try Kiwi.run(rows.enumerated().compactMap { i, r in r.kiwi.map { (i, $0.spec) } })
    print(Report.table(rows: rows, kiwi: kiwiResults))
  }
}
