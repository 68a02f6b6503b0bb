import PlumbConflictLog
import XCTest

/// A log around the given descriptions, as iOS 11+ prints one.
func log(_ descriptions: [String], broken: Int? = 0, prefix: String = "2018-02-04 14:48:19.693248-0800 App[94453:6174594] [LayoutConstraints] ") -> String {
  var s = prefix + "Unable to simultaneously satisfy constraints.\n"
  s += "\tProbably at least one of the constraints in the following list is one you don't want. \n(\n"
  s += descriptions.map { "    \"<\($0)>\"" }.joined(separator: ",\n") + "\n)\n\n"
  if let broken { s += "Will attempt to recover by breaking constraint \n<\(descriptions[broken])>\n" }
  return s
}

/// Reads a log, failing the test on an error.
func read(_ text: String, file: String = "test.log") throws -> ConflictLog {
  do {
    return try ConflictLogReader.read(text, file: file)
  } catch {
    XCTFail("\(error)")
    throw error
  }
}

/// The only constraint of a one-constraint log.
func only(_ description: String) throws -> (LoggedConstraint, ConflictLog) {
  let l = try read(log([description]))
  let c = try XCTUnwrap(l.conflicts.first?.constraints.first)
  XCTAssertEqual(l.conflicts.first?.constraints.count, 1)
  return (c, l)
}
