#!/usr/bin/env python3
"""The scaling section of scripts/bench (issue 30): every operation family at 10^3, 10^4 and 10^5,
the time ratio per 10× step and the peak RSS, and the floor for 10^5 events (the scenario's own Lua
with stub functions, and the same JSONL bytes written by a small C program) with lifelua's ratio to
each part and to their sum.

Run alone to compare builds side by side (each family alternates between the binaries):
  python3 scripts/bench_scaling.py --bin NEW [--base OLD] [--only FAMILY,...] [--sizes 1000,10000]
"""
import argparse, json, os, shutil, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GEN = os.path.join(ROOT, "..", "shared", "bench", "gen.lua")
SIZES = (10**3, 10**4, 10**5)
# A run longer than this is stopped and shown as "> LIMIT s" (a quadratic path at 10^5).
LIMIT = 120.0

WINDOW = "local window = UIWindow()\n"


def nav_scenario(body):
    return (WINDOW + 'local nav = UINavigationController("Nav", UIViewController("Root"))\n'
            "window.rootViewController = nav\nwindow:makeKeyAndVisible()\nRunLoop.run()\n" + body)


def home_scenario(body):
    return (WINDOW + 'local home = UIViewController("Home")\nwindow.rootViewController = home\n'
            "window:makeKeyAndVisible()\nRunLoop.run()\n" + body)


# Each family: (name, kind, scenario writer). kind "run": `lifelua run --format jsonl` of the
# scenario; "test" and "diff" are the commands' own.
FAMILIES = [
    ("push n in one turn, popToRootViewController", "run", lambda n: nav_scenario(
        "for i = 1, %d do nav:pushViewController(UIViewController(\"P\" .. i), false) end\n"
        "RunLoop.run()\nnav:popToRootViewController(false)\nRunLoop.run()\n" % n)),
    ("setViewControllers(n), then replaced", "run", lambda n: nav_scenario(
        "local a, b = {}, {}\nfor i = 1, %d do a[i] = UIViewController(\"A\" .. i); b[i] = UIViewController(\"B\" .. i) end\n"
        "nav:setViewControllers(a, false)\nRunLoop.run()\nnav:setViewControllers(b, false)\nRunLoop.run()\n" % n)),
    ("n children removed (front, back, middle)", "run", lambda n: home_scenario(
        "local cs = {}\nfor i = 1, %d do\n  local c = UIViewController(\"C\" .. i)\n  home:addChild(c); home.view:addSubview(c.view); c:didMove(home)\n  cs[i] = c\nend\n"
        "RunLoop.run()\nlocal n, third = #cs, #cs // 3\n"
        "local function remove(c) c:willMove(nil); c.view:removeFromSuperview(); c:removeFromParent() end\n"
        "for i = 1, third do remove(cs[i]) end\n"
        "for i = n, n - third + 1, -1 do remove(cs[i]) end\n"
        "local lo, hi = third + 1, n - third\nlocal mid = (lo + hi) // 2\n"
        "for k = 0, hi - lo do local i = k %% 2 == 0 and mid - k // 2 or mid + (k + 1) // 2; if i >= lo and i <= hi then remove(cs[i]) end end\n"
        "for i = lo, hi do if cs[i].parent then remove(cs[i]) end end\nRunLoop.run()\n" % n)),
    ("n tabs replaced by n others", "run", lambda n: (
        WINDOW + "local a, b = {}, {}\nfor i = 1, %d do a[i] = UIViewController(\"A\" .. i); b[i] = UIViewController(\"B\" .. i) end\n"
        'local tabs = UITabBarController{ name = "Tabs", viewControllers = a }\nwindow.rootViewController = tabs\n'
        "window:makeKeyAndVisible()\nRunLoop.run()\ntabs.viewControllers = b\nRunLoop.run()\n" % n)),
    ("one notification posted to n observers", "run", lambda n: home_scenario(
        "local count = 0\nfor i = 1, %d do NotificationCenter.default:addObserver("
        "\"UIApplication.didReceiveMemoryWarningNotification\", function() count = count + 1 end) end\n"
        "UIApplication.receiveMemoryWarning()\nRunLoop.run()\nlog(\"observers called: \" .. count)\n" % n)),
    ("n windows made key and visible", "run", lambda n: (
        "for i = 1, %d do\n  local w = UIWindow()\n  w.rootViewController = UIViewController(\"W\" .. i)\n  w:makeKeyAndVisible()\nend\nRunLoop.run()\n" % n)),
    ("hints, n controllers held by globals", "run", lambda n: nav_scenario(
        # globals by name through a table of the script's own making (the sandbox has no _G)
        "".join("g%d = UIViewController(\"G%d\") nav:pushViewController(g%d, false) RunLoop.run() nav:popViewController(false) RunLoop.run()\n"
                % (i, i, i) for i in range(1, n + 1)))),
    ("`lifelua test` over n files", "test", None),
    ("`lifelua diff` of two traces of n events", "diff", None),
    # the linear ones
    ("push and pop (animated)", "run", lambda n: nav_scenario(
        "for i = 1, %d do nav:pushViewController(UIViewController(\"P\" .. i), true); RunLoop.run(); nav:popViewController(true); RunLoop.run() end\n" % n)),
    ("transition(from:to:)", "run", lambda n: home_scenario(
        "local a, b = UIViewController(\"A\"), UIViewController(\"B\")\nhome:addChild(a); home.view:addSubview(a.view); a:didMove(home)\nRunLoop.run()\n"
        "local from, to = a, b\nfor i = 1, %d do\n  home:addChild(to)\n  from:willMove(nil)\n"
        "  home:transition(from, to, 0.25, \"transitionCrossDissolve\", function() end, function() from:removeFromParent(); to:didMove(home) end)\n"
        "  RunLoop.run()\n  from, to = to, from\nend\n" % n)),
    ("present and dismiss", "run", lambda n: home_scenario(
        "for i = 1, %d do home:present(UIViewController(\"M\" .. i), true); RunLoop.run(); home:dismiss(true); RunLoop.run() end\n" % n)),
    ("tabs selected", "run", lambda n: (
        WINDOW + 'local tabs = UITabBarController{ name = "Tabs", viewControllers = { UIViewController("A"), UIViewController("B") } }\n'
        "window.rootViewController = tabs\nwindow:makeKeyAndVisible()\nRunLoop.run()\n"
        "for i = 1, %d do tabs.selectedIndex = i %% 2 + 1; RunLoop.run() end\n" % n)),
    ("alerts", "run", lambda n: home_scenario(
        "for i = 1, %d do\n  local alert = UIAlertController{ name = \"Alert\" .. i, title = \"T\", preferredStyle = \"alert\" }\n"
        "  alert:addAction(UIAlertAction{ title = \"OK\", style = \"cancel\" })\n  home:present(alert, true); RunLoop.run()\n"
        "  alert:tap(\"OK\"); RunLoop.run()\nend\n" % n)),
    ("subviews added and removed", "run", lambda n: home_scenario(
        "local vs = {}\nfor i = 1, %d do vs[i] = UIView(\"V\" .. i); home.view:addSubview(vs[i]) end\nRunLoop.run()\n"
        "for i = 1, #vs do vs[i]:removeFromSuperview() end\nRunLoop.run()\n" % n)),
    ("rotations", "run", lambda n: home_scenario(
        "for i = 1, %d do UIDevice.rotate(i %% 2 == 1 and \"landscape\" or \"portrait\"); RunLoop.run() end\n" % n)),
    ("deinit (children added, removed and dropped)", "run", lambda n: home_scenario(
        "for i = 1, %d do\n  local c = UIViewController(\"D\" .. i)\n  home:addChild(c); c:didMove(home); RunLoop.run()\n"
        "  c:willMove(nil); c:removeFromParent(); RunLoop.run()\nend\n" % n)),
    ("`expectTrace` over n rows", "run", lambda n: nav_scenario(
        "trace.clear()\nlocal rows = {}\nfor i = 1, %d do log(\"row \" .. i); rows[i] = \"log: row \" .. i end\n"
        "expectTrace(table.concat(rows, \"\\n\"))\n" % n)),
    ("`trace.events()` of n rows", "run", lambda n: nav_scenario(
        "trace.clear()\nfor i = 1, %d do log(\"row \" .. i) end\nlocal events = trace.events()\nassert(#events == %d)\n" % (n, n))),
    ("controllers created and dropped (peak RSS flat)", "run", lambda n: (
        "for i = 1, %d do local c = UIViewController(\"C\" .. i) end\n" % n)),
    # every layout phase walked the whole layout order (LayoutQueue.swift)
    ("n children added one turn at a time", "run", lambda n: home_scenario(
        "for i = 1, %d do\n  local c = UIViewController(\"C\" .. i)\n  home:addChild(c); home.view:addSubview(c.view); c:didMove(home)\n  RunLoop.run()\nend\n" % n)),
    ("a presentation chain n deep, dismissed from its bottom", "run", lambda n: home_scenario(
        "local top = home\nfor i = 1, %d do\n  local m = UIViewController(\"M\" .. i)\n  top:present(m, false); RunLoop.run()\n  top = m\nend\n"
        "home:dismiss(false)\nRunLoop.run()\n" % n)),
    ("a chain of n full-screen presentations, dismissed from its bottom", "run", lambda n: home_scenario(
        "local top = home\nfor i = 1, %d do\n  local m = UIViewController{ name = \"M\" .. i, modalPresentationStyle = \"fullScreen\" }\n"
        "  top:present(m, false); RunLoop.run()\n  top = m\nend\n"
        "home:dismiss(false)\nRunLoop.run()\n" % n)),
]

# Families not run above a size: still quadratic there (docs/benchmarks.md says why). None now.
SIZE_CAP = {}


MEASURE_C = r"""/* measure OUT CMD...: runs CMD and writes its CPU time (user + system, with the children it
   waited for) and peak RSS to OUT. A small process of its own, so the peak is CMD's: a child
   forked from Python starts with Python's pages counted in its peak. */
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
int main(int argc, char **argv) {
    if (argc < 3) return 2;
    pid_t pid = fork();
    if (pid == 0) { execvp(argv[2], argv + 2); _exit(127); }
    int status; struct rusage ru;
    if (pid < 0 || wait4(pid, &status, 0, &ru) < 0) return 2;
    FILE *f = fopen(argv[1], "w");
    if (f == NULL) return 2;
    fprintf(f, "%f %ld\n", ru.ru_utime.tv_sec + ru.ru_utime.tv_usec / 1e6 + ru.ru_stime.tv_sec + ru.ru_stime.tv_usec / 1e6, ru.ru_maxrss);
    fclose(f);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}
"""
MEASURE = None


def compile_c(work, name, source):
    cc = shutil.which("cc") or shutil.which("clang") or shutil.which("gcc")
    if not cc:
        sys.exit("bench: the scaling section needs a C compiler (cc, clang or gcc)")
    path = os.path.join(work, name)
    with open(path + ".c", "w") as f:
        f.write(source)
    subprocess.run([cc, "-O2", "-o", path, path + ".c"], check=True, cwd=work)
    return path


def measure(cmd):
    """CPU time (user and system, the process and the workers it waited for) and peak RSS (KB) of
    one run, or (None, 0) when its wall time passed LIMIT. CPU time, not wall: on a shared
    machine another process's burst stretches the wall clock, hardly the CPU time."""
    out = MEASURE + ".out"
    proc = subprocess.Popen([MEASURE, out] + cmd, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, start_new_session=True)
    try:
        _, err = proc.communicate(timeout=LIMIT)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, 9)
        proc.communicate()
        return None, 0
    code = proc.returncode
    with open(out) as f:
        cpu, rss = f.read().split()
    if code != 0 and not (code == 1 and len(cmd) > 1 and cmd[1] == "diff"):
        lines = err.decode(errors="replace").strip().splitlines()
        return "failed: " + (lines[-1][:80] if lines else "exit %d" % code), int(rss)
    return float(cpu), int(rss)


def prepare(work, family, n):
    """The command for one family at size n (files written under work)."""
    name, kind, writer = family
    if kind == "run":
        path = os.path.join(work, "f%d_%d.lua" % (FAMILIES.index(family), n))
        if not os.path.exists(path):
            with open(path, "w") as f:
                f.write(writer(n))
        return lambda b: [b, "run", "--format", "jsonl", "--timeout", "0", path]
    if kind == "test":
        folder = os.path.join(work, "test_%d" % n)
        if not os.path.isdir(folder):
            os.makedirs(folder)
            for i in range(n):
                with open(os.path.join(folder, "s%06d_spec.lua" % i), "w") as f:
                    f.write("local w = UIWindow(); local a = UIViewController('A%d'); w.rootViewController = a\n"
                            "w:makeKeyAndVisible(); RunLoop.run()\nexpectTrace [[\n  A%d.viewWillAppear\n  A%d.viewDidAppear\n]]\n" % (i, i, i))
        return lambda b: [b, "test", "--timeout", "0", folder]
    # diff: two recorded JSONL traces of about n events that differ in a few places
    left, right = os.path.join(work, "diff_%d_a.jsonl" % n), os.path.join(work, "diff_%d_b.jsonl" % n)
    if not os.path.exists(left):
        scenario = os.path.join(work, "diff_%d.lua" % n)
        with open(scenario, "w") as f:
            subprocess.run(["lua5.4", GEN, "--events", str(n)], stdout=f, check=True)
        lines = subprocess.run([BIN_FOR_FILES, "run", "--format", "jsonl", "--timeout", "0", scenario],
                               capture_output=True, text=True, check=True).stdout.splitlines()
        with open(left, "w") as f:
            f.write("\n".join(lines) + "\n")
        changed = list(lines)
        for k in range(1, 6):   # five rows gone, five moved
            del changed[len(changed) * k // 7]
            row = changed.pop(len(changed) * k // 9)
            changed.insert(len(changed) * k // 8, row)
        with open(right, "w") as f:
            f.write("\n".join(changed) + "\n")
    return lambda b: [b, "diff", "--format", "jsonl", "--timeout", "0", left, right]


BIN_FOR_FILES = None


def fmt_time(t):
    if t is None:
        return "> %.0f s" % LIMIT
    if isinstance(t, str):
        return t
    return "%.3f s" % t if t >= 0.01 else "%.1f ms" % (t * 1e3)


def ratio(a, b):
    if isinstance(a, float) and isinstance(b, float) and a > 0:
        return "%.1f×" % (b / a)
    return "—"


# Runs per family and size, the best kept: a single run's ratio moves with the shared machine's
# bursts, the best of three far less (docs/benchmarks.md, "How to read the table").
REPEAT = 3


def scaling(binaries, work, sizes=SIZES, only=None, repeat=1, log=sys.stderr):
    """{family: {binary: {n: (time, rss)}}}, each family's runs alternating between the binaries;
    with `repeat`, the best of that many runs of each."""
    global BIN_FOR_FILES, MEASURE
    BIN_FOR_FILES = binaries[0]
    MEASURE = MEASURE or compile_c(work, "measure", MEASURE_C)
    results = {}
    for family in FAMILIES:
        name = family[0]
        if only and not any(o.lower() in name.lower() for o in only):
            continue
        fam_sizes = list(sizes) + ([10 * sizes[-1]] if family[0].startswith("controllers created") else [])
        results[name] = {b: {} for b in binaries}
        for n in fam_sizes:
            cmd = prepare(work, family, n)
            if n > SIZE_CAP.get(name, n):
                for b in binaries:
                    results[name][b][n] = ("not run", 0)
                continue
            dead = [b for b in binaries if any(v[0] is None for v in results[name][b].values())]
            for _ in range(repeat):
                for b in binaries:
                    if b in dead:   # slower than LIMIT at a smaller size: not run again
                        results[name][b][n] = (None, 0)
                        continue
                    t, rss = measure(cmd(b))
                    old = results[name][b].get(n)
                    if old is None or (isinstance(t, float) and isinstance(old[0], float) and t < old[0]):
                        results[name][b][n] = (t, rss)
            print("  %s, %s: %s" % (name, f"{n:,}", ", ".join(fmt_time(results[name][b][n][0]) for b in binaries)),
                  file=log, flush=True)
    return results


def table(results, binaries, labels, sizes=SIZES):
    """Markdown: per family, each binary's times, the ratio per 10× step and the peak RSS at the largest size."""
    def named(lab, text):
        return "%s %s" % (lab, text) if lab else text
    head = "| family | " + " | ".join(
        named(lab, f"{n:,}") for lab in labels for n in sizes) + " | " + " | ".join(
        named(lab, "×10 steps") for lab in labels) + " | " + " | ".join(
        named(lab, "peak RSS at %s" % f"{sizes[-1]:,}") for lab in labels) + " |\n"
    head += "|---" * (1 + len(labels) * (len(sizes) + 2)) + "|\n"
    rows = ""
    for name, per in results.items():
        cells = []
        steps = []
        rss = []
        for b in binaries:
            r = per[b]
            cells += [fmt_time(r[n][0]) if n in r else "" for n in sizes]
            extra = sorted(k for k in r if k not in sizes)
            ks = list(sizes) + extra
            steps.append(" → ".join(ratio(r[a][0], r[c][0]) for a, c in zip(ks, ks[1:]) if a in r and c in r))
            peak = r.get(sizes[-1], (None, 0))[1]
            note = ""
            if extra:
                note = "; %s: %.1f MB (%.2f× %s)" % (f"{extra[-1]:,}", r[extra[-1]][1] / 1024,
                                                      r[extra[-1]][1] / max(1, r[sizes[1]][1]), f"{sizes[1]:,}")
            rss.append("—" if r.get(sizes[-1], (None,))[0] == "not run" else "%.1f MB%s" % (peak / 1024, note))
        rows += "| %s | %s | %s | %s |\n" % (name, " | ".join(cells), " | ".join(steps), " | ".join(rss))
    return head + rows


STUBS = r"""-- stub functions: the scenario's own Lua, with no engine behind it
local Object = {}
Object.__index = function(t, k) return Object[k] end
local function new(name) return setmetatable({ name = name, view = setmetatable({}, Object) }, Object) end
function Object.pushViewController(self, vc) self.top = vc end
function Object.popViewController(self) end
function Object.present() end
function Object.dismiss() end
function Object.addChild() end
function Object.addSubview() end
function Object.didMove() end
function Object.willMove() end
function Object.removeFromSuperview() end
function Object.removeFromParent() end
function Object.makeKeyAndVisible() end
Object.topViewController = nil
function UIWindow() return new("window") end
function UIViewController(arg) return new(type(arg) == "table" and arg.name or arg) end
function UINavigationController(name, root) local nav = new(name); nav.topViewController = root; return nav end
RunLoop = { run = function() end }
"""

FLOOR_C = r"""/* The JSONL of a 10^5-event run, formatted and written as lifelua writes it: the floor for formatting and writing. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
struct row { int seq; double time; int vc, event, extra, parent; };
#include "rows.h"
static char out[1 << 16];
static size_t used;
static void put(const char *s, size_t n) {
    if (used + n > sizeof out) { fwrite(out, 1, used, stdout); used = 0; }
    memcpy(out + used, s, n); used += n;
}
static void puts_(const char *s) { put(s, strlen(s)); }
static void string(const char *s) {   /* names are plain: escape what JSON needs */
    put("\"", 1);
    for (; *s; s++) {
        if (*s == '"' || *s == '\\') { put("\\", 1); put(s, 1); }
        else if ((unsigned char)*s < 0x20) { char b[8]; snprintf(b, sizeof b, "\\u%04x", *s); puts_(b); }
        else put(s, 1);
    }
    put("\"", 1);
}
static void number(double t) {   /* the shortest text that reads back as t, with ".0" on whole numbers */
    static double last = -1;
    static char b[32];
    if (t == last) { puts_(b); return; }   /* events of one moment share it */
    last = t;
    /* 15 digits give any shorter text that reads back (%g drops the zeros); else 16 or 17 */
    for (int p = 15; p <= 17; p++) {
        snprintf(b, sizeof b, "%.*g", p, t);
        if (strtod(b, NULL) == t) break;
    }
    if (!strpbrk(b, ".e")) strcat(b, ".0");
    puts_(b);
}
int main(void) {
    char b[32];
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        const struct row *r = &rows[i];
        puts_("{\"seq\":"); snprintf(b, sizeof b, "%d", r->seq); puts_(b);
        puts_(",\"time\":"); number(r->time);
        puts_(",\"vc\":"); string(names[r->vc]);
        puts_(",\"event\":"); string(names[r->event]);
        if (r->extra == 1) puts_(r->parent ? ",\"animated\":true" : ",\"animated\":false");
        else if (r->extra == 2) { puts_(",\"parent\":"); if (r->parent < 0) puts_("null"); else string(names[r->parent]); }
        puts_("}\n");
    }
    fwrite(out, 1, used, stdout);
    return 0;
}
"""


def floor(binaries, labels, work, events=10**5, runs=7, log=sys.stderr):
    """Rows: lua5.4 with stubs, the C writer, their sum, and lifelua's time beside each."""
    scenario = os.path.join(work, "floor_gen.lua")
    with open(scenario, "w") as f:
        subprocess.run(["lua5.4", GEN, "--events", str(events)], stdout=f, check=True)
    stubbed = os.path.join(work, "floor_stubbed.lua")
    with open(scenario) as f, open(stubbed, "w") as g:
        g.write(STUBS + f.read())
    expected = subprocess.run([binaries[0], "run", "--format", "jsonl", "--timeout", "0", scenario],
                              capture_output=True, check=True).stdout
    names, index, rows = [], {}, []

    def ix(s):
        if s not in index:
            index[s] = len(names)
            names.append(s)
        return index[s]
    for line in expected.decode().splitlines():
        e = json.loads(line)
        extra, parent = 0, 0
        if "animated" in e:
            extra, parent = 1, int(e["animated"])
        elif "parent" in e:
            extra, parent = 2, (-1 if e["parent"] is None else ix(e["parent"]))
        if set(e) - {"seq", "time", "vc", "event", "animated", "parent"} or list(e)[:4] != ["seq", "time", "vc", "event"]:
            sys.exit("bench: the floor's C writer does not know this row: " + line)
        rows.append("{%d,%r,%d,%d,%d,%d}" % (e["seq"], e["time"], ix(e["vc"]), ix(e["event"]), extra, parent))
    with open(os.path.join(work, "rows.h"), "w") as f:
        f.write("static const char *names[] = {%s};\n" % ",".join(json.dumps(s) for s in names))
        f.write("static const struct row rows[] = {\n%s\n};\n" % ",\n".join(rows))
    global MEASURE
    MEASURE = MEASURE or compile_c(work, "measure", MEASURE_C)
    writer = compile_c(work, "floor_writer", FLOOR_C)
    got = subprocess.run([writer], capture_output=True, check=True).stdout
    if got != expected:
        sys.exit("bench: the floor's C writer does not write lifelua's bytes")
    commands = [["lua5.4", stubbed], [writer]] + [[b, "run", "--format", "jsonl", "--timeout", "0", scenario] for b in binaries]
    times = [[] for _ in commands]
    for _ in range(runs):
        for i, cmd in enumerate(commands):
            times[i].append(measure(cmd)[0])
    best = [min(t) for t in times]
    print("  floor: lua %.3f s, C %.3f s, %s" % (best[0], best[1], ", ".join("%.3f s" % t for t in best[2:])), file=log)
    out = []
    total = best[0] + best[1]
    for lab, t in zip(labels, best[2:]):
        out.append(("%s events, jsonl: %s against the floor (best of %d, alternating)" % (f"{events:,}", lab, runs),
                    "%.3f s; floor %.3f s = lua5.4 with stubs %.3f s + C writer %.3f s" % (t, total, best[0], best[1]),
                    "%.1f× the floor (%.1f× the Lua part, %.1f× the C part)" % (t / total, t / best[0], t / best[1]),
                    "≤ 2× the floor"))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bin", default=os.path.join(ROOT, ".build", "release", "lifelua"))
    ap.add_argument("--base", help="a second binary, measured side by side (alternating)")
    ap.add_argument("--only", help="comma-separated parts of family names")
    ap.add_argument("--sizes", help="comma-separated sizes (default 1000,10000,100000)")
    ap.add_argument("--no-floor", action="store_true")
    ap.add_argument("--repeat", type=int, default=REPEAT, help="runs per family and size, the best kept (default %d)" % REPEAT)
    args = ap.parse_args()
    binaries = [os.path.abspath(args.bin)] + ([os.path.abspath(args.base)] if args.base else [])
    labels = ["this build"] + (["base"] if args.base else [])
    sizes = tuple(int(s) for s in args.sizes.split(",")) if args.sizes else SIZES
    work = tempfile.mkdtemp(prefix="lifelua-scaling-")
    try:
        res = scaling(binaries, work, sizes, args.only.split(",") if args.only else None, repeat=args.repeat)
        print(table(res, binaries, labels, sizes))
        if not args.no_floor:
            for r in floor(binaries, labels, work):
                print("| %s | %s | %s | %s |" % r)
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
