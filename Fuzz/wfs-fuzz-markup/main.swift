import Foundation
import FuzzSupport

exit(LibFuzzer.run(MarkupDifferential.run))
