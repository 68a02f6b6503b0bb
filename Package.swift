// swift-tools-version:5.10
import PackageDescription

let package = Package(
  name: "plumb",
  products: [
    .executable(name: "plumb", targets: ["plumb"]),
    .library(name: "PlumbSolver", targets: ["PlumbSolver"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
  ],
  targets: [
    // MARK: - Libraries, bottom to top

    // ncurses with the wide-character API, for the terminal front only.
    .systemLibrary(name: "CNcurses", pkgConfig: "ncursesw", providers: [.apt(["libncurses-dev"])]),

    // The Cassowary engine: variables, constraints, priorities. Knows nothing of views.
    .target(name: "PlumbSolver", swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]),

    // Views, anchors, intrinsic sizes, stacks, size classes and UIKit-style diagnostics.
    .target(name: "PlumbLayout", dependencies: ["PlumbSolver"]),

    // The .scene format: parser with located errors, Visual Format Language, writer.
    .target(name: "PlumbScene", dependencies: ["PlumbLayout"]),

    // The playground's pure core: state, actions, reducer, and rendering to a grid of cells.
    .target(name: "PlumbPlayground", dependencies: ["PlumbLayout", "PlumbScene"]),

    // MARK: - Executables

    // The command line: argument parsing and the thin terminal front.
    .executableTarget(
      name: "plumb",
      dependencies: [
        "PlumbLayout", "PlumbScene", "PlumbPlayground", "CNcurses",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),

    // Side-by-side benchmark of PlumbSolver and kiwisolver.
    .executableTarget(
      name: "plumb-bench",
      dependencies: [
        "PlumbSolver", "PlumbScene", "PlumbPlayground",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),

    // MARK: - Unit tests

    .testTarget(name: "PlumbSolverTests", dependencies: ["PlumbSolver"]),
    .testTarget(name: "PlumbLayoutTests", dependencies: ["PlumbLayout"]),
    .testTarget(name: "PlumbSceneTests", dependencies: ["PlumbScene"]),
    .testTarget(name: "PlumbPlaygroundTests", dependencies: ["PlumbPlayground"]),

    // MARK: - End-to-end tests: the real binary

    .testTarget(name: "plumbEndToEndTests", dependencies: ["plumb"]),
  ]
)
