import PlumbDiagnostics
import ArgumentParser
import Foundation
import PlumbLayout
import PlumbPlayground
import PlumbReports
import PlumbScene

/// What every command does with an input, whatever its format: the
/// format's own output where its entry has one, else the common output of its layouts.
extension InputFormat {
  /// The input's layouts under `--text-size` and `--pseudo` (the format's
  /// reader lays them out as designed; an Interface Builder file's reader applies them itself).
  func layouts(_ input: Input, _ options: SceneOptions) throws -> [InputLayout] {
    var layouts = try read(input, options)
    let stress = try options.textStress()
    guard !readsItsOwnFile, !stress.isNone else { return layouts }
    for k in layouts.indices {
      layouts[k].document = options.stressed(layouts[k].document, by: stress)
      layouts[k].result = nil
    }
    return layouts
  }

  /// `solve`: each layout's frames and diagnostics, as text or JSON.
  func solveInput(_ input: Input, _ options: SceneOptions, json: Bool) throws {
    if let solve { return try solve(input, options, json) }
    for layout in try layouts(input, options) {
      let result = try layout.result ?? OneShotLayout.solve(layout.document)
      if json {
        print(try LayoutReport(layout.document, file: layout.name, result).json())
      } else {
        print(TerminalText.escaped(LayoutReport.text(layout.document, file: layout.name, result)), terminator: "")
      }
    }
  }

  /// `render`: each layout drawn, under its heading when it has one, a blank line between layouts.
  func renderInput(_ input: Input, _ options: SceneOptions, width: Int?, ascii: Bool) throws {
    for (k, layout) in try layouts(input, options).enumerated() {
      if k > 0 { print("") }
      if let heading = layout.heading { print(TerminalText.escaped(heading)) }
      let result = try layout.result ?? OneShotLayout.solve(layout.document)
      print(SceneDrawing.text(layout.document, result, columns: width, glyphs: ascii ? .ascii : .unicode))
    }
  }

  /// `render --format svg`: every layout in one picture, one under another, each under its heading.
  func renderSVG(_ input: Input, _ options: SceneOptions) throws {
    let pages = try layouts(input, options).map { layout in
      SVGPicture.Page(heading: layout.heading, document: layout.document, result: try layout.result ?? OneShotLayout.solve(layout.document))
    }
    print(SVGPicture.svg(pages), terminator: "")
  }

  /// `render --format svg --all-devices --all-text-sizes`: every layout
  /// under every device and orientation (and iPad Split View window)
  /// and every text size asked for, side by side in rows, each under a
  /// heading that names its condition.
  func renderSheet(_ input: Input, _ options: SceneOptions, allDevices: Bool, allTextSizes: Bool) throws {
    if allDevices {
      guard name == InputFormat.interfaceBuilder.name || name == InputFormat.scene.name else {
        throw Failure("--all-devices draws a storyboard, xib or scene on every device; \(name) sets its own device")
      }
      guard options.device == nil, options.orientation == nil else { throw Failure("--all-devices draws every device and orientation: drop --device and --orientation") }
    }
    if allTextSizes, options.textSize != nil { throw Failure("--all-text-sizes draws every text size: drop --text-size") }
    // The configurations `check --all-devices` sweeps, named as its findings name them.
    let devices: [DeviceSweep.Configuration?] = allDevices ? DeviceSweep.configurations.map(\.configuration) : [nil]
    let sizes: [ContentSizeCategory?] = allTextSizes ? ContentSizeCategory.allCases : [nil]
    var pages: [SVGPicture.Page] = []
    for device in devices {
      for size in sizes {
        var o = options
        if let device { (o.device, o.orientation) = (device.device, device.orientation.rawValue) }
        if let size { o.textSize = size.shortName }
        let condition = [device?.description, size.map { "text size \($0.shortName)" }].compactMap { $0 }.joined(separator: ", ")
        for layout in try layouts(input, o) {
          let result = try layout.result ?? OneShotLayout.solve(layout.document)
          pages.append(SVGPicture.Page(heading: [layout.heading, condition].compactMap { $0 }.joined(separator: " — "), document: layout.document, result: result))
        }
      }
    }
    print(SVGPicture.svg(pages, sheet: true), terminator: "")
  }

  /// `check`: the format's own check, else `checkLayouts`.
  func checkInput(_ input: Input, _ options: SceneOptions, _ scope: CheckScope) throws -> CheckReport {
    if let check { return try check(input, options, scope) }
    try scope.refuse(for: "a scene", devices: "sets its own", choices: "has none")
    return try checkLayouts(input, options, stress: scope.textStress)
  }

  /// The common check: every layout's diagnostics in UIKit's words, and the
  /// reader's warnings (already printed to standard error as the file was read).
  func checkLayouts(_ input: Input, _ options: SceneOptions, stress: [TextStress] = []) throws -> CheckReport {
    let layouts = try read(input, options)
    var report = CheckReport(files: [input.name])
    // A constraint's line is a line of the input unless the input is a project of several files.
    let constraintFile = input.project.count > 1 ? nil : input.name
    for layout in layouts {
      // Printed as read unless the input is quiet: then the report has them.
      report.add(layout.warnings.map { Finding(located: $0, rule: .input, text: input.quiet ? nil : "") })
      if input.quiet { for n in layout.notes { report.note(n.description) } }
      let designed = try layout.result ?? OneShotLayout.solve(layout.document)
      report.add(Finding.all(designed.diagnostics, in: layout.document, file: input.name, constraintFile: constraintFile))
      if !stress.isEmpty {
        report.add(TextStressSweep.check([TextStressSweep.Subject(file: input.name, document: layout.document, result: designed)], under: stress, solve: OneShotLayout.layout))
      }
      if options.isRightToLeft {
        let constraints = layout.document.constraints
        report.add(Finding.leftRight(in: layout.document, file: input.name) { k in
          guard let file = constraintFile, constraints[k].line > 0 else { return nil }
          return SourceLocation(file: file, line: constraints[k].line, column: 1)
        })
      }
    }
    // Of the layouts alone: a lesson's steps are said on their own.
    report.noteIfClean(input.name, "\(input.name): no conflicts, no ambiguity.", ignoring: [.lesson])
    return report
  }

  /// `convert`'s source: the format's own, else the one layout read, named by the file.
  func conversion(_ input: Input, _ options: SceneOptions, to: Convert.Format) throws -> Conversion {
    if let convert { return try convert(input, options, to) }
    let layouts = try self.layouts(input, options)
    guard let layout = layouts.first, layouts.count == 1 else { throw Failure("\(input.name) holds \(layouts.count) layouts: convert writes one (pick it with --scene)") }
    return Conversion(document: layout.document, source: input.sourceName, sceneText: layout.sceneText)
  }
}
