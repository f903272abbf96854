// The device and the size-change API as a scenario sees them (lua-api.md, "Device, windows"):
// `UIDevice.rotate`, `UIDevice.orientation`, `UIDevice.setUserInterfaceStyle`, the transition
// coordinator a viewWillTransition override receives, and the values (traits, insets) they carry.

import LifecycleKit
import LuaBridge

private typealias Coordinator = Members<UIViewControllerTransitionCoordinator>

extension ClassBinding {
    static let transitionCoordinator = ClassBinding(
        "UIViewControllerTransitionCoordinator",
        doc: "The coordinator of a size or trait change: animate(alongside, completion) registers functions that receive a context ({ transitionDuration = … }).",
        matches: { $0 is UIViewControllerTransitionCoordinator },
        constructorDoc: "not constructed by scripts: viewWillTransition and willTransition receive it",
        positional: [], isConstructible: false,
        construct: { _, c in throw LuaScriptError.located("\(c.className) cannot be constructed; viewWillTransition receives it") },
        properties: [
            Coordinator.property("transitionDuration", "number", "The transition's duration in seconds.",
                                 get: { rt, c in rt.vm.push(c.transitionDuration) }),
        ],
        methods: [
            Coordinator.method("animate", [("alongside", "fun(context: table)?"), ("completion", "fun(context: table)?")],
                               "alongside runs after the change's layout pass; completion when the transition ends.") { rt, c, a in
                let alongside = try a.optionalFunction(1), completion = try a.optionalFunction(2)
                c.animate(alongside: rt.contextBlock(alongside, c), completion: rt.contextBlock(completion, c))
                return 0
            },
        ])
}

extension GlobalFunction {
    static let device: [GlobalFunction] = [
        GlobalFunction(path: "UIDevice.rotate", params: [("orientation", "\"portrait\"|\"landscape\"")], returns: nil,
                       doc: "The user rotates the device (a user event, handled at the start of the next turn).") { rt, a in
            let name = try a.string(1)
            guard let orientation = UIDeviceOrientation(rawValue: name) else {
                throw a.fail(1, "expected one of \(UIDeviceOrientation.allCases.map(\.rawValue).joined(separator: ", ")), got '\(name)'")
            }
            rt.world.rotate(to: orientation)
            return 0
        },
        GlobalFunction(path: "UIDevice.setUserInterfaceStyle", params: [("style", "\"light\"|\"dark\"")], returns: nil,
                       doc: "The user switches Dark Mode (iOS 13+; a user event, next turn).") { rt, a in
            let name = try a.string(1)
            guard let style = UITraitCollection.Style(rawValue: name) else {
                throw a.fail(1, "expected one of \(UITraitCollection.Style.allCases.map(\.rawValue).joined(separator: ", ")), got '\(name)'")
            }
            try rt.world.setUserInterfaceStyle(style)
            return 0
        },
    ]
}

extension GlobalTable {
    static let device = GlobalTable(
        path: "UIDevice",
        doc: "The device: its orientation and Dark Mode (semantics-layout-app §17). Its functions are user events delivered at the start of the next turn.",
        fields: [
            GlobalField(name: "orientation", type: "\"portrait\"|\"landscape\"",
                        doc: "The current orientation (changed when a rotation is delivered).",
                        get: { rt in rt.vm.push(rt.world.device.orientation.rawValue) }),
        ])
}

extension ScriptHost {
    /// A function of `{ transitionDuration = … }`, for the coordinator.
    func contextBlock(_ ref: LuaVM.Ref?, _ coordinator: UIViewControllerTransitionCoordinator) -> (() throws -> Void)? {
        guard let ref else { return nil }
        // the duration, not the coordinator: the coordinator keeps this block, and a block that
        // kept the coordinator made a cycle that leaked it and every controller the block captured
        // (LeakSanitizer, valgrind: rotate_under_navigation)
        let duration = coordinator.transitionDuration
        return { [unowned self] in
            try call(ref) {
                vm.newTable(nrec: 1)
                vm.push(duration); vm.setField("transitionDuration", at: -2)
                return 1
            }
        }
    }

    func push(_ insets: UIEdgeInsets) {
        pushNumberFields([("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right)])
    }

    /// A table of named numbers (`{ top = 0, … }`), the mirror of `numberFields(at:…)`.
    func pushNumberFields(_ fields: [(String, Double)]) {
        vm.newTable(nrec: Int32(fields.count))
        for (name, value) in fields { vm.push(value); vm.setField(name, at: -2) }
    }

    func insets(at index: Int32) throws -> UIEdgeInsets {
        try numberFields(at: index, of: UIEdgeInsets(), "additionalSafeAreaInsets", expected: "a table { top=, left=, bottom=, right= }",
                         [("top", \.top), ("left", \.left), ("bottom", \.bottom), ("right", \.right)])
    }

    /// `{ "verticalSizeClass", … }`: trait names a handler registers for.
    func traitNames(at index: Int32) throws -> [String] {
        guard vm.isTable(at: index) else { throw valueError("registerForTraitChanges", expected: "an array of trait names", at: index) }
        var names: [String] = []
        for i in 0..<vm.rawLength(at: index) {
            vm.rawGet(at: index, index: i + 1)
            defer { vm.pop() }
            guard vm.isString(at: -1), let name = vm.toString(at: -1), UITraitCollection.names.contains(name) else {
                throw LuaScriptError.located("registerForTraitChanges: item \(i + 1): expected one of \(UITraitCollection.names.joined(separator: ", ")), got \(vm.describe(at: -1))")
            }
            names.append(name)
        }
        return names
    }
}
