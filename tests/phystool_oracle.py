"""An oracle of the PhysTool compatibility model for tests: which visible tools meet each step
of a query, read from needs.yaml and tools.json alone (it shares no code with fit.py/qc.py)."""

import itertools
import re


def ruled_out(needs: dict, lib, base: str, without) -> bool:
    """Whether a step's ``without`` rules a base tool out (its ``requires``, or its power)."""
    power = next(t["power"] for t in lib.tools if t["base_name"] == base)
    conds = set(needs.get("requires", {}).get(base, [])) | ({"electric"} if power == "electric" else set())
    return bool(conds & set(without))


def oracle_answers(needs, lib, q):
    """Every set of visible tools meeting each step group, from needs.yaml and tools.json alone."""
    pat = {k: re.compile(v) for k, v in needs["attributes"].items()}
    fixed = needs.get("fixed", {})
    vis = [lib.by_id[v["tool_id"]] for v in q["visible_tools"]]

    def attr(t, key):
        if key in fixed.get(t["base_name"], {}):
            return {str(x) for x in fixed[t["base_name"]][key]}
        m = pat[key].search(t["name"])
        return {m.group(1)} if m else None

    def fits(ts, keys):
        for k in keys:
            vals = [attr(t, k) for t in ts if attr(t, k) is not None]
            if vals and not set.intersection(*vals):
                return False
        return True

    out = {}
    for g in sorted(set(q["target_groups"])):
        idx = [i for i, h in enumerate(q["target_groups"]) if h == g]
        without = q["target_without"][idx[0]]
        keys = {needs["needs"][q["target_needs"][i]].get("match") for i in idx} - {None}
        per_need = []
        for i in idx:
            n = needs["needs"][q["target_needs"][i]]
            ok = [j for j, t in enumerate(vis) if not ruled_out(needs, lib, t["base_name"], without)]
            uses = [(j,) for j in ok if vis[j]["base_name"] in n["tools"]]
            for combo in n.get("with", []):
                for pick in itertools.product(*[[j for j in ok if vis[j]["base_name"] == b] for b in combo]):
                    if len(set(pick)) == len(pick) and fits(
                        [vis[j] for j in pick], {n.get("match")} - {None}
                    ):
                        uses.append(tuple(sorted(pick)))
            per_need.append(uses)
        found = set()
        for pick in itertools.product(*per_need):
            flat = [j for u in pick for j in u]
            if len(set(flat)) == len(flat) and fits([vis[j] for j in flat], keys):
                found.add(frozenset(flat))
        out[g] = found
    return out
