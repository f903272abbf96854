// What the device and the app ask of the views: rotation, resize, Dark Mode, background
// snapshots (semantics-layout-app §17).

extension World {
    /// semantics-layout-app §17.5 (iOS 13+): after the app enters the background, the windows are
    /// re-rendered in the other style and back, for the app-switcher snapshot.
    public func applyBackgroundSnapshots() throws {}

    /// semantics-layout-app §18.4 step 1: a rotation requested while in the background.
    public func applyPendingRotation() throws {}

    /// semantics-layout-app §18.4 step 3: a Dark Mode change made while in the background.
    public func applyPendingStyleChange() throws {}
}
