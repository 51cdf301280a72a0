// ContentDigest moved to WorkflowSchema, whose schema workspace keeps texts by it; code that
// imports only WorkflowRuntime (for a journal's schema digest) still finds it here.
@_exported import enum WorkflowSchema.ContentDigest
