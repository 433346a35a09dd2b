"""Fake ``omni.replicator.core.orchestrator`` (see the package docstring for the sources).

``step`` draws every render product that has annotators (``_engine.capture``) and hands
each annotator its output; it records the product, its camera prim's raw USD attributes
and the anti-aliasing mode in force, so a test can check what was captured from where."""

from __future__ import annotations

import enum

from . import _state


class Status(enum.Enum):
    STOPPED = 0
    STARTED = 1
    STOPPING = 2


def set_capture_on_play(value: bool) -> None:
    import fakelog

    fakelog.record("rep.orchestrator.set_capture_on_play", value=bool(value))


def step(rt_subframes: int = -1, pause_timeline: bool = True, delta_time: float = None) -> None:
    import fakelog

    from . import _engine

    for path, product in list(_state.PRODUCTS.items()):
        annotators = [a for a in _state.ANNOTATORS if a.product is product]
        if not annotators:
            continue
        out, camera, aa = _engine.capture(product.camera, product.resolution)
        for annotator in annotators:
            annotator.data = out[annotator.name]
        fakelog.record("rep.orchestrator.step", rt_subframes=rt_subframes, delta_time=delta_time,
                       product=path, resolution=list(product.resolution), camera_path=product.camera,
                       camera=camera,
                       annotators=sorted(a.name for a in annotators), aa_op=aa,
                       colorize=[a.init_params.get("colorize") for a in annotators
                                 if a.name == "instance_id_segmentation"])


def get_status() -> Status:
    return Status[_state.STATUS[0]]


def stop() -> None:
    _state.STATUS[0] = "STOPPED"


def wait_until_complete() -> None:
    pass
