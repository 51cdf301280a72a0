// The engine's deterministic helpers, so that `import WorkflowTesting` is enough to drive a session in tests.
@_exported import class WorkflowEngine.ManualClock
@_exported import struct WorkflowEngine.SeededRandomNumberGenerator
