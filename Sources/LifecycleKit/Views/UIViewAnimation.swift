// UIView.animate(withDuration:animations:completion:) on the virtual clock (semantics §2:
// "UIView.animate as given"). The animations block runs at once (its changes are the final
// values); the completion runs with `finished = true` when the duration has elapsed.

extension World {
    public func animate(duration: Double, animations: (() throws -> Void)?,
                        completion: ((Bool) throws -> Void)?, flushUpdates: Bool = false) throws {
        if flushUpdates && !configuration.hasFlushUpdates {
            throw LifeluaMisuse.requiresIOS("UIView.animate option flushUpdates", 26, running: configuration.iosVersion)
        }
        // semantics-code K34: window `did`s queued inside the block wait for the animation
        let outer = currentAnimationDuration
        currentAnimationDuration = max(0, duration)
        defer { currentAnimationDuration = outer }
        // semantics-ios26 §23.5 [doc WWDC25 243]: flushUpdates runs the pending updates (properties
        // and layout passes, every window) right before the animations and again right after
        if flushUpdates { try operation { try runLayoutPhase() } }
        try operation { try animations?() }
        if flushUpdates { try operation { try runLayoutPhase() } }
        runLoop.schedule(after: max(0, duration)) { [self] in
            try completion?(true)
            releaseCheckpoint()
        }
    }
}
