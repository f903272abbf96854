// The host of one scenario file: a Lua state, a World, and the glue between them. Thin and
// regular: argument checks, a call into LifecycleKit, results pushed; UIKit rules live in the
// engine, never here.

import LifecycleKit
import LuaBridge

public final class ScriptHost: WorldHost {
    public let vm: LuaVM
    public private(set) var world: World
    let configuration: Configuration
    var sinks: [TraceSink]
    /// Gathers what the hints need as the events go by (Hints/).
    var hintCollector: HintCollector?
    /// Where printHierarchy and other direct output go (stdout for `run`).
    public var output: (String) -> Void

    /// This Lua state's functions for each registered class's methods, by class and method name.
    var methodIDs: [String: [String: Int]] = [:]
    var classRefs: [String: LuaVM.Ref] = [:]
    /// Class tables' facts for construction, by the table's address (ClassConstruction.swift).
    var constructedClasses: [UnsafeRawPointer: ConstructedClass] = [:]
    /// The class table constructed last, checked before the dictionary (a loop constructs one
    /// class many times).
    var lastConstructed: (key: UnsafeRawPointer, info: ConstructedClass)?
    /// Whether class number i's member table exists (Metamethods.swift), and the property
    /// getters registered for them.
    var hasMemberTable = [Bool](repeating: false, count: Registry.classes.count + 1)
    var getterIDs: [String: Int] = [:]
    /// Globals the held-by-a-global hint does not name: the REPL's own, made by its entries,
    /// where every variable is global (issue 28 item 8).
    public var globalsExemptFromHints: Set<String> = []
    /// Whether the held-by-a-global hint passed over one of them (the REPL says why, once).
    public var exemptedAGlobal = false
    /// `caseMismatch`'s answers by class and key ("" for none).
    var nearMemberCache: [String: String] = [:]
    var directCallIDs: [EventKind: Int] = [:]
    var noOpID = 0
    var subclassID = 0
    var constructorID = 0
    var classIndexID = 0
    /// `self.super.loadView(self)`: installs the default view (semantics-layout-app §14).
    var superLoadViewID = 0
    /// Bumped by every assignment to a class table (ScriptClass caches what its chain defines).
    var classGeneration = 0
    /// The final drain a scenario chunk calls while its locals are alive (ScriptHost+Scenario.swift).
    var drainID = 0
    /// Callbacks, blocks and delegates running right now: RunLoop.run is refused inside them.
    var callbackDepth = 0
    var releasesSinceCollection = 0
    /// Keep every event whatever the script (the REPL's `:trace` reads them); otherwise a scenario
    /// file that cannot read its trace back keeps none.
    public var keepsAllTraceEvents = false
    /// `scenario(name, fn)` handler; `lifelua test` replaces it.
    public var scenarioHandler: ((String, LuaVM.Ref) throws -> Void)?

    /// Where `require` looks after the scenario's own folder (`--path DIR`).
    public var modulePaths: [String] = []
    /// The folder of the scenario file (`require` looks there first).
    var scenarioDirectory = "."
    /// Modules loaded by `require`, by name; the names being loaded right now, outermost first.
    var loadedModules: [String: LuaVM.Ref] = [:]
    var modulesLoading: [String] = []

    public init(configuration: Configuration, sinks: [TraceSink], output: @escaping (String) -> Void,
                memoryLimit: Int = RunOptions.defaultMemoryLimit, unsafe: Bool = false) {
        self.configuration = configuration
        let collector = HintCollector()
        self.hintCollector = collector
        self.sinks = sinks + [collector]
        self.output = output
        self.vm = LuaVM(memoryLimit: memoryLimit, unsafe: unsafe)
        self.world = World(configuration: configuration, sinks: self.sinks)
        vm.defersReleases = true
        vm.engineBytes = ScriptHost.engineBytes
        vm.cachedValueSlots = CachedProperty.allCases.count
        attach(world)
        installObjectHooks()
        installClasses()
        installGlobals()
        drainID = vm.registerFunction { [unowned self] _ in
            try world.runLoop.run()
            return 0
        }
    }

    deinit {
        world.tearDown()
        // The lifetime rule every unretained reference to the host or its VM relies on
        // (unowned(unsafe), Unmanaged, _withUnsafeGuaranteedRef): the host closes its VM here,
        // before it goes, so no Lua call and no finalizer can reach a host that is gone.
        vm.close()
    }

    /// A fresh world (its own windows, clock and trace) for the next scenario block.
    public func resetWorld() {
        world.trace.clear()
        world.tearDown()
        vm.collectGarbage()
        vm.drainReleases()
        let collector = HintCollector()
        hintCollector = collector
        sinks = sinks.filter { !($0 is HintCollector) } + [collector]
        world = World(configuration: configuration, sinks: sinks)
        attach(world)
    }

    private func attach(_ world: World) {
        world.host = self
        world.trace.storeGrew = { [unowned vm] in vm.chargeMemory($0) }
    }

    // MARK: WorldHost: the engine's calls into the host

    /// Keeps a controller UIKit holds alive on the Lua side.
    public func ownershipChanged(_ controller: UIViewController, held: Bool) {
        vm.setAnchored(controller, held)
    }

    /// Runs a scripted subclass's override after the engine traced the callback.
    public func controller(_ controller: UIViewController, didReceive callback: EventKind,
                           arguments: [DelegateArgument]) throws {
        guard let scriptClass = controller.associatedObject as? ScriptClass,
              definedCallbacks(of: scriptClass).contains(callback) else { return }
        vm.push(scriptClass.ref)
        guard pushFromClassChain(at: -1, callback.rawValue) else { vm.pop(); return }
        vm.remove(at: -2)
        guard vm.isFunction(at: -1) else { vm.pop(); return }
        try callPushed {
            push(controller)
            for argument in arguments { push(argument) }
            return Int32(1 + arguments.count)
        }
    }

    /// Whether the controller's scripted class (or a superclass of it) defines `callback`.
    public func overrides(_ callback: EventKind, of controller: UIViewController) -> Bool {
        guard let scriptClass = controller.associatedObject as? ScriptClass else { return false }
        return definedCallbacks(of: scriptClass).contains(callback)
    }

    /// The callbacks a class chain defines functions for, recomputed only after a class table
    /// changed (perf-anatomy §2.5 item 2: every callback used to walk the chain although nothing
    /// was overridden). A bitset: a set of names hashed the callback's name on every event.
    func definedCallbacks(of scriptClass: ScriptClass) -> EventKindSet {
        if scriptClass.generation == classGeneration { return scriptClass.callbacks }
        var callbacks = EventKindSet()
        vm.push(scriptClass.ref)
        walkClassChain(at: -1) { _ in
            vm.forEach(table: vm.top) {
                if vm.isString(at: -2), vm.isFunction(at: -1), let k = vm.toString(at: -2),
                   let kind = EventKind(rawValue: k) { callbacks.insert(kind) }
            }
            return true
        }
        vm.pop()
        scriptClass.callbacks = callbacks
        scriptClass.generation = classGeneration
        return callbacks
    }

    /// A UIKit method a scripted subclass overrides and UIKit looks for (`show`): runs it.
    public func performOverride(_ method: String, of controller: UIViewController, arguments: [DelegateArgument]) throws -> Bool {
        guard let scriptClass = controller.associatedObject as? ScriptClass else { return false }
        vm.push(scriptClass.ref)
        guard pushFromClassChain(at: -1, method) else { vm.pop(); return false }
        vm.remove(at: -2)
        guard vm.isFunction(at: -1) else { vm.pop(); return false }
        try callPushed {
            push(controller)
            for argument in arguments { push(argument) }
            return Int32(1 + arguments.count)
        }
        return true
    }

    /// semantics §8 and docs/decisions.md (deinit at scale): a full collection makes controllers
    /// that nothing holds deinit now. In a large world it is amortized, so that popping a deep
    /// stack one controller at a time stays linear: then a deinit may come a few turns late.
    public func releaseCheckpoint(collect: Bool) {
        if collect {
            releasesSinceCollection += 1
            let live = vm.liveObjectCount
            if live < ScriptHost.exactDeinitLimit || releasesSinceCollection * 8 >= live {
                releasesSinceCollection = 0
                vm.collectGarbage()
            }
        }
        vm.drainReleases()
    }

    /// Below this many live Lua objects, every release is collected at once (exact deinit timing).
    static let exactDeinitLimit = 1_000

    /// issue 30: an object's Swift side (a controller, its view, its state boxes) is charged to
    /// Lua's collector while the script drops objects, so they are collected as it runs; only
    /// where deinit timing is amortised already (docs/decisions.md "Deinit at scale"), so below it no
    /// collection moves. The bytes: about what a held controller costs beyond its userdata
    /// (docs/performance.md).
    static let engineBytes = LuaVM.EngineBytes(perObject: 512, fromLiveObjects: exactDeinitLimit)

    /// Ends the scenario: what is still held never deinits (semantics §8).
    public func finish() {
        world.tearDown()
    }

    // MARK: calling Lua from the engine

    /// Calls a Lua function held by the engine (a block, a completion, an override) with
    /// arguments pushed by `pushArgs`; a Lua error comes back as a thrown LuaError.
    func call(_ function: LuaVM.Ref, results: Int32 = 0, _ pushArgs: () -> Int32 = { 0 }) throws {
        vm.push(function)
        try callPushed(results: results, pushArgs)
    }

    /// Calls a function an engine object owns (`LuaVM.own`); nothing if its owner's userdata,
    /// and so the function, is gone.
    func call(_ function: LuaVM.OwnedValue, _ pushArgs: () -> Int32 = { 0 }) throws {
        function.push(on: vm)
        guard vm.isFunction(at: -1) else { vm.pop(); return }
        try callPushed(pushArgs)
    }

    static func traitHandlerSlot(_ token: Int) -> String { "registerForTraitChanges \(token)" }

    /// Calls a scenario block: top-level code, where RunLoop.run is allowed.
    public func callScenarioBody(_ function: LuaVM.Ref) throws(LuaError) {
        vm.push(function)
        try vm.pcall(args: 0, results: 0)
    }

    /// Calls the function on top of the stack.
    func callPushed(results: Int32 = 0, _ pushArgs: () -> Int32 = { 0 }) throws {
        callbackDepth += 1
        defer { callbackDepth -= 1 }
        let n = pushArgs()
        try vm.pcall(args: n, results: results)
    }

    func block(_ ref: LuaVM.Ref?) -> (() throws -> Void)? {
        guard let ref else { return nil }
        return { [unowned self] in try call(ref) }
    }

    func boolBlock(_ ref: LuaVM.Ref?) -> ((Bool) throws -> Void)? {
        guard let ref else { return nil }
        return { [unowned self] finished in try call(ref) { vm.push(finished); return 1 } }
    }

    // MARK: pushing engine objects

    func push(_ object: AnyObject?) {
        guard let object else { vm.pushNil(); return }
        vm.push(object: object)
        if let controller = object as? UIViewController, controller.isHeldByUIKit {
            vm.setAnchored(controller, true)
        }
    }

    func push(_ controllers: [UIViewController]) {
        vm.newTable(narr: Int32(controllers.count))
        for (i, c) in controllers.enumerated() {
            push(c)
            vm.rawSet(at: -2, index: i + 1)
        }
    }

    func binding(for object: AnyObject) -> ClassBinding? {
        Registry.binding(for: object)
    }
}

/// The scripted class of an engine object: its Lua class table.
final class ScriptClass {
    let ref: LuaVM.Ref
    let name: String
    /// The callbacks its class chain defines functions for; valid while `generation` equals the
    /// host's `classGeneration` (any assignment to a class table bumps it).
    var callbacks = EventKindSet()
    var generation = -1
    init(ref: LuaVM.Ref, name: String) { self.ref = ref; self.name = name }
}
