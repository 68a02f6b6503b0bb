import ArgumentParser
import Foundation
import PlumbDiagnostics
import PlumbInterfaceBuilder
import PlumbLayout
import PlumbPlayground
import PlumbReports
import PlumbScene
import PlumbSwiftCode

/// Reading and the playground on Swift layout code (see `InputFormat.swiftCode`).
enum SwiftCodeCommands {
  /// Reads the code with the command line's device, orientation, direction,
  /// `--define`s, `--set`s and `--state`: one layout for a file; for a
  /// project, the type `--scene` names, else every type with layout code.
  static func loadAll(_ input: Input, _ options: SceneOptions) throws -> [SwiftCodeImport] {
    let project = try self.project(input)
    return try types(input, project, options.sceneKey).map { try load(input, project, options, defines: options.defines, state: options.state, type: $0) }
  }

  /// The files parsed, each refused first when it nests too deeply to parse.
  static func project(_ input: Input) throws -> SwiftProject {
    let files = input.project.isEmpty ? [(input.text, input.name)] : input.project.map { ($0.text, $0.path) }
    do {
      return try SwiftProject(files.map { SwiftSource(text: $0.0, file: $0.1) })
    } catch {
      throw Failure(error.description, located: true)
    }
  }

  /// The types to lay out: the one asked for (which must be a class the
  /// files declare or extend), else a project's every type with layout
  /// code, else (nil) the one with the most.
  static func types(_ input: Input, _ project: SwiftProject, _ asked: String?) throws -> [String?] {
    if let asked {
      let known = project.typeNames
      guard known.contains(asked) else {
        let listed = project.layoutTypes.isEmpty ? known : project.layoutTypes
        let types = listed.isEmpty ? "it has none with layout code" : "its types with layout code: " + listed.joined(separator: ", ")
        throw Failure("--scene \(asked): \(input.name) declares no class '\(asked)' (\(types))\(didYouMean(asked, known))")
      }
      return [asked]
    }
    guard !input.project.isEmpty else { return [nil] }
    let all = project.layoutTypes
    return all.isEmpty ? [nil] : all
  }

  static func load(
    _ input: Input, _ project: SwiftProject, _ options: SceneOptions?, defines: [String], state: String?, type: String?, counting: Bool = true
  ) throws -> SwiftCodeImport {
    var read = SwiftCodeOptions(direction: options?.isRightToLeft == true ? .rightToLeft : .leftToRight)
    read.countsEveryArm = counting
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
    var imported = SwiftCodeImporter.read(project, type: type, options: read)
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
    let text = messages(i).map { "\($0)\n" }.joined()
    FileHandle.standardError.write(Data(text.utf8))
  }

  /// The import's warnings, then notes: its states, the choices no warning
  /// already names, the count, and each place whose constraints were not imported, with why.
  static func messages(_ i: SwiftCodeImport) -> [LocatedMessage] {
    var messages = i.warnings.map(\.located)
    for s in i.states { messages.append(LocatedMessage(.note, file: i.file, "state \(s.summary(i.document)) (switch with --state \(s.name))")) }
    for c in i.choices where !i.warnings.contains(where: { $0.file == c.file && $0.line == c.line && $0.column == c.column }) {
      let arm = c.kind == .switchSubject ? "case \(c.taken + 1) (\(c.arms[c.taken]))" : "the \(c.arms[c.taken]) arm"
      let other = c.kind == .switchSubject ? "--define \(c.name)=N takes the N-th case (1 to \(c.values.count))" : "--define \(c.define(1 - c.taken)) takes the other"
      let what = c.isStoredVariable ? "a stored var other code may set" : "which the file does not tell"
      messages.append(LocatedMessage(.note, at: SourceLocation(file: c.file, line: c.line, column: c.column),
        "the layout shown takes \(arm) of '\(c.name)', \(what); \(other)"))
    }
    var count = "\(i.imported) of \(i.written) constraints written in \(i.counted) imported"
    if i.shown < i.imported {
      var parts = ["\(i.shown) in the layout shown"]
      let chosen = i.imported - i.shown - i.observed
      if chosen > 0 { parts.append("\(chosen) under other arms of its choices (--define)") }
      if i.observed > 0 { parts.append("\(i.observed) in property observers (what they make when other code sets the property)") }
      count += ": " + parts.joined(separator: ", ")
    }
    messages.append(LocatedMessage(.note, file: i.file, count))
    for m in i.missed {
      let why: String
      switch m.reason {
      case .neverCalled(let f): why = "in '\(f)', which nothing the layout runs calls"
      case .helper(let f): why = "in '\(f)', a helper none of the files calls; its constraints are made where it is called"
      case .observer(let p): why = "in the observer of '\(p)', which runs when other code sets it"
      case .combination(let names):
        let listed = names.map { "'\($0)'" }
        let all = listed.count > 1 ? listed.dropLast().joined(separator: ", ") + " and " + (listed.last ?? "") : listed.joined()
        why = "only other arms of \(all) together make \(m.count == 1 ? "it" : "them") (--define each)"
      case .neverTaken(let because): why = "in an arm that never runs (\(because))"
      case .warned: why = "see the warning on this line"
      case .stopped: why = "Plumb stopped reading before it (see the warning where)"
      case .notRead: why = "Plumb does not follow this code"
      }
      messages.append(LocatedMessage(.note, at: SourceLocation(file: m.file, line: m.line, column: m.column), "\(m.count) \(m.count == 1 ? "constraint" : "constraints") not imported: \(why)"))
    }
    return messages
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
  static func playground(_ input: Input, defines: [String], state: String?, type asked: String?, ascii: Bool) throws -> PlaygroundState {
    // The states are switched in the playground (t), from the document as first written.
    let project = try self.project(input)
    let types = try types(input, project, asked)
    let i = try load(input, project, nil, defines: defines, state: nil, type: types.first ?? nil)
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
    let variants = try self.variants(i, input, project, nil, defines: defines, type: types.first ?? nil).map(\.variant)
    let choices = variants.isEmpty ? "" : "; f flips its choices: " + i.choices.map(\.name).joined(separator: ", ")
    let from = input.path == "-" ? "pasted.swift" : i.file
    let others = types.count > 1 ? "; other types: \(types.dropFirst().compactMap { $0 }.joined(separator: ", ")) (open one with --scene)" : ""
    let what = input.project.isEmpty ? input.name : "\(i.rootClass ?? "the code") in \(i.file)"
    return try PlaygroundState(
      imported: i.document, from: from, note: "read from \(what): s saves a new .scene beside it, never the Swift file\(states)\(choices)\(others)",
      states: i.states, state: open, variants: variants, ascii: ascii)
  }

  /// The most other layouts the playground offers for a file's choices.
  static let maximumVariants = 16

  /// The layout under each other arm of each choice of the layout shown, the others as they are, with the `--define` that picks it.
  static func variants(
    _ i: SwiftCodeImport, _ input: Input, _ project: SwiftProject, _ options: SceneOptions?, defines: [String], type: String?
  ) throws -> [(define: String, variant: ImportedVariant)] {
    var out: [(String, ImportedVariant)] = []
    for c in i.choices {
      for k in c.values.indices where k != c.taken && out.count < maximumVariants {
        let other = try load(input, project, options, defines: defines + [c.define(k)], state: options?.state, type: type, counting: false)
        let arm = c.kind == .switchSubject ? "\(c.values[k]) (\(c.arms[k]))" : c.values[k]
        out.append((c.define(k), ImportedVariant(label: "\(c.name) = \(arm)", document: other.document)))
      }
    }
    return out
  }

  /// `check --all-choices`: every layout as read and under each other arm
  /// of each choice; a finding is reported once, with the arms it appears
  /// under when not under all.
  static func checkEveryChoice(_ input: Input, _ options: SceneOptions) throws -> CheckReport {
    let project = try self.project(input)
    var report = CheckReport(files: [input.name])
    var layouts = 0
    let constraintFile = input.project.count > 1 ? nil : input.name
    for type in try types(input, project, options.sceneKey) {
      let i = try load(input, project, options, defines: options.defines, state: options.state, type: type)
      if input.quiet {
        for n in messages(i) where n.severity == .note { report.note(n.description) }
      } else {
        printWarnings(i)
      }
      report.add(i.warnings.map { Finding(located: $0.located, rule: .input, text: input.quiet ? nil : "") })
      let all = [(define: "", document: i.document)]
        + (try variants(i, input, project, options, defines: options.defines, type: type).map { ($0.define, $0.variant.document) })
      layouts += all.count
      var found: [(finding: Finding, under: [String])] = []
      var index: [Finding: Int] = [:]
      for (define, document) in all {
        for f in Finding.all(try OneShotLayout.solve(document).diagnostics, in: document, file: input.name, constraintFile: constraintFile) {
          if let k = index[f] {
            found[k].under.append(define)
          } else {
            index[f] = found.count
            found.append((f, [define]))
          }
        }
      }
      // A finding under every layout of this type is said without its arms.
      let defines = Set(all.map { $0.0 })
      for (f, under) in found {
        var g = f
        if !Set(under).isSuperset(of: defines) {
          g.conditions = [under.map { $0.isEmpty ? "as read" : "--define " + $0 }.joined(separator: "; ")]
          g.text = g.text.map { String($0.dropLast()) + " (\(g.conditions[0]))\n" }
        }
        report.add(g)
      }
    }
    report.noteIfClean(
      input.name, "\(input.name): no conflicts, no ambiguity in \(layouts) \(layouts == 1 ? "layout" : "layouts") (as read and under each other arm of its choices).")
    return report
  }
}
