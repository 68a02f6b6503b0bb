import ArgumentParser
import Foundation
import PlumbDiagnostics
import PlumbInterfaceBuilder
import PlumbLayout
import PlumbPlayground
import PlumbScene
import PlumbSwiftCode

/// Reading and the playground on Swift layout code (see `InputFormat.swiftCode`).
enum SwiftCodeCommands {
  /// Reads the code with the command line's device, orientation, direction, `--define`s, `--set`s and `--state`.
  static func load(_ input: Input, _ options: SceneOptions) throws -> SwiftCodeImport {
    try load(input, options, defines: options.defines, state: options.state)
  }

  static func load(_ input: Input, _ options: SceneOptions?, defines: [String], state: String?) throws -> SwiftCodeImport {
    var read = SwiftCodeOptions(direction: options?.rtl == true ? .rightToLeft : .leftToRight)
    for d in defines {
      switch SwiftCodeOptions.parseDefine(d) {
      case .success(let (name, value)): read.defines[name] = value
      case .failure(let e): throw Failure(e.description)
      }
    }
    if let name = options?.device {
      guard let d = Device.named(name) else { throw Failure("unknown device '\(name)'; the presets are iphone, iphone-max and ipad") }
      read.device = d
    }
    if let o = options?.orientation {
      guard let orientation = Orientation(rawValue: o) else { throw Failure("unknown orientation '\(o)': use portrait or landscape") }
      read.orientation = orientation
    }
    if let deep = SwiftCodeNesting.check(input.text, file: input.name) { throw Failure(deep.description, located: true) }
    var imported = SwiftCodeImporter.read(input.text, file: input.name, options: read)
    if let name = state {
      guard let s = imported.states.first(where: { $0.name == name }) else {
        let known = imported.states.map(\.name)
        throw Failure("--state \(name): the file has \(known.isEmpty ? "no named states" : "the states " + known.joined(separator: ", "))")
      }
      imported.document = s.applied(to: imported.document)
    }
    for c in options?.changes ?? [] {
      do { try ConstraintChange.parse(c).apply(to: &imported.document) } catch let e as ConstraintChangeError { throw Failure("--set \(c): \(e.description)") }
    }
    return imported
  }

  static func printWarnings(_ i: SwiftCodeImport) {
    var messages = i.warnings.map(\.located)
    for s in i.states { messages.append(LocatedMessage(.note, file: i.file, "state \(s.summary(i.document)) (switch with --state \(s.name))")) }
    messages.append(LocatedMessage(.note, file: i.file, "\(i.imported) of \(i.written) constraints written in the file imported"))
    let text = messages.map { "\($0)\n" }.joined()
    FileHandle.standardError.write(Data(text.utf8))
  }

  /// The import as a `.scene` file, each constraint's source line in a comment.
  static func sceneText(_ i: SwiftCodeImport) -> String {
    let lines = i.document.constraints.map { $0.line > 0 ? "line \($0.line)" : "" }
    return DocumentConverter.convert(
      i.document, name: i.rootClass ?? i.file, header: ["Converted by plumb from \(i.file) (\(i.root)\(i.rootClass.map { " \($0)" } ?? ""))."],
      constraintNotes: lines
    ).text
  }

  /// The playground on the import; `s` writes a new `.scene` beside the
  /// Swift file (`File.swift` → `File.scene`, else `File-2.scene`…), never the source.
  static func playground(_ input: Input, defines: [String], state: String?, ascii: Bool) throws -> PlaygroundState {
    // The states are switched in the playground (t), from the document as first written.
    let i = try load(input, nil, defines: defines, state: nil)
    printWarnings(i)
    var open: Int?
    if let state {
      guard let k = i.states.firstIndex(where: { $0.name == state }) else {
        let known = i.states.map(\.name)
        throw Failure("--state \(state): the file has \(known.isEmpty ? "no named states" : "the states " + known.joined(separator: ", "))")
      }
      open = k
    }
    let states = i.states.isEmpty ? "" : "; t switches among its states: " + i.states.map(\.name).joined(separator: ", ")
    let from = input.path == "-" ? "pasted.swift" : input.path
    return try PlaygroundState(
      imported: i.document, from: from, note: "read from \(input.name): s saves a new .scene beside it, never the Swift file\(states)",
      states: i.states, state: open, ascii: ascii)
  }
}
