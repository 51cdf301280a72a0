import TipCalculator
import WorkflowCommandLine

// `swift run tip-calculator serve Examples/TipCalculator/app.xml` serves the app;
// `swift run tip-calculator test Examples/TipCalculator` runs its flow.
await WorkflowCommandLine.main(registry: TipCalculator.registry, commandName: "tip-calculator")
