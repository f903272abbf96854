// UIView.animate(withDuration:animations:completion:) on the virtual clock (semantics §2:
// "UIView.animate as given"). The animations block runs at once (its changes are the final
// values); the completion runs with `finished = true` when the duration has elapsed.

extension World {
    public func animate(duration: Double, animations: (() throws -> Void)?,
                        completion: ((Bool) throws -> Void)?) throws {
        // semantics-code K34: window `did`s queued inside the block wait for the animation
        let outer = currentAnimationDuration
        currentAnimationDuration = max(0, duration)
        defer { currentAnimationDuration = outer }
        try operation { try animations?() }
        runLoop.schedule(after: max(0, duration)) { [self] in
            try completion?(true)
            releaseCheckpoint()
        }
    }
}
