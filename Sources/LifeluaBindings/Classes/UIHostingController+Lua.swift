// UIHostingController and SwiftUIView as a scenario sees them (lua-api.md, "Hosting controller";
// semantics-containers §30).

import LifecycleKit
import LuaBridge

private typealias Host = Members<UIHostingController>
private typealias SwiftUI = Members<SwiftUIView>

extension ClassBinding {
    static let hostingController = ClassBinding(
        "UIHostingController", superclass: .viewController,
        doc: "A controller hosting a SwiftUI view: the view's onAppear runs between the host's viewWillAppear and viewDidAppear, its onDisappear after the host's viewDidDisappear (semantics-containers §30).",
        matches: { $0 is UIHostingController },
        constructorDoc: "UIHostingController{ name = …, rootView = SwiftUIView{ … } }",
        positional: [("name", "string"), ("rootView", "SwiftUIView?")],
        constructorOptions: [("rootView", "SwiftUIView", "The SwiftUI view it hosts.")],
        construct: { host, c in
            let root: SwiftUIView?
            if let options = c.options {
                host.vm.getField("rootView", at: options)
                defer { host.vm.pop() }
                root = try host.swiftUIView(at: host.vm.top, "\(c.className): rootView")
            } else {
                root = c.args.isAbsent(2) ? nil : try c.args.object(2, as: SwiftUIView.self, expected: "a SwiftUIView")
            }
            return UIHostingController(world: host.world, name: c.name, rootView: root, className: c.className)
        },
        properties: [
            Host.property("rootView", "SwiftUIView?", "The SwiftUI view; replacing it on an appeared host makes the new one appear at once.",
                          get: { rt, h in rt.push(h.rootView) },
                          set: { rt, h, i in try h.setRootView(try rt.swiftUIView(at: i, "rootView")) }),
        ],
        methods: [])

    static let swiftUIView = ClassBinding(
        "SwiftUIView",
        doc: "A SwiftUI view hosted by a UIHostingController: a name and its onAppear / onDisappear (a function, or true to trace only).",
        matches: { $0 is SwiftUIView },
        constructorDoc: "SwiftUIView{ name = …, onAppear = function() … end | true, onDisappear = function() … end | true }",
        positional: [("name", "string")],
        constructorOptions: [("onAppear", "(fun())|boolean", "Runs (and is traced) when the view appears; true: traced only."),
                             ("onDisappear", "(fun())|boolean", "Runs (and is traced) when the view disappears; true: traced only.")],
        construct: { host, c in try host.makeSwiftUIView(c) },
        properties: [
            SwiftUI.property("name", "string", "The view's name.", get: { rt, v in rt.vm.push(v.name) }),
        ],
        methods: [])
}

extension ScriptHost {
    /// A SwiftUIView (or nil) at `index`.
    func swiftUIView(at index: Int32, _ what: String) throws -> SwiftUIView? {
        if vm.isNil(at: index) { return nil }
        guard let v = vm.object(at: index, as: SwiftUIView.self) else {
            throw LuaScriptError.located("\(what): expected a SwiftUIView, got \(vm.typeName(at: index))")
        }
        return v
    }

    func makeSwiftUIView(_ c: ConstructorArguments) throws -> SwiftUIView {
        guard let options = c.options else { return SwiftUIView(name: c.name, declaresAppear: false, declaresDisappear: false) }
        // the handlers stay on this C function's stack until the view owns them (as UIAlertAction's)
        func handler(_ key: String) throws -> (declared: Bool, index: Int32?) {
            vm.getField(key, at: options)
            if vm.isNil(at: -1) { return (false, nil) }
            if vm.isFunction(at: -1) { return (true, vm.top) }
            if vm.typeName(at: -1) == "boolean" { return (vm.toBool(at: -1), nil) }
            throw LuaScriptError.located("\(c.className): \(key): expected a function or true, got \(vm.typeName(at: -1))")
        }
        let appear = try handler("onAppear")
        let disappear = try handler("onDisappear")
        var ownedAppear: LuaVM.OwnedValue?, ownedDisappear: LuaVM.OwnedValue?
        let view = SwiftUIView(
            name: c.name, declaresAppear: appear.declared, declaresDisappear: disappear.declared,
            onAppear: appear.index == nil ? nil : { [unowned self] in if let f = ownedAppear { try call(f) { 0 } } },
            onDisappear: disappear.index == nil ? nil : { [unowned self] in if let f = ownedDisappear { try call(f) { 0 } } })
        vm.push(object: view)
        if let i = appear.index { ownedAppear = vm.own(at: i, owner: view, slot: "onAppear") }
        if let i = disappear.index { ownedDisappear = vm.own(at: i, owner: view, slot: "onDisappear") }
        return view
    }
}
