import ServiceLifecycle

/// Runs beside the server while it serves: wakes the push channels of sessions that other servers
/// sharing the store move on (`SessionStore.watchAppends`). Nothing to do for a store of one server.
struct StoreWatchService: Service {
    let server: WorkflowWebServer

    func run() async throws {
        await cancelWhenGracefulShutdown { await server.watchStore() }
        // A store of one server has nothing to watch; a service that ends before the stop stops the server.
        try? await gracefulShutdown()
    }
}
