// libFuzzer target `swiftcode`: arbitrary bytes as Swift layout code.
//
// Text that is not UTF-8 is refused by the front before any reader sees it.
// Text nested too deeply to parse must be refused with an error that names
// the file. Any other text is read (swift-syntax's parse, then the run of
// its layout code), every warning names the file, the layout is solved, and
// the document written as a `.scene` (what `plumb convert` prints) parses
// back with every view (under its new name) and every constraint; written
// as UIKit code, it reads back too.
// Run it with Scripts/fuzz.sh swiftcode SECONDS.
import PlumbLayout
import PlumbScene
import PlumbSwiftCode
import PlumbUIKitCode

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  guard let source = text(data, size) else { return 0 }
  let read: SwiftCodeImport
  // A twentieth of the steps a file's run may take: the reader is built
  // unoptimised with the sanitizers here, about thirty times slower than a
  // release build, and a run that spends the whole budget must stay well
  // inside libFuzzer's ten seconds (the budget's end is reached sooner).
  var options = SwiftCodeOptions()
  options.maximumSteps = SwiftCodeOptions.defaultMaximumSteps / 20
  do {
    read = try SwiftCodeImporter.read(source, file: "fuzz.swift", options: options)
  } catch {
    if !error.description.hasPrefix("fuzz.swift:") { fail("an error without its place", source, error.description) }
    return 0
  }
  if let w = read.warnings.first(where: { !$0.description.hasPrefix("fuzz.swift:") }) { fail("a warning without its place", source, w.description) }
  let document = read.document
  _ = LayoutEngine(document).layoutIfNeeded()
  checkConverted(document, source)
  let code = SwiftCodeWriter.write(document)
  do {
    _ = try SwiftCodeImporter.read(code.text, file: "written.swift")
  } catch {
    fail("the written UIKit code does not read back", source, "\(error)\n\(code.text)")
  }
  return 0
}
