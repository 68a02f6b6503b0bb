import ArgumentParser
import Foundation
import PlumbDiagnostics
import PlumbLayout
import PlumbScene
import PlumbUIKitCode

struct Convert: ParsableCommand {
  /// What `convert` writes.
  enum Format: String, ExpressibleByArgument, CaseIterable {
    case scene, swift
  }

  static let configuration = CommandConfiguration(
    abstract: "Print a layout (a scene, a scene of a .storyboard or .xib, a UIKit conflict log) as a .scene file or as UIKit code that lays out to the same frames.",
    discussion: """
      --to scene (the default) prints a .scene file; see Scenes/FORMAT.md.
      --to swift prints a view controller whose viewDidLoad makes the views, adds them, and activates the constraints with anchors, \
      priorities and identifiers; `// plumb:` comments record the device and orientation (and what only the app knows, such as an \
      image's size), so that the code opens in Plumb with the same frames.
      The device, orientation and --set options apply before converting.
      """)

  @OptionGroup var options: SceneOptions

  @Option(help: "What to write: scene or swift.")
  var to: Format = .scene

  func run() throws {
    try reportingFailures {
      let input = try Input.read(options.paths)
      let conversion = try input.format.conversion(input, options, to: to)
      switch to {
      case .scene:
        // A scene's own comments are input too: none of their control characters is printed raw.
        print(TerminalText.escaped(conversion.sceneText ?? SceneWriter.document(conversion.document)), terminator: "")
      case .swift:
        let out = SwiftCodeWriter.write(conversion.document, source: conversion.source)
        for w in out.warnings { FileHandle.standardError.write(Data(TerminalText.escaped("plumb: warning: \(w)\n").utf8)) }
        print(out.text, terminator: "")
      }
    }
  }
}
