import ArgumentParser
import Foundation
import Logging
import Metrics
import Prometheus
import HTTPTypes
import ServiceLifecycle
import WorkflowHTTPDelegate
import WorkflowRuntime
import WorkflowSchema
import WorkflowStorePostgres
import WorkflowStoreSQLite
import WorkflowTesting
import WorkflowWeb

/// `wfs serve FILE`: serves a schema as a web app, one session per browser.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve a schema as a web app: open the address it prints in a browser.",
        discussion: """
            Each browser gets its own session of the schema. Schemas it loads at run time are read \
            from the schema's folder (never outside it). Sessions are kept in a SQLite file \
            (.wfs/sessions-PORT.sqlite by default), so a restarted server brings every browser back \
            where it was; with --store postgres://…, several instances share one database and any of \
            them serves any browser (docs/DEPLOY.md). Stop the server with Ctrl-C (or SIGTERM).
            """
    )

    @Argument(help: "The schema file to serve.", completion: .file(extensions: ["xml", "json"]))
    var file: String

    @Option(help: "The port to listen on.")
    var port: Int = 8080

    @Option(help: "The address to listen on; the default takes connections from this machine only.")
    var host: String = "127.0.0.1"

    @Option(help: "A folder of images and .strings tables (default: the schema's folder).", completion: .directory)
    var assets: String?

    @Option(help: "A stylesheet added after the default theme.", completion: .file(extensions: ["css"]))
    var css: String?

    @Option(
        help: "A flow file whose `replies` answer the root delegate's messages, with their delays in real time.",
        completion: .file(extensions: ["yaml", "yml"]))
    var replies: String?

    @Option(
        help: ArgumentHelp(
            "The application's backend: each root-delegate message and graph question is POSTed to it as JSON, "
                + "and its answer is the reply (docs/DELEGATE.md); signed with WFS_DELEGATE_SECRET when set.",
            valueName: "url"))
    var delegate: String?

    @Option(help: ArgumentHelp("How long the backend may take to answer, retries included.", valueName: "seconds"))
    var delegateTimeout: Double = 10

    @Option(
        help: ArgumentHelp(
            "A request header in which a trusted proxy names the user; the name is sent to the backend with "
                + "each message. Only behind a proxy that sets it (docs/DELEGATE.md).",
            valueName: "name"))
    var userHeader: String?

    @Flag(
        help: ArgumentHelp(
            "Read the schema file again when it changes: the next page shows the new version, or its errors. "
                + "Implies --dev."))
    var watch = false

    @Flag(
        help: ArgumentHelp(
            "Show the developer panel beside the app: the session's runtime errors and warnings with their places. "
                + "Without it, people using the app read one short sentence where something failed; the issues "
                + "go to the log either way."))
    var dev = false

    @Option(
        help: ArgumentHelp(
            "Where sessions are kept: a SQLite file, `memory` (lost when the server stops), or a PostgreSQL "
                + "database that several instances share (postgres://USER@HOST[:PORT]/DATABASE; the password from "
                + "PGPASSWORD).",
            valueName: "path|memory|url"),
        completion: .file(extensions: ["sqlite"]))
    var store: String?

    @Option(help: "The folder of the server's state; the default store is sessions-PORT.sqlite in it.", completion: .directory)
    var stateDir: String = ".wfs"

    @Option(help: "The least severe log messages shown (info: a line per request; warning: problems only).")
    var logLevel: Logger.Level = .info

    @Option(help: "Colour the diagnostics: auto, always or never.")
    var color: ColorChoice = .auto

    @OptionGroup(title: "Limits, and who is trusted (docs/SECURITY.md)")
    var exposure: ServeLimitOptions

    mutating func validate() throws {
        guard (1...65_535).contains(port) else { throw ValidationError("--port must be from 1 to 65535") }
        if delegate != nil, replies != nil {
            throw ValidationError("--delegate and --replies both answer the app's messages: give one of them")
        }
        guard delegateTimeout > 0, delegateTimeout <= Self.longestDelegateTimeout else {
            throw ValidationError("--delegate-timeout must be more than 0 and at most \(Int(Self.longestDelegateTimeout)) seconds")
        }
        if userHeader != nil, delegate == nil {
            throw ValidationError("--user-header names the user to the backend of --delegate: give --delegate too")
        }
        if let userHeader, HTTPField.Name(userHeader) == nil {
            throw ValidationError("--user-header \(userHeader) is not a header name")
        }
        if let userHeader, ["cookie", "authorization", "proxy-authorization"].contains(userHeader.lowercased()) {
            throw ValidationError(
                "--user-header \(userHeader) carries the session's or the proxy's credentials, which must not reach the "
                    + "backend; name the header the proxy sets with the user's name, such as X-Forwarded-User")
        }
    }

    mutating func run() async throws {
        let url = URL(fileURLWithPath: file)
        // Task-local: read it here, not in the server's request tasks. The checks of `wfs validate`,
        // so that serving shows the same warnings.
        let registry = WorkflowCommandLine.registry
        let validator = registry.validator()
        // One text of the file, checked, shown and named by its digest (the file may be saved meanwhile).
        let checkedText = validator.workspace.loadedFile(atPath: url.standardizedFileURL.path)
        let result = checkedText.map { validator.validate($0, file: url) } ?? validator.validate(file: url)
        let formatter = DiagnosticFormatter(usesColor: color.enabled, showsSourceLines: true)
        let source = checkedText.map { SourceLines($0.bytes) }
        for diagnostic in result.diagnostics {
            print(formatter.format(diagnostic, path: file, source: source))
        }
        if result.hasErrors || result.schema == nil {
            guard watch else {
                // A file that cannot be read has said so in its one line.
                if result.diagnostics.contains(where: { $0.code == .unreadableFile }) { throw ExitCode(1) }
                print("\(file) has errors, so it is not served; `wfs validate \(file)` shows them too.")
                throw ExitCode(1)
            }
            print("\(file) has errors: the page shows them until the file is fixed.")
        }
        var stylesheet: String?
        if let css {
            guard let text = try? String(contentsOfFile: css, encoding: .utf8) else {
                throw ValidationError("cannot read the stylesheet \(css)")
            }
            stylesheet = text
        }
        // Images and tables sit beside the schema unless --assets names another folder.
        let assetFolder = AssetFolder(url: assets.map { URL(fileURLWithPath: $0) } ?? url.deletingLastPathComponent())
        for problem in assetFolder.problems { print("warning: \(problem)") }
        let scripted = try loadReplies(schemaFolder: url.deletingLastPathComponent())
        var logger = Logger(label: "wfs.serve")
        logger.logLevel = logLevel
        let fileLimit = ConnectionLimits.raiseOpenFileLimit()
        let connections = exposure.connections(fileLimit: fileLimit)
        let metrics = Self.metrics
        let watcher = watch ? SchemaWatcher(url: url, displayPath: file, validator: validator) : nil
        let started = result.schema
        let startedDigest = checkedText?.contentDigest ?? ContentDigest.of([UInt8]())
        let sessionStore = try openStore()
        for (path, mode) in (sessionStore as? SQLiteSessionStore)?.exposedFiles() ?? [] {
            print(
                "warning: \(path) can be read by other users of this machine (mode \(String(mode, radix: 8))), and it "
                    + "holds the sessions' keys and what people typed: chmod 600 \(path)")
        }
        let database = sessionStore as? PostgresSessionStore
        // The database's connections outlive the server: requests still draining at a stop can be saved.
        let databaseConnections = database.map { database in Task { await database.run() } }
        defer { databaseConnections?.cancel() }
        if let database { try await prepare(database) }
        // After the store: once made, the backend's connection pool must be shut down on the way out.
        // The files sessions load share the served file's workspace: each text is read and checked once.
        let fileLoader = SchemaFileLoader(baseFolder: url.deletingLastPathComponent(), validator: validator)
        let backend = try connectBackend(fileLoader: fileLoader, logger: logger)
        // A backend's deadline must come before the session's own, or the session would fail the message first.
        var longerLimits = RuntimeLimits.default
        if backend != nil {
            longerLimits.replyTimeout = max(longerLimits.replyTimeout, .seconds(delegateTimeout) + .seconds(5))
        }
        let limits = longerLimits
        let serverLogger = logger
        let server = WorkflowWebServer(
            renderer: PageRenderer(stylesheet: stylesheet, showsDeveloperPanel: dev || watch, views: registry.htmlViews),
            assets: assetFolder,
            limits: exposure.sessions(connections: connections),
            cookieName: cookieName(database: database), watcher: watcher, store: sessionStore,
            schemaIdentity: { await watcher?.latestDigest ?? startedDigest },
            userHeader: userHeader.flatMap { HTTPField.Name($0) },
            metricsText: metricsText(metrics), trustedProxies: exposure.proxies, publicAddress: exposure.publicAddress
        ) { identity in
            // Each browser's delegate counts its own turns through reply lists.
            let delegate: any RootDelegate =
                backend.map { $0.delegate(sessionReference: identity.reference, user: { identity.user }) }
                ?? scripted.map { ScriptedRootDelegate(replySequences: $0, sleepingOn: ContinuousClock()) }
                ?? DefaultRootDelegate()
            // The page has just looked at the file; the session takes that version without reading it again.
            let schema = await watcher?.latestSchema ?? started ?? Self.placeholder
            // Every runtime issue goes to the log, for whoever runs the server; the page shows them
            // only with --dev.
            var issueLogger = serverLogger
            issueLogger[metadataKey: "session"] = "\(identity.reference)"
            let issues = issueLogger
            return Session(
                schema: schema, rootDelegate: delegate, assets: assetFolder, fileLoader: fileLoader, registry: registry,
                limits: limits,
                observer: { issue in issues.log(level: issue.severity == .error ? .warning : .notice, "runtime \(issue)") })
        }
        await server.sweepStore()
        let announcement = announcement(connections: connections, fileLimit: fileLimit)
        let application = server.application(host: host, port: port, logger: logger, connections: connections) {
            print(announcement)
            // Before the requests' log, also when the output goes to a file or a pipe (nil: all streams).
            fflush(nil)
        }
        // The stop lets requests finish, within --stop-timeout.
        let group = ServiceGroup(
            configuration: .init(
                services: [application, StopDeadline(timeout: exposure.stopTimeout)],
                gracefulShutdownSignals: [.sigterm, .sigint], logger: logger))
        do {
            try await group.run()
            await backend?.shutdown()
        } catch {
            await backend?.shutdown()
            guard let message = await ListenFailure(host: host, port: port).message(for: error) else { throw error }
            print("error: \(message)")
            throw ExitCode(1)
        }
    }

    /// What is printed once the server listens: its address, its limits, and warnings when other
    /// machines can reach it or a header is trusted without a proxy to set it.
    private func announcement(connections: ConnectionLimits, fileLimit: Int) -> String {
        let watching = watch ? ", watching it for changes" : dev ? ", with its developer panel" : ""
        let address = host.contains(":") ? "[\(host)]" : host
        var lines = ["Serving \(file) at http://\(address):\(port)/\(watching) (Ctrl-C stops the server)"]
        if let publicAddress = exposure.publicAddress {
            let secure = publicAddress.isHTTPS ? "; its session cookie is sent over HTTPS only" : ""
            lines.append("People reach it at \(publicAddress)\(secure).")
        }
        lines.append(
            store == "memory"
                ? "Sessions are kept in memory only: a restart starts every browser afresh."
                : isDatabase
                    ? "Sessions are kept in \(storeDisplayName), shared by every wfs serve on that database."
                    : "Sessions are kept in \(storePath); a restart brings every browser back where it was.")
        lines.append(
            "Connections: at most \(connections.maximumConnections) (this process may open \(fileLimit) files), "
                + "\(connections.connectionsPerClient) from one client; a request's head must come within "
                + "\(StopDeadline.seconds(connections.headerTimeout.inSeconds)), its body within "
                + "\(StopDeadline.seconds(connections.bodyTimeout.inSeconds)); idle connections close after "
                + "\(StopDeadline.seconds(connections.idleTimeout.inSeconds)).")
        if !exposure.trustedProxies.isEmpty {
            lines.append(
                "Trusted proxies: \(exposure.trustedProxies.joined(separator: ", ")) (their X-Forwarded-For and "
                    + "X-Forwarded-Proto name the client and its scheme).")
        }
        if let userHeader, exposure.trustedProxies.isEmpty {
            lines.append(
                "warning: --user-header \(userHeader) is trusted from anyone who can reach this server, since no "
                    + "--trusted-proxy is named: give the proxy that sets it (docs/DELEGATE.md), or anyone can claim any name.")
        }
        if !WorkflowWebServer.isLoopback(host) {
            lines.append(
                "warning: --host \(host) lets other machines reach this server, and anyone who reaches it can use "
                    + "the app: wfs serve has no TLS and no login of its own. Put it behind a proxy that adds them "
                    + "(docs/DEPLOY.md), or use it on networks you trust.")
        }
        return lines.joined(separator: "\n")
    }

    /// The SQLite file sessions are kept in (unless `--store memory`).
    private var storePath: String {
        // One file per port: browsers keep one cookie per port, and two servers on two ports never share a store.
        store ?? (stateDir as NSString).appendingPathComponent("sessions-\(port).sqlite")
    }

    /// Whether `--store` names a PostgreSQL database.
    private var isDatabase: Bool { PostgresSessionStore.isAddress(store ?? "") }

    /// The store as the announcement names it: a database's address without its password.
    private var storeDisplayName: String {
        (try? PostgresSessionStore.displayName(of: store ?? "")) ?? storePath
    }

    /// Opens the session store; one that cannot be used stops the command with its one-line reason.
    private func openStore() throws -> any SessionStore {
        if store == "memory" { return MemorySessionStore() }
        do {
            if isDatabase { return try PostgresSessionStore(url: store ?? "") }
            return try SQLiteSessionStore(path: storePath, options: .init(maximumSize: exposure.storeBytes?.bytes))
        } catch {
            print("error: \(error.message)")
            throw ExitCode(1)
        }
    }

    /// Makes the database's tables when missing; a database that cannot be used stops the command.
    private func prepare(_ database: PostgresSessionStore) async throws {
        do {
            try await database.prepare()
        } catch {
            print("error: \(error.message)")
            throw ExitCode(1)
        }
    }

    /// The session cookie's name. Browsers share cookies between the ports of one host, so a
    /// server's own store gets a cookie of its port; instances on one database must all read the
    /// same cookie, whichever answers, so theirs is named after the database.
    private func cookieName(database: PostgresSessionStore?) -> String {
        guard let database else { return "\(WorkflowWebServer.defaultCookieName)_\(port)" }
        let digest = ContentDigest.of(Array(database.displayName.utf8)).split(separator: "-")
        return "\(WorkflowWebServer.defaultCookieName)_\(digest.dropFirst().first ?? "")"
    }

    /// What a session shows if the watched file broke between a page and its session (the next page shows why).
    private static let placeholder: Schema = {
        let text = "<workflow><screen><title>The schema has errors</title></screen></workflow>"
        guard let schema = SchemaLoader().load(text).schema else { preconditionFailure("the placeholder schema loads") }
        return schema
    }()

    /// The process's metrics, kept in Prometheus's registry and served at `/metrics`: swift-metrics is
    /// bootstrapped once, when a server first needs them, before it makes any handle. Nil when the
    /// program (an application's own tool) bootstrapped another backend first: its metrics are its own,
    /// and `/metrics` is not served.
    static let metrics: PrometheusCollectorRegistry? = {
        guard MetricsSystem.factory is NOOPMetricsHandler else { return nil }
        let registry = PrometheusCollectorRegistry()
        MetricsSystem.bootstrap(PrometheusMetricsFactory(registry: registry))
        return registry
    }()

    /// What `/metrics` serves: `registry`'s metrics in Prometheus's format; nil (no `/metrics`) without one.
    private func metricsText(_ registry: PrometheusCollectorRegistry?) -> (@Sendable () -> String)? {
        guard let registry else { return nil }
        return { registry.emitToString() }
    }

    /// The longest `--delegate-timeout`, in seconds.
    static let longestDelegateTimeout = 300.0

    /// The backend of `--delegate`, or nil without one; an address that cannot be used stops the command.
    private func connectBackend(fileLoader: SchemaFileLoader, logger: Logger) throws -> DelegateBackend? {
        guard let delegate else { return nil }
        let secret = ProcessInfo.processInfo.environment["WFS_DELEGATE_SECRET"]
        do {
            let backend = try DelegateBackend(
                url: delegate, secret: secret, deadline: .seconds(delegateTimeout),
                schemaLoader: fileLoader,
                logger: logger)
            if !backend.signsRequests {
                print("warning: WFS_DELEGATE_SECRET is not set, so requests to \(delegate) are not signed (docs/DELEGATE.md)")
            }
            return backend
        } catch {
            print("error: --delegate \(delegate): \(error.description)")
            throw ExitCode(1)
        }
    }

    /// The replies of the `--replies` flow file, or nil without one; a broken file stops the command.
    private func loadReplies(schemaFolder: URL) throws -> [String: [ScriptedReply]]? {
        guard let replies else { return nil }
        do {
            return try FlowFile.load(contentsOf: URL(fileURLWithPath: replies)).scriptedReplies(
                schemaFolder: schemaFolder)
        } catch let error as FlowFileError {
            print("\(replies):\(error.position): error: \(error.message)")
        } catch {
            print("\(replies): error: \(error)")
        }
        throw ExitCode(1)
    }
}
