"""The random run's one way of drawing an operation: each generator's table of (weight, maker)
pairs, one draw of the generator's own random source, the maker whose share of the total it falls
in. The three families (scripts/random-scenarios, containers.py, app.py) use it, so the same seed
draws the same way in each."""


def pick(r, kinds):
    total = sum(w for w, _ in kinds)
    x = r.uniform(0, total)
    for w, make in kinds:
        x -= w
        if x <= 0:
            return make()
    return kinds[-1][1]()
