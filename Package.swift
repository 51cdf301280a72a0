// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "WorkflowSchema",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "WorkflowSchema", targets: ["WorkflowSchema"]),
        .executable(name: "wfs", targets: ["wfs"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
    ],
    targets: [
        .target(name: "WorkflowSchema"),
        .executableTarget(
            name: "wfs",
            dependencies: [
                "WorkflowSchema",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "wfs-bench",
            dependencies: ["WorkflowSchema"],
            path: "Benchmarks/wfs-bench"
        ),
        .testTarget(
            name: "WorkflowSchemaTests",
            dependencies: ["WorkflowSchema"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "wfsTests",
            dependencies: ["wfs", "WorkflowSchema"],
            resources: [.copy("Expected"), .copy("Schemas")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
