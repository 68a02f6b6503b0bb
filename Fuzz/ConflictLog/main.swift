// libFuzzer target `conflictlog`: arbitrary bytes as a UIKit conflict log.
//
// When the text reads as a log, every conflict is explained (each removal
// laid out), the whole document is laid out, and the document written as a
// `.scene` (what `plumb convert` prints) parses back with every view (under
// its new name) and every constraint, besides the helper views and
// constraints that stand in for guides. A text that does not read must fail
// with a located error.
// Run it with Scripts/fuzz.sh conflictlog SECONDS.
import PlumbConflictLog
import PlumbLayout
import PlumbScene

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  guard let source = text(data, size) else { return 0 }
  let log: ConflictLog
  do {
    log = try ConflictLogReader.read(source, file: "fuzz.log")
  } catch {
    let message = "\(error)"
    if !message.hasPrefix("fuzz.log:") { fail("an error without its place", source, message) }
    return 0
  }
  let explanations = log.explain()
  for e in explanations { _ = e.text(log) }
  let (document, origins) = log.document(explanations)
  if origins.count != document.constraints.count { fail("a constraint without its origin", source, "\(origins.count) origins") }
  _ = LayoutEngine(document).layoutIfNeeded()
  checkConverted(document, source)
  return 0
}
