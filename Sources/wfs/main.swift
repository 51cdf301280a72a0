import WorkflowCommandLine

await WorkflowCommandLine.main()
