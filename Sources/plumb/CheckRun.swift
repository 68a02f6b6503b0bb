import Foundation
import PlumbDiagnostics
import PlumbReports

/// One `plumb check` over a plan: every unit checked, on every core when
/// there are several, and the reports joined in the plan's order, so that
/// the output is the same from run to run. A unit that cannot be read is
/// said on standard error at once (located, as every command says it) and
/// the others are still checked.
struct CheckRun {
  let plan: CheckPlan
  let options: SceneOptions
  let scope: CheckScope
  /// Whether readers keep their warnings for the report (`Input.quiet`).
  let quiet: Bool
  /// Whether storyboards and xibs are checked on every device (the configuration's `all_devices`).
  var allDevicesForInterfaceBuilder = false

  /// The joined report, and the failures of the units that could not be read.
  func checkAll() -> (CheckReport, [Failure]) {
    let units = plan.units
    let results = Results(count: units.count)
    let progress = Progress(total: units.count)
    DispatchQueue.concurrentPerform(iterations: units.count) { k in
      results.set(k, check(units[k]))
      progress.step(units[k][0])
    }
    progress.finish()
    var report = CheckReport()
    var failures: [Failure] = []
    for r in results.all {
      switch r {
      case .success(let one): report.append(one)
      case .failure(let f): failures.append(f)
      }
    }
    return (report, failures)
  }

  /// One unit, read as every command reads its paths.
  func check(_ paths: [String]) -> Result<CheckReport, Failure> {
    var o = options
    o.scene = paths[0]
    o.more = Array(paths.dropFirst())
    do {
      var input = try Input.read(o.paths)
      input.quiet = quiet
      var scope = self.scope
      if allDevicesForInterfaceBuilder && input.format.name == InputFormat.interfaceBuilder.name && o.device == nil && o.orientation == nil { scope.allDevices = true }
      return .success(try input.format.checkInput(input, o, scope))
    } catch {
      let f = error as? Failure ?? Failure("\(paths[0]): \(error)")
      // With one file the command reports it (`reportingFailures`); with several, at once.
      if plan.units.count > 1 { FileHandle.standardError.write(Data(f.printed.utf8)) }
      return .failure(f)
    }
  }

  /// The units' results, written from several threads.
  final class Results: @unchecked Sendable {
    private var slots: [Result<CheckReport, Failure>?]
    private let lock = NSLock()
    init(count: Int) { slots = Array(repeating: nil, count: count) }
    func set(_ k: Int, _ r: Result<CheckReport, Failure>) { lock.withLock { slots[k] = r } }
    /// Every unit's result in order; a slot never filled (none is) is a failure, not a silence.
    var all: [Result<CheckReport, Failure>] { lock.withLock { slots.map { $0 ?? .failure(Failure("a file was not checked")) } } }
  }

  /// "checked 12 of 80: App/Login.storyboard" on standard error, redrawn in
  /// place, when it is a terminal and the run has more than a few units.
  final class Progress: @unchecked Sendable {
    let total: Int
    private var done = 0
    private let lock = NSLock()
    private let shown: Bool
    init(total: Int) {
      self.total = total
      shown = total > 3 && isatty(STDERR_FILENO) == 1
    }
    func step(_ path: String) {
      guard shown else { return }
      lock.withLock {
        done += 1
        let line = TerminalText.escapedLine("checked \(done) of \(total): \(path)")
        FileHandle.standardError.write(Data(("\r\u{1B}[K" + String(line.prefix(120))).utf8))
      }
    }
    func finish() {
      if shown { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }
  }
}
