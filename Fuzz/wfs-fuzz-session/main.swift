import Foundation
import FuzzSupport

exit(LibFuzzer.run(SessionFuzzer.run))
