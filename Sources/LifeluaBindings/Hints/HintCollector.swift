// What the hints need from the event stream itself (no event store): the Unbalanced warnings,
// and whether any view loaded. What each controller was told is on the controller
// (`UIViewController.history`), so it goes when the controller goes.

import LifecycleKit
import LifecycleTrace

final class HintCollector: TraceSink {
    /// Controllers named by UIKit's "Unbalanced calls to begin/end appearance transitions" warning.
    private(set) var unbalanced: [String] = []
    private var unbalancedNames: Set<String> = []
    /// Whether any controller loaded its view: every rule about controllers needs one that did.
    private(set) var anyViewLoaded = false

    let interest: EventKindSet? = EventKindSet([.viewDidLoad, .warning])

    func record(_ e: TraceEvent) {
        switch e.event {
        case .viewDidLoad:
            anyViewLoaded = true
        case .warning:
            let prefix = UIKitWarnings.unbalancedPrefix
            if let m = e.message, m.hasPrefix(prefix) {
                let who = String(m.dropFirst(prefix.count).dropLast())   // "<UIViewController: X>"
                if unbalancedNames.insert(who).inserted { unbalanced.append(who) }
            }
        default:
            break
        }
    }
}
