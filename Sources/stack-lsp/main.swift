import Foundation
import StackLSP

exit(StdioTransport.run())
