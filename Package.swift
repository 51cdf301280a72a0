// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "WorkflowSchema",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "WorkflowSchema", targets: ["WorkflowSchema"]),
        .library(name: "WorkflowEngine", targets: ["WorkflowEngine"]),
        .library(name: "WorkflowRuntime", targets: ["WorkflowRuntime"]),
        .library(name: "WorkflowStoreSQLite", targets: ["WorkflowStoreSQLite"]),
        .library(name: "WorkflowStorePostgres", targets: ["WorkflowStorePostgres"]),
        .library(name: "WorkflowHTTPDelegate", targets: ["WorkflowHTTPDelegate"]),
        .library(name: "WorkflowTestDriver", targets: ["WorkflowTestDriver"]),
        .library(name: "WorkflowTesting", targets: ["WorkflowTesting"]),
        .library(name: "WorkflowSessionHost", targets: ["WorkflowSessionHost"]),
        .library(name: "WorkflowWeb", targets: ["WorkflowWeb"]),
        .library(name: "WorkflowLanguageServer", targets: ["WorkflowLanguageServer"]),
        .library(name: "WorkflowCommandLine", targets: ["WorkflowCommandLine"]),
        .executable(name: "wfs", targets: ["wfs"]),
    ],
    // wfs-bench's groups that run servers (web, store, delegate) need Hummingbird, GRDB and
    // AsyncHTTPClient; built without this trait (`--disable-default-traits`), the harness has only
    // the loader, runtime, graph and language-server groups, and its release build skips those
    // packages (CI's benchmark gate: scripts/bench, BENCHMARKS.md).
    traits: [
        .trait(name: "ServerBenchmarks", description: "wfs-bench's web, store and delegate groups"),
        .default(enabledTraits: ["ServerBenchmarks"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.0.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.65.0"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.20.0"),
        .package(url: "https://github.com/adam-fowler/compress-nio", from: "1.5.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.21.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.0.0"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.21.0"),
        .package(url: "https://github.com/apple/swift-crypto", "3.0.0"..<"5.0.0"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.4.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.0.0"),
    ],
    targets: [
        .target(name: "WorkflowSchema"),
        .target(name: "WorkflowEngine"),
        .target(name: "WorkflowRuntime", dependencies: ["WorkflowSchema", "WorkflowEngine"]),
        // The embedded session store of `wfs serve`: journals in one SQLite file, through GRDB.
        .target(
            name: "WorkflowStoreSQLite",
            dependencies: ["WorkflowRuntime", .product(name: "GRDB", package: "GRDB.swift")]
        ),
        // Journals in PostgreSQL, through PostgresNIO: the store of several `wfs serve` instances.
        .target(
            name: "WorkflowStorePostgres",
            dependencies: [
                "WorkflowRuntime", .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            ]
        ),
        // The application's backend in any language: messages POSTed as JSON (AsyncHTTPClient), signed (swift-crypto).
        .target(
            name: "WorkflowHTTPDelegate",
            dependencies: [
                "WorkflowRuntime", "WorkflowSchema", .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "Crypto", package: "swift-crypto"), .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "Metrics", package: "swift-metrics"),
            ]
        ),
        // Drives sessions in tests (no YAML); WorkflowTesting adds flow files, read with Yams.
        .target(name: "WorkflowTestDriver", dependencies: ["WorkflowEngine", "WorkflowRuntime", "WorkflowSchema"]),
        .target(
            name: "WorkflowTesting",
            dependencies: [
                "WorkflowTestDriver", "WorkflowRuntime", "WorkflowSchema", .product(name: "Yams", package: "Yams"),
            ]
        ),
        // Served sessions below the web: made, found, restored, moved on by events and saved; no HTTP.
        .target(
            name: "WorkflowSessionHost",
            dependencies: [
                "WorkflowSchema", "WorkflowEngine", "WorkflowRuntime",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Metrics", package: "swift-metrics"),
            ]
        ),
        .target(
            name: "WorkflowWeb",
            dependencies: [
                "WorkflowSchema", "WorkflowEngine", "WorkflowRuntime", "WorkflowSessionHost",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                // The connections' time limits read HTTP parts as Hummingbird's pipeline has them.
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "CompressNIO", package: "compress-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Metrics", package: "swift-metrics"),
            ],
            // The page's script and stylesheet as people edit them (Assets/), and as scripts/build-assets
            // makes them with esbuild and brotli (Assets/Served/), embedded as bytes (BuiltInAssets).
            exclude: ["Assets/page.js", "Assets/theme.css", "Assets/Served/sources.sha256"],
            resources: [
                .embedInCode("Assets/Served/page.js"), .embedInCode("Assets/Served/page.js.br"),
                .embedInCode("Assets/Served/theme.css"), .embedInCode("Assets/Served/theme.css.br"),
            ]
        ),
        // `wfs lsp`: the Language Server Protocol over standard input and output (types written here:
        // the package mirror has no LSP package; see docs/ARCHITECTURE.md).
        .target(name: "WorkflowLanguageServer", dependencies: ["WorkflowSchema"]),
        .target(
            name: "WorkflowCommandLine",
            dependencies: [
                "WorkflowSchema",
                "WorkflowRuntime",
                "WorkflowTesting",
                "WorkflowSessionHost",
                "WorkflowWeb",
                "WorkflowStoreSQLite",
                "WorkflowStorePostgres",
                "WorkflowHTTPDelegate",
                "WorkflowLanguageServer",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        .executableTarget(name: "wfs", dependencies: ["WorkflowCommandLine"]),
        // The example of docs/EXTENDING.md: an application's own tags, served and tested by its own tool.
        .target(
            name: "TipCalculator",
            dependencies: ["WorkflowSchema", "WorkflowRuntime", "WorkflowWeb"],
            path: "Examples/TipCalculator/Sources/TipCalculator"
        ),
        .executableTarget(
            name: "tip-calculator",
            dependencies: ["TipCalculator", "WorkflowCommandLine"],
            path: "Examples/TipCalculator/Sources/tip-calculator"
        ),
        .executableTarget(
            name: "wfs-bench",
            dependencies: [
                "WorkflowSchema", "WorkflowEngine", "WorkflowRuntime", "WorkflowTesting", "WorkflowLanguageServer",
                .target(name: "WorkflowSessionHost", condition: .when(traits: ["ServerBenchmarks"])),
                .target(name: "WorkflowWeb", condition: .when(traits: ["ServerBenchmarks"])),
                .target(name: "WorkflowStoreSQLite", condition: .when(traits: ["ServerBenchmarks"])),
                .target(name: "WorkflowHTTPDelegate", condition: .when(traits: ["ServerBenchmarks"])),
                .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["ServerBenchmarks"])),
            ],
            path: "Benchmarks/wfs-bench"
        ),
        // libFuzzer targets (docs/FUZZING.md): built with the sanitizers and `-DFUZZING` by
        // scripts/fuzz; in normal builds each only replays the input files it is given.
        .target(name: "FuzzSupport", path: "Fuzz/FuzzSupport"),
        .executableTarget(
            name: "wfs-fuzz-session",
            dependencies: ["FuzzSupport", "WorkflowSchema", "WorkflowRuntime", "WorkflowTesting"],
            path: "Fuzz/wfs-fuzz-session"
        ),
        .executableTarget(
            name: "wfs-fuzz-markup",
            dependencies: ["FuzzSupport", "WorkflowSchema"],
            path: "Fuzz/wfs-fuzz-markup"
        ),
        // What the test targets share: waiting for a condition, a root delegate double, a served
        // page as a browser holds it, the disk counting its reads.
        .target(
            name: "WorkflowTestSupport", dependencies: ["WorkflowRuntime", "WorkflowSchema"],
            path: "Tests/WorkflowTestSupport"),
        .testTarget(
            name: "WorkflowSchemaTests",
            dependencies: ["WorkflowSchema", "WorkflowTestSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "WorkflowEngineTests",
            dependencies: ["WorkflowEngine"]
        ),
        .testTarget(
            name: "WorkflowRuntimeTests",
            dependencies: ["WorkflowRuntime", "WorkflowSchema", "WorkflowTesting", "WorkflowTestSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "WorkflowStoreSQLiteTests",
            dependencies: [
                "WorkflowStoreSQLite", "WorkflowRuntime", "WorkflowSchema", "WorkflowTestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .testTarget(
            name: "WorkflowStorePostgresTests",
            dependencies: [
                "WorkflowStorePostgres", "WorkflowRuntime", "WorkflowTestSupport", .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(
            name: "WorkflowHTTPDelegateTests",
            dependencies: [
                "WorkflowHTTPDelegate", "WorkflowRuntime", "WorkflowSchema", "WorkflowTesting", "WorkflowTestSupport",
                .product(name: "Hummingbird", package: "hummingbird"), .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            ]
        ),
        .testTarget(
            name: "WorkflowTestingTests",
            dependencies: ["WorkflowTesting", "WorkflowRuntime", "WorkflowSchema", "WorkflowTestSupport"]
        ),
        .testTarget(
            name: "WorkflowSessionHostTests",
            dependencies: [
                "WorkflowSessionHost", "WorkflowRuntime", "WorkflowSchema", "WorkflowTestSupport",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(
            name: "WorkflowWebTests",
            dependencies: [
                "WorkflowWeb", "WorkflowSessionHost", "WorkflowRuntime", "WorkflowSchema", "WorkflowStoreSQLite",
                "WorkflowTestSupport",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "CompressNIO", package: "compress-nio"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "MetricsTestKit", package: "swift-metrics"),
            ]
        ),
        .testTarget(
            name: "WorkflowLanguageServerTests",
            dependencies: ["WorkflowLanguageServer", "WorkflowSchema", "WorkflowTestSupport"]
        ),
        .testTarget(
            name: "TipCalculatorTests",
            dependencies: ["TipCalculator", "WorkflowRuntime", "WorkflowSchema", "WorkflowTesting", "WorkflowWeb"]
        ),
        .testTarget(
            name: "wfsTests",
            dependencies: ["wfs", "tip-calculator", "WorkflowSchema", "WorkflowTestSupport"],
            resources: [.copy("Expected"), .copy("Schemas")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
