// swift-tools-version:5.10
import PackageDescription

let package = Package(
  name: "plumb",
  products: [
    .library(name: "PlumbSolver", targets: ["PlumbSolver"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
  ],
  targets: [
    // MARK: - Libraries, bottom to top

    // The Cassowary engine: variables, constraints, priorities. Knows nothing of views.
    .target(name: "PlumbSolver"),

    // MARK: - Executables

    // Side-by-side benchmark of PlumbSolver and kiwisolver.
    .executableTarget(
      name: "plumb-bench",
      dependencies: [
        "PlumbSolver",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),

    // MARK: - Unit tests

    .testTarget(name: "PlumbSolverTests", dependencies: ["PlumbSolver"]),
  ]
)
