import Foundation

/// Runs a fuzz target: under libFuzzer when built with `-DFUZZING`, otherwise over input files.
public enum LibFuzzer {
    /// Hands `body` every input: libFuzzer's when built for fuzzing (its arguments are the
    /// command line's), else the contents of each file named on the command line, once.
    ///
    /// Returns the process's exit status.
    public static func run(_ body: @escaping ([UInt8]) -> Void) -> Int32 {
        #if FUZZING
            target = body
            var argc = CommandLine.argc
            var argv = CommandLine.unsafeArgv
            return LLVMFuzzerRunDriver(&argc, &argv) { data, size in
                let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
                LibFuzzer.target?(bytes)
                return 0
            }
        #else
            let paths = CommandLine.arguments.dropFirst()
            guard !paths.isEmpty else {
                print("usage: \(CommandLine.arguments[0]) FILE…  (replays inputs; scripts/fuzz builds the fuzzer)")
                return 64
            }
            for path in paths {
                guard let data = FileManager.default.contents(atPath: path) else {
                    print("cannot read \(path)")
                    return 66
                }
                body([UInt8](data))
                print("\(path): no problem found")
            }
            return 0
        #endif
    }

    #if FUZZING
        /// The target, kept where the C callback can reach it; set once before libFuzzer starts.
        nonisolated(unsafe) private static var target: (([UInt8]) -> Void)?
    #endif

    /// Runs `work` to completion from synchronous code (the libFuzzer callback), blocking the caller.
    public static func wait(for work: @escaping @Sendable () async -> Void) {
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            await work()
            done.signal()
        }
        done.wait()
    }
}

#if FUZZING
    /// libFuzzer's entry point when the program has its own `main` (linked from
    /// `libclang_rt.fuzzer_no_main`): parses the flags, then calls `callback` once per input.
    @_silgen_name("LLVMFuzzerRunDriver")
    private func LLVMFuzzerRunDriver(
        _ argc: UnsafeMutablePointer<CInt>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
    ) -> CInt
#endif
