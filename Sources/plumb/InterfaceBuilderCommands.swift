import PlumbDiagnostics
import ArgumentParser
import Foundation
import PlumbInterfaceBuilder
import PlumbLayout
import PlumbPlayground
import PlumbReports
import PlumbScene

/// `solve`, `check`, `convert` and the playground on `.storyboard` and `.xib` files (see `InputFormat.interfaceBuilder`).
enum InterfaceBuilderCommands {
  /// Reads the file with the command line's device, orientation and
  /// direction, and solves the scenes asked for; exit 2 on unreadable input.
  /// The reader's options for `--device` and `--orientation`, or a failure naming what is known.
  static func readOptions(device: String?, orientation: String?) throws -> ReadOptions {
    var read = ReadOptions()
    if let name = device {
      guard let d = Device.named(name) else {
        let ids = (Device.presets + Device.interfaceBuilderPresets).map(\.name).joined(separator: ", ")
        throw Failure("unknown device '\(name)'; the presets are \(ids); an iPad's Split View windows are ID-split-third, ID-split-half, ID-split-two-thirds, ID-portrait-split-third and ID-portrait-split-two-thirds (ipad12_9-split-half)")
      }
      read.device = d
    }
    if let o = orientation {
      guard let orientation = Orientation(rawValue: o) else { throw Failure("unknown orientation '\(o)': use portrait or landscape") }
      read.orientation = orientation
    }
    return read
  }

  /// The file read with the command line's options, its scenes asked for
  /// solved; under `--text-size` and `--pseudo` unless `stressed` is false (a check sweeps them itself).
  static func load(_ options: SceneOptions, stressed: Bool = true, converting: Bool = false) throws -> (InterfaceBuilderFile, [SolvedScene]) {
    var read = try readOptions(device: options.device, orientation: options.orientation)
    // What is converted keeps every size-class variation, not only the canvas's.
    read.showsAnySizeClass = !converting
    if options.isRightToLeft { read.direction = .rightToLeft }
    // As Interface Builder shows the file (its canvas) unless a device is asked for.
    read.keepsPlaceholders = options.placeholders ?? (read.device == nil)
    var changes: [ConstraintChange] = []
    for c in options.changes {
      do { changes.append(try ConstraintChange.parse(c)) } catch let e as ConstraintChangeError { throw Failure("--set \(c): \(e.description)") }
    }
    var file: InterfaceBuilderFile
    var scenes: [InterfaceBuilderScene]
    if options.scene == "-" {
      throw Failure(InterfaceBuilderCommands.onStandardInput)
    }
    do {
      file = try InterfaceBuilderReader.read(contentsOf: options.scene, options: read)
      scenes = file.scenes
      if let key = options.sceneKey { scenes = [try file.scene(key)] }
    } catch {
      throw Failure(error.description, located: true)
    }
    for (c, change) in zip(options.changes, changes) {
      // By IB id or identifier, in every scene asked for.
      var found = false
      for i in scenes.indices where scenes[i].apply(change) { found = true }
      if !found { throw Failure("--set \(c): no constraint has the IB id or identifier '\(change.identifier)'") }
    }
    if stressed {
      let stress = try options.textStress()
      for i in scenes.indices { scenes[i].document = options.stressed(scenes[i].document, by: stress) }
    }
    return (file, try scenes.map { SolvedScene(scene: $0, result: try OneShotLayout.solve($0.document)) })
  }

  static func printWarnings(_ file: InterfaceBuilderFile) {
    for w in file.warnings { FileHandle.standardError.write(Data("\(w)\n".utf8)) }
  }

  static func solve(_ options: SceneOptions, json: Bool) throws {
    let (file, solved) = try load(options)
    printWarnings(file)
    if json {
      if options.sceneKey != nil, let one = solved.first {
        print(try LayoutReport(one).json())
      } else {
        print(try LayoutReport.json(file: file.file, scenes: solved.map(LayoutReport.init)))
      }
    } else {
      print(TerminalText.escaped(LayoutReport.text(solved)), terminator: "")
    }
  }

  static func check(_ options: SceneOptions, scope: CheckScope) throws -> CheckReport {
    var report = CheckReport(files: [options.scene])
    // The file's own layouts (its canvas, or --device), once read.
    var own: [SolvedScene]?
    if scope.allDevices {
      guard options.device == nil, options.orientation == nil else { throw Failure("--all-devices checks every device and orientation: drop --device and --orientation") }
      // Each device reads the file again, as a device runs it.
      guard options.changes.isEmpty else { throw Failure("--all-devices checks the file as it is on every device: drop --set") }
      guard options.placeholders == nil else {
        throw Failure("--all-devices checks the file as devices run it, without its placeholder constraints: drop --placeholders and --no-placeholders")
      }
      do {
        let data = try InterfaceBuilderReader.bytes(of: options.scene)
        // Text conditions are crossed with the devices there (the file's own screen and the narrowest).
        report.add(try DeviceSweep.check(
          data, file: options.scene, scene: options.sceneKey, direction: options.isRightToLeft ? .rightToLeft : .leftToRight,
          textStress: scope.textStress, solve: OneShotLayout.layout))
      } catch {
        throw Failure(error.description, located: true)
      }
    } else {
      let (file, solved) = try load(options, stressed: false)
      own = solved
      report.add(file.warnings.map { Finding(.input, file: $0.location.file, location: $0.location, message: $0.message) })
      report.add(solved.flatMap { CheckFindings.checked($0).map { $0.finding() } })
      if options.isRightToLeft {
        for s in solved {
          let places = s.scene.constraintLocations
          report.add(Finding.leftRight(in: s.scene.document, file: options.scene) { places.indices.contains($0) ? places[$0] : nil })
        }
      }
    }
    if !scope.textStress.isEmpty && !scope.allDevices {
      // The text sizes and languages on the file's own layouts.
      let solved = try own ?? load(options, stressed: false).1
      report.add(TextStressSweep.check(
        solved.map { TextStressSweep.Subject(file: options.scene, solved: $0) }, under: scope.textStress,
        solve: OneShotLayout.layout))
    }
    report.noteIfClean(options.scene, "\(options.scene): no conflicts, no ambiguity, no misplaced views.")
    return report
  }

  /// `convert`'s source: the one scene asked for (`--scene`, unless the
  /// file has one), converted by `DocumentConverter` for `--to scene` (its warnings to standard error).
  static func conversion(_ input: Input, _ options: SceneOptions, to: Convert.Format) throws -> Conversion {
    let (file, solved) = try load(options, converting: true)
    guard options.sceneKey != nil || solved.count == 1, let scene = solved.first?.scene else {
      throw Failure("\(options.scene) has \(solved.count) scenes: choose one with --scene (\(file.scenes.map { "\($0.id) \($0.name)" }.joined(separator: "; ")))")
    }
    guard to == .scene else { return Conversion(document: scene.document, source: "\(input.sourceName), scene '\(scene.name)' (\(scene.id))", sceneText: nil) }
    let out = DocumentConverter.convert(scene.document, scene.provenance(of: scene.document))
    for w in out.warnings { FileHandle.standardError.write(Data("plumb: warning: \(w)\n".utf8)) }
    return Conversion(document: scene.document, source: input.sourceName, sceneText: out.text)
  }

  /// The playground's state on the scene asked for (`--scene`, else the first), read for the device and orientation asked for, and the file as read
  /// (so that `s` saves over it, not beside it); exit 2 when it cannot be read or has no scene.
  /// Why an Interface Builder document is not read from standard input:
  /// Plumb saves into the file and finds its scenes by its path.
  static let onStandardInput =
    "standard input holds an Interface Builder document: give the .storyboard or .xib file's path instead (plumb check Main.storyboard)"

  static func playground(_ path: String, _ options: PlayOptions) throws -> (PlaygroundState, SceneFile) {
    if path == "-" { throw Failure(InterfaceBuilderCommands.onStandardInput) }
    let read = try readOptions(device: options.device, orientation: options.orientation)
    let file: InterfaceBuilderFile
    let data: Data
    var index = 0
    do {
      // Read once: the playground edits the bytes it laid out.
      data = try InterfaceBuilderReader.bytes(of: path)
      file = try InterfaceBuilderReader.parse(data, file: path, options: read)
      if let key = options.scene {
        let scene = try file.scene(key)
        index = file.scenes.firstIndex { $0.id == scene.id } ?? 0
      }
    } catch {
      throw Failure(error.description, located: true)
    }
    let ascii = options.ascii
    guard !file.scenes.isEmpty else { throw Failure("\(path): no scene to show (no view controller, top-level view or cell)") }
    guard let text = String(data: data, encoding: .utf8) else { throw Failure("cannot read '\(path)' as UTF-8 text") }
    do {
      let state = try PlaygroundState(
        interfaceBuilder: file, text: text, path: path, ascii: ascii, scene: index, device: read.device)
      return (state, SceneFile(path: path, bytes: [UInt8](data)))
    } catch {
      throw Failure("\(path): \(error)")
    }
  }
}
