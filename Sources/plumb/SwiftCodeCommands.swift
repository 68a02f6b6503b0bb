import ArgumentParser
import Foundation
import PlumbInterfaceBuilder
import PlumbLayout
import PlumbPlayground
import PlumbScene
import PlumbSwiftCode

/// `solve`, `render`, `check`, `convert` and the playground on Swift layout code.
enum SwiftCodeCommands {
  /// Whether the file is Swift code (by its extension).
  static func handles(_ path: String) -> Bool { path.lowercased().hasSuffix(".swift") }

  /// Reads the file with the command line's device, orientation, direction, `--define`s, `--set`s and `--state`.
  static func load(_ options: SceneOptions) throws -> SwiftCodeImport {
    var read = SwiftCodeOptions(direction: options.rtl ? .rightToLeft : .leftToRight)
    for d in options.defines {
      switch SwiftCodeOptions.parseDefine(d) {
      case .success(let (name, value)): read.defines[name] = value
      case .failure(let e): throw Failure(e.description)
      }
    }
    if let name = options.device {
      guard let d = Device.named(name) else { throw Failure("unknown device '\(name)'; the presets are iphone, iphone-max and ipad") }
      read.device = d
    }
    if let o = options.orientation {
      guard let orientation = Orientation(rawValue: o) else { throw Failure("unknown orientation '\(o)': use portrait or landscape") }
      read.orientation = orientation
    }
    let text = try SceneOptions.readSceneText(options.scene)
    var imported = SwiftCodeImporter.read(text, file: options.scene, options: read)
    if let name = options.state {
      guard let s = imported.states.first(where: { $0.name == name }) else {
        let known = imported.states.map(\.name)
        throw Failure("--state \(name): the file has \(known.isEmpty ? "no named states" : "the states " + known.joined(separator: ", "))")
      }
      imported.document = s.applied(to: imported.document)
    }
    for c in options.changes {
      do { try Override.parse(c).apply(to: &imported.document) } catch let e as OverrideError { throw Failure("--set \(c): \(e.description)") }
    }
    return imported
  }

  static func printWarnings(_ i: SwiftCodeImport) {
    var text = i.warnings.map { "\($0)\n" }.joined()
    for s in i.states { text += "\(i.file): note: state \(s.summary(i.document)) (switch with --state \(s.name))\n" }
    text += "\(i.file): note: \(i.imported) of \(i.written) constraints written in the file imported\n"
    FileHandle.standardError.write(Data(text.utf8))
  }

  static func scene(_ i: SwiftCodeImport) throws -> Scene {
    var s = try SceneParser.parse("", file: i.file)
    s.document = i.document
    return s
  }

  static func solve(_ options: SceneOptions, json: Bool) throws {
    let i = try load(options)
    printWarnings(i)
    let s = try scene(i)
    let r = try OneShotLayout.solve(i.document)
    print(json ? try SolveReport.json(s, r) : SolveReport.text(s, r), terminator: json ? "\n" : "")
  }

  static func render(_ options: SceneOptions, width: Int?, ascii: Bool) throws {
    let i = try load(options)
    printWarnings(i)
    print(SceneDrawing.text(i.document, try OneShotLayout.solve(i.document), columns: width, glyphs: ascii ? .ascii : .unicode))
  }

  /// Exit 1 with the diagnostics and warnings when there are any.
  static func check(_ options: SceneOptions) throws {
    let i = try load(options)
    let r = try OneShotLayout.solve(i.document)
    printWarnings(i)
    guard !r.diagnostics.isEmpty || !i.warnings.isEmpty else {
      print("\(options.scene): no conflicts, no ambiguity.")
      return
    }
    for d in r.diagnostics { print("\(d.severity.rawValue) [\(d.kind.rawValue)]: \(d.message)\n") }
    throw ExitCode(1)
  }

  static func convert(_ options: SceneOptions) throws {
    let i = try load(options)
    printWarnings(i)
    print(sceneText(i), terminator: "")
  }

  /// The import as a `.scene` file (guides of named views as hidden helper views).
  static func sceneText(_ i: SwiftCodeImport) -> String {
    let lines = i.document.constraints.map { $0.line > 0 ? "line \($0.line)" : "" }
    return SceneConverter.convert(
      i.document, header: "Converted by plumb from \(i.file) (\(i.root)\(i.rootClass.map { " \($0)" } ?? "")).", name: i.rootClass ?? i.file,
      notes: [:], constraintNotes: lines
    ).text
  }

  /// The playground on the import, as a `.scene` beside the Swift file: `s`
  /// writes that scene (`File.swift` → `File.scene`), never the Swift source.
  static func playground(_ path: String, defines: [String], state: String?, ascii: Bool) throws -> PlaygroundState {
    var options = try SceneOptions.parse(["placeholder"])
    options.scene = path
    options.defines = defines
    options.state = state
    let i = try load(options)
    printWarnings(i)
    let scenePath = String(path.dropLast(".swift".count)) + ".scene"
    let converted = sceneText(i)
    let scene = try SceneOptions.parse(converted, path: scenePath)
    let states = i.states.isEmpty ? "" : "; states (plumb \(path) --state NAME): " + i.states.map(\.name).joined(separator: ", ")
    return PlaygroundState(converted: scene, path: scenePath, message: "read from \(path): s writes \(scenePath), never the Swift file\(states)", ascii: ascii)
  }
}
