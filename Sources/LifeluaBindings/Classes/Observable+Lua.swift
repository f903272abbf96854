// Observable models and the Info.plist table as a scenario sees them (lua-api.md, "iOS 26 and
// 27"; semantics-ios26 §23). An `Observable{ … }` is an empty proxy table whose metatable keeps
// the fields apart and tells the engine of each read and write (ObservationTracking.swift holds
// the rules). The proxies are made by a small Lua chunk, loaded the first time a scenario needs one,
// so a scenario that uses none pays nothing at start-up.

import LifecycleKit
import LuaBridge

extension GlobalFunction {
    static let observation: [GlobalFunction] = [
        GlobalFunction(path: "Observable", params: [("fields", "table?")], returns: "table",
                       doc: "An @Observable model: reads of its fields inside updateProperties, viewWillLayoutSubviews, viewDidLayoutSubviews or updateViewConstraints are tracked (--ios 26+, or 18 with UIApplication.infoPlist.UIObservationTrackingEnabled); a write re-runs what read the field in the turn's layout phase. pairs() iterates the fields.") { rt, a in
            if !a.isAbsent(1) { _ = try a.table(1) }
            let fields = a.index(1)
            try rt.pushObservationHelper("model")
            if a.isAbsent(1) { rt.vm.newTable() } else { rt.vm.pushValue(at: fields) }
            rt.vm.push(rt.world.observation.newModel())
            try rt.vm.pcall(args: 2, results: 1)
            return 1
        },
    ]
}

extension GlobalTable {
    /// `UIApplication.infoPlist`: a table whose UIObservationTrackingEnabled the engine reads (§23.1).
    static let infoPlistField = GlobalField(
        name: "infoPlist", type: "table",
        doc: "The app's Info.plist keys: UIObservationTrackingEnabled = true turns observation tracking on for --ios 18 (26+ tracks anyway; earlier versions ignore it); other keys are stored and ignored.",
        get: { rt in try rt.pushInfoPlist() },
        set: { rt, i in
            guard rt.vm.isTable(at: i) else { throw rt.valueError("UIApplication.infoPlist", expected: "a table", at: i) }
            let source = rt.vm.absIndex(i)
            try rt.pushObservationHelper("assign")   // through __newindex, so the engine hears the key
            try rt.pushInfoPlist()
            rt.vm.pushValue(at: source)
            try rt.vm.pcall(args: 2, results: 0)
        })
}

extension ScriptHost {
    /// The Lua side of the proxies: `model(fields, id)`, `infoPlist()`, `traits(values, vc)`.
    private static let observationChunk = """
    local read, write, setKey, readTrait = ...
    local models = setmetatable({}, { __mode = "k" })
    local function show(v)
      if type(v) == "string" then return string.format("%q", v) end
      return tostring(v)
    end
    local mt = { __name = "Observable", __metatable = "Observable" }
    mt.__index = function(p, k) local m = models[p]; read(m.id, k); return m.fields[k] end
    mt.__newindex = function(p, k, v)
      local m = models[p]
      if m.fields[k] == nil and v ~= nil then m.order[#m.order + 1] = k end
      m.fields[k] = v
      write(m.id, k)
    end
    mt.__pairs = function(p) return next, models[p].fields, nil end
    mt.__len = function(p) return #models[p].fields end
    mt.__tostring = function(p)
      local m, parts = models[p], {}
      for _, k in ipairs(m.order) do
        local v = m.fields[k]
        if v ~= nil then
          parts[#parts + 1] = (type(k) == "string" and k:match("^[%a_][%w_]*$")) and (k .. "=" .. show(v)) or ("[" .. show(k) .. "]=" .. show(v))
        end
      end
      return "Observable{" .. table.concat(parts, ", ") .. "}"
    end
    local function model(fields, id)
      local p, m = {}, { id = id, fields = {}, order = {} }
      local keys = {}
      for k in pairs(fields) do keys[#keys + 1] = k end
      table.sort(keys, function(a, b)
        if type(a) ~= type(b) then return type(a) == "number" end
        return a < b
      end)
      for _, k in ipairs(keys) do m.fields[k] = fields[k]; m.order[#m.order + 1] = k end
      models[p] = m
      return setmetatable(p, mt)
    end
    local function infoPlist()
      local store = {}
      return setmetatable({}, {
        __index = store,
        __newindex = function(_, k, v) store[k] = v; if k == "UIObservationTrackingEnabled" then setKey(v) end end,
        __pairs = function() return next, store, nil end,
      })
    end
    local function traits(values, vc)
      return setmetatable({}, {
        __index = function(_, k) readTrait(vc, k); return values[k] end,
        __pairs = function() return next, values, nil end,
      })
    end
    local function assign(target, source) for k, v in pairs(source) do target[k] = v end end
    return { model = model, infoPlist = infoPlist, traits = traits, assign = assign }
    """

    private static let observationKey = "lifelua.observation"
    private static let infoPlistKey = "lifelua.infoPlist"

    /// Pushes one of the chunk's functions, loading the chunk the first time.
    func pushObservationHelper(_ name: String) throws {
        if vm.getField(Self.observationKey, at: LuaVM.registryIndex) != .table {
            vm.pop()
            try vm.load(string: Self.observationChunk, name: "=Observable")
            vm.pushFunction { [unowned self] vm in
                if let id = vm.toInteger(at: 1), let key = Self.fieldName(vm, at: 2), world.isObservationTrackingOn {
                    world.observation.read(ObservedField(model: id, field: key))
                }
                return 0
            }
            vm.pushFunction { [unowned self] vm in
                if let id = vm.toInteger(at: 1), let key = Self.fieldName(vm, at: 2) {
                    world.observation.write(ObservedField(model: id, field: key))
                }
                return 0
            }
            vm.pushFunction { [unowned self] vm in
                world.observation.infoPlistKeyEnabled = vm.toBool(at: 1)
                return 0
            }
            vm.pushFunction { [unowned self] vm in
                if let vc = vm.object(at: 1, as: UIViewController.self), let key = vm.toString(at: 2), vm.isString(at: 2) {
                    world.observation.readTrait(key, of: vc)
                }
                return 0
            }
            try vm.pcall(args: 4, results: 1)
            vm.pushValue(at: -1)
            vm.setField(Self.observationKey, at: LuaVM.registryIndex)
        }
        vm.getField(name, at: -1)
        vm.remove(at: -2)
    }

    /// A field's name as the engine keys it: strings and numbers.
    private static func fieldName(_ vm: LuaVM, at i: Int32) -> String? {
        if vm.isString(at: i) { return vm.toString(at: i) }
        if vm.isNumber(at: i) { return vm.describe(at: i) }
        return nil
    }

    /// `UIApplication.infoPlist`, made once per Lua state.
    func pushInfoPlist() throws {
        if vm.getField(Self.infoPlistKey, at: LuaVM.registryIndex) == .table { return }
        vm.pop()
        try pushObservationHelper("infoPlist")
        try vm.pcall(args: 0, results: 1)
        vm.pushValue(at: -1)
        vm.setField(Self.infoPlistKey, at: LuaVM.registryIndex)
    }

    /// `vc.traitCollection`: inside vc's own tracked updateProperties, a table that reports which
    /// traits are read (semantics-ios26 §23.4); elsewhere the plain table.
    func pushTraitCollection(of vc: UIViewController) throws {
        push(vc.traitCollection)
        guard world.isObservationTrackingOn, world.observation.isTrackingTraits(of: vc) else { return }
        let values = vm.top
        try pushObservationHelper("traits")
        vm.pushValue(at: values)
        push(vc)
        try vm.pcall(args: 2, results: 1)
        vm.remove(at: values)
    }
}
