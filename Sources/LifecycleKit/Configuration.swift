// What a scenario models: the iOS version and the device idiom (`--ios`, `--device`).

public enum Device: String, CaseIterable, Sendable { case iphone, ipad }

public struct Configuration: Sendable {
    /// The iOS major version modelled (`--ios`): 12, 13…17, 18+.
    public var iosVersion: Int
    public var device: Device
    public init(iosVersion: Int = 18, device: Device = .iphone) {
        self.iosVersion = iosVersion
        self.device = device
    }
    /// semantics §9: viewIsAppearing exists from iOS 13 (back-deployed).
    public var hasViewIsAppearing: Bool { iosVersion >= 13 }
}
