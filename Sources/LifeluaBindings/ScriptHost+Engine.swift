// What the engine may ask the host before calling it (WorldHost), kept apart from ScriptHost.swift.

import LifecycleKit

extension ScriptHost {
    /// `controller(_:didReceive:arguments:)` runs nothing unless the controller's class chain
    /// defines the callback, which is what `overrides` answers: the engine then skips building the
    /// arguments of the callbacks nobody overrides, most of them.
    public func mayRun(_ callback: EventKind, on controller: UIViewController) -> Bool {
        overrides(callback, of: controller)
    }
}
