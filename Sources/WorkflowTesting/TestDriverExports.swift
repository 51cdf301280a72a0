// The driver (WorkflowDriver, ScriptedRootDelegate, the manual clock), so that `import WorkflowTesting`
// is enough for tests that run flow files and drive sessions.
@_exported import WorkflowTestDriver
