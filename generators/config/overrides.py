"""From Hydra's command line to a ``GenerateConfig``: schema registration (``register``), the
one conversion (``load``), and one-line errors for bad overrides.

``load`` refuses a key no schema declares (Hydra's ``+key=value`` would otherwise slip past
a structured config), a missing required value, and an interpolation that does not resolve
or resolves to a value of the wrong type (``'render.shadows=${oc.env:HOME}'``, resolved
only when the config is converted), each as a ConfigError naming the key, the value and the
fix (``to_object``: the one conversion, shared with ``cgdj-videos``); ``hydra_error_line``
turns whatever Hydra or OmegaConf raised into one line with the fix.
"""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Iterator
from contextlib import contextmanager

from omegaconf.errors import (
    ConfigAttributeError,
    ConfigKeyError,
    InterpolationResolutionError,
    OmegaConfBaseException,
    ValidationError,
)

from ..errors import ConfigError
from .schema import EXECUTORS, SCENES, GenerateConfig, _leaves, as_dict, leaf_keys, run_only_keys


def register() -> None:
    """Put the schemas where Hydra's defaults lists find them: ``generate_schema`` for
    ``configs/generate.yaml`` and one node per member of the ``scene`` and ``executor``
    groups (``scene=phystool``, ``executor=ray``)."""
    from hydra.core.config_store import ConfigStore
    from omegaconf import OmegaConf

    # configs/generate.yaml names the sweep-excluded keys through this resolver
    OmegaConf.register_new_resolver("run_only_keys", sweep_exclude_keys, replace=True)
    store = ConfigStore.instance()
    store.store(name="generate_schema", node=GenerateConfig)
    for name, node in SCENES.items():
        store.store(group="scene", name=name, node=node)
    for name, node in EXECUTORS.items():
        store.store(group="executor", name=name, node=node)


def sweep_exclude_keys() -> list[str]:
    """Override names a sweep leaves out of its folder names: the RUN_ONLY keys and every key
    under them, for every executor (``out``, ``workers``, ``executor.address``, ``job.index``, ...)."""
    run_only = run_only_keys()
    keys = set(run_only)
    for executor in EXECUTORS.values():
        for key in _leaves(as_dict(GenerateConfig(out="", executor=executor()))):
            if any(key.startswith(r + ".") for r in run_only):
                keys.add(key)
    return sorted(keys)


def load(node) -> GenerateConfig:
    """The typed config of a Hydra/OmegaConf node (or a ``GenerateConfig``, returned as it
    is); a required value that is missing, or a key no schema declares, is a ConfigError
    naming it."""
    if isinstance(node, GenerateConfig):
        return node
    from omegaconf.errors import MissingMandatoryValue

    refuse_unknown_keys(node, known_keys())
    try:
        return to_object(node)
    except MissingMandatoryValue as err:
        key = getattr(err, "full_key", "") or "a required value"
        if key == "out":
            raise ConfigError("no output directory: add out=DIR") from None
        raise ConfigError(f"{key}: required; add {key}=...") from None


def to_object(node):
    """``OmegaConf.to_object(node)``, with an interpolation that cannot be resolved or that
    resolves to a value of the wrong type raised as a one-line ConfigError
    (``interpolation_line``). OmegaConf resolves interpolations only here, after Hydra has
    composed the config, so without this the error escaped the command as Hydra's "Error
    executing job" and OmegaConf's message template (``Value '$VALUE' is not a valid bool``)."""
    from omegaconf import OmegaConf

    try:
        return OmegaConf.to_object(node)
    except (InterpolationResolutionError, ValidationError) as err:
        raise ConfigError(interpolation_line(node, err)) from None


# what a value node of each OmegaConf type takes, for the fix of ``interpolation_line``
_KINDS = {"BooleanNode": "true or false", "IntegerNode": "a whole number", "FloatNode": "a number",
          "StringNode": "text", "BytesNode": "bytes", "PathNode": "a path"}


def _shown(value, limit: int = 80) -> str:
    """A value on one line, cut to ``limit`` characters."""
    text = " ".join(str(value).split())
    return text if len(text) <= limit else text[:limit - 3] + "..."


def interpolation_line(node, err: BaseException) -> str:
    """``render.shadows=${oc.env:HOME}: resolves to '/root', not true or false; give
    render.shadows true or false``: the key, the value as given and as resolved, and what
    the key takes; or, for an interpolation that cannot be resolved, why not (OmegaConf's
    first line) and the fix."""
    import re

    from omegaconf import DictConfig, ListConfig, OmegaConf

    key = str(getattr(err, "full_key", "") or "")
    reason = " ".join((str(err).strip().splitlines() or [type(err).__name__])[0].split())
    reason = re.sub(r"^While dereferencing interpolation '.*?': ", "", reason)
    child, raw = None, None
    try:
        child = node
        for part in re.findall(r"[^.\[\]]+", key):
            child = child._get_node(int(part) if isinstance(child, ListConfig) else part)
        raw = child._value()
    except Exception:  # a key OmegaConf named in a form this walk does not know: its message only
        child = None
    given = f"{key}={_shown(raw)}" if key and raw is not None else (key or "an override")
    if child is None or not OmegaConf.is_interpolation(child._get_parent(), child._key()):
        return f"{given}: {_shown(reason, 160)}; give {key or 'it'} a value of its type (docs/errors.md)"
    kind = _KINDS.get(type(child).__name__)
    if type(child).__name__ == "EnumNode":
        kind = "one of " + ", ".join(m.name for m in child._metadata.ref_type)
    try:  # the same interpolation in an untyped copy resolves without the type check
        plain = OmegaConf.create(OmegaConf.to_container(node, resolve=False, enum_to_str=True))
        resolved = OmegaConf.select(plain, key, throw_on_resolution_failure=False)
    except Exception:
        resolved = None
    if isinstance(resolved, (DictConfig, ListConfig)):
        resolved = OmegaConf.to_container(resolved, resolve=False)
    if resolved is None or kind is None:
        return (f"{given}: the interpolation cannot be used ({_shown(reason, 160)}); fix it, or give "
                f"{key} a plain value (docs/errors.md)")
    return f"{given}: resolves to {_shown(repr(resolved))}, not {kind}; give {key} {kind}"


def hydra_errors() -> tuple[type[BaseException], ...]:
    """What Hydra raises for a bad command line (``hydra_error_line`` turns it into one line).
    Imported when asked: the Kit window builds configs without Hydra installed."""
    from hydra.errors import HydraException

    return (HydraException, OmegaConfBaseException)


@contextmanager
def hydra_errors_raised() -> Iterator[None]:
    """Within the block Hydra raises its errors instead of printing them and exiting 1
    (``HYDRA_FULL_ERROR``), so that a command reports them in one line (``hydra_error_line``)."""
    saved = os.environ.get("HYDRA_FULL_ERROR")
    os.environ["HYDRA_FULL_ERROR"] = "1"
    try:
        yield
    finally:
        if saved is None:
            os.environ.pop("HYDRA_FULL_ERROR", None)
        else:
            os.environ["HYDRA_FULL_ERROR"] = saved


def known_keys() -> list[str]:
    """Every dotted key a ``generate`` override may name (all scene and executor kinds)."""
    keys = set(leaf_keys(GenerateConfig))
    for group, members in (("scene", SCENES), ("executor", EXECUTORS)):
        for node in members.values():
            keys.update(f"{group}.{k}" for k in _leaves(dataclasses.asdict(node())))
    return sorted(keys)


def unknown_keys(node, prefix: str = "") -> list[str]:
    """Dotted keys of an OmegaConf node that no field of its schema declares.

    Hydra's ``+key=value`` adds a key past a structured config's schema on purpose (it
    opens the node for it), and ``OmegaConf.to_object`` then sets such a key as a plain
    attribute of the dataclass, so neither refuses it: this check, run by every ``load``,
    does. Nodes without a dataclass schema (an ``Any`` field holding a mapping) are not
    searched."""
    from omegaconf import DictConfig, OmegaConf

    schema = OmegaConf.get_type(node)
    fields = {f.name for f in dataclasses.fields(schema)} if dataclasses.is_dataclass(schema) else None
    found = []
    for key in node.keys():
        if fields is not None and key not in fields:
            found.append(f"{prefix}{key}")
            continue
        child = node._get_node(key)
        if isinstance(child, DictConfig) and not child._is_none() and not child._is_missing():
            found += unknown_keys(child, f"{prefix}{key}.")
    return found


def unknown_key_line(key: str, keys: list[str], command: str = "generate") -> str:
    """``n_scene: unknown key; did you mean n_scenes?`` (or where to find every key)."""
    import difflib

    near = difflib.get_close_matches(key, keys, n=1, cutoff=0.8)
    hint = f"did you mean {near[0]}?" if near else f"`spatial-iq {command} --cfg job` lists every key"
    return f"{key}: unknown key; {hint}"


def refuse_unknown_keys(node, keys: list[str], command: str = "generate") -> None:
    """ConfigError naming the first key of ``node`` its schema does not declare (``+x=1``)."""
    found = unknown_keys(node)
    if found:
        raise ConfigError(unknown_key_line(found[0], keys, command))


def hydra_error_line(err: BaseException, keys: list[str] | None = None, command: str = "generate") -> str:
    """One line for an error Hydra or OmegaConf raised while composing a command's config
    (unknown key, wrong type, a config-group option that does not exist, override syntax),
    naming the override and the fix; Hydra's own report is several lines and a URL."""
    import difflib

    from hydra.errors import MissingConfigException, OverrideParseException

    keys = known_keys() if keys is None else keys

    def first(e: BaseException | None) -> str:
        text = str(e or "").strip().splitlines()
        return " ".join(text[0].split()) if text else type(e).__name__

    cause = err.__cause__ or err.__context__
    full_key = getattr(cause, "full_key", None) or getattr(err, "full_key", None)
    if isinstance(err, MissingConfigException) and err.options:
        group = str(err.missing_cfg_file).rsplit("/", 1)
        asked = f"{group[0]}={group[1]}" if len(group) == 2 else str(err.missing_cfg_file)
        near = difflib.get_close_matches(group[-1], err.options, n=1)
        hint = f" (did you mean {group[0]}={near[0]}?)" if near and len(group) == 2 else ""
        return f"{asked}: no such option{hint}; choose one of {', '.join(sorted(err.options))}"
    if isinstance(err, OverrideParseException):
        return (f"cannot parse the override {err.override!r} ({first(err.message)}); write key=value, "
                "lists as key=[a,b] (docs/errors.md)")
    # OmegaConf's own errors carry their filled-in message; the exception inside one (its
    # __cause__) still holds the template, "Value '$VALUE' is not a valid bool"
    inner = cause is not None and not isinstance(err, OmegaConfBaseException)
    message = first(cause) if inner else first(err)
    omega = cause if inner else err
    # --cfg job --resolve: an interpolation that fails as the config is printed (a plain value
    # of the wrong type fails while Hydra composes, and its node still holds the old value)
    if isinstance(omega, InterpolationResolutionError) and omega.parent_node is not None:
        return interpolation_line(omega.parent_node._get_root(), omega)
    if isinstance(cause or err, (ConfigKeyError, ConfigAttributeError)) or "not in struct" in message:
        key = str(full_key or "")
        if not key and "'" in message:
            key = message.split("'")[1]
        return unknown_key_line(key, keys, command)
    if full_key:
        return f"{full_key}: {message}"
    return message


def _flag_parser():
    """Hydra's own parser of its flags (``--cfg``, ``-m``, ...), reporting instead of exiting."""
    from hydra._internal.utils import get_args_parser

    parser = get_args_parser()

    def error(message: str):
        raise ConfigError(message)

    parser.error = error
    return parser


def hydra_argv_problem(argv: list[str], command: str = "generate",
                       groups: dict[str, list[str]] | None = None) -> str | None:
    """One line for what Hydra would turn into a traceback or a page of usage (None if
    nothing): an unknown flag, ``--resolve`` without ``--cfg``, an override without a key
    (``=5``), a config group given something that is not an option name (``scene=5``,
    ``scene=[1,2.5]``, ``scene=nan``). Runs before Hydra; the rest Hydra reports itself
    (``hydra_error_line``)."""
    from hydra.core.override_parser.overrides_parser import OverridesParser
    from hydra.errors import OverrideParseException

    groups = {"scene": sorted(SCENES), "executor": sorted(EXECUTORS)} if groups is None else groups
    try:
        args = _flag_parser().parse_args(argv)
    except ConfigError as err:
        return f"{err} (spatial-iq {command} --help lists the flags; settings are key=value)"
    if args.resolve and not (args.cfg or args.help):
        return "--resolve only goes with --cfg (e.g. --cfg job --resolve); leave it out to run"
    modes = [args.run, args.multirun, args.cfg is not None, args.info is not None,
             bool(args.shell_completion)]
    if sum(map(bool, modes)) > 1:
        return "give at most one of -m (--multirun), --run, --cfg, --info and --shell-completion"
    try:
        overrides = OverridesParser.create().parse_overrides(args.overrides)
    except OverrideParseException as err:
        return hydra_error_line(err)
    for override in overrides:
        key, text = override.key_or_group, override.input_line
        if not key:
            return f"{text!r}: an override needs a key, like n_scenes=5 (docs/errors.md)"
        if override.is_delete() or not (key in groups or "/" in key):
            continue
        values = list(override.sweep_iterator()) if override.is_sweep_override() else [override.value()]
        if not all(isinstance(v, str) and v for v in values):
            options = groups.get(key)
            choose = f"; choose one of {', '.join(options)}" if options else ""
            return f"{text}: {key} takes the name of an option{choose}"
    return None
