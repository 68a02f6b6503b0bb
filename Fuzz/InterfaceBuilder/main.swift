// libFuzzer target `interfacebuilder`: arbitrary bytes as a storyboard or xib.
//
// A file that does not read must fail with an error that names the file.
// A file that reads: every scene is laid out and written as a `.scene`
// that parses back with every view (under its new name) and at least
// every constraint; then, per scene, the first constraint whose constant
// the XML holds is changed by one point and saved in place, and the saved
// text, read again, must hold that change and nothing else
// (`InterfaceBuilderWriter.verify`): a save never damages a user's file.
// Run it with Scripts/fuzz.sh interfacebuilder SECONDS.
import Foundation
import PlumbInterfaceBuilder
import PlumbLayout
import PlumbScene

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = Data(bytes: data, count: size)
  let source = String(decoding: bytes, as: UTF8.self)
  let file: InterfaceBuilderFile
  do {
    file = try InterfaceBuilderReader.parse(bytes, file: "fuzz.storyboard")
  } catch {
    if !"\(error)".hasPrefix("fuzz.storyboard") { fail("an error without its file", source, "\(error)") }
    return 0
  }
  for scene in file.scenes {
    _ = LayoutEngine(scene.document).layoutIfNeeded()
    checkConverted(scene.document, source)
  }
  // The writer edits text; a file that is not UTF-8 is refused before it is ever saved.
  guard let text = String(validating: bytes, as: UTF8.self) else { return 0 }
  for (k, scene) in file.scenes.enumerated() {
    // A constraint of the XML (not one UIKit makes for autoresizing, `h=…`/`v=…`).
    guard let c = scene.document.constraints.indices.first(where: { k in
      scene.constraintIDs.indices.contains(k) && !scene.constraintIDs[k].contains("=") && abs(scene.document.constraints[k].constant) < 1e6
    }) else { continue }
    var edited = scene.document
    edited.constraints[c].constant += 1
    let saved: (text: String, unsaved: [Int: Int], written: [Int: LayoutDocument])
    do {
      saved = try InterfaceBuilderWriter.save([k: edited], of: file, into: text)
    } catch {
      if !"\(error)".hasPrefix("fuzz.storyboard") { fail("a save error without its file", source, "\(error)") }
      continue
    }
    do {
      try InterfaceBuilderWriter.verify(saved.text, from: text, of: file, written: saved.written)
    } catch {
      fail("a save that does not hold what it meant to write", source, "\(error)\n--- saved ---\n\(saved.text)")
    }
  }
  return 0
}
