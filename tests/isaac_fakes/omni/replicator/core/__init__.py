"""Fake ``omni.replicator.core``: render products, the annotators ``rgb``,
``instance_id_segmentation`` and ``distance_to_image_plane``, and ``orchestrator.step``.

Importable only while an app runs. Signatures and data formats follow
  * the Replicator 1.12 API reference (docs.omniverse.nvidia.com/py/replicator/1.12.16,
    ``create.render_product(camera, resolution, force_new=False, name=None,
    render_vars=None)``),
  * ``omni.replicator.core/omni/replicator/core/scripts/annotators.py`` as shipped with Isaac
    Sim (module path as in isaac-sim's typings, ``omni.replicator.core.scripts.annotators``):
    ``AnnotatorRegistry.get_annotator(name, init_params=None, render_product_idxs=None,
    device=None, do_array_copy=True)``, ``Annotator.attach(render_products,
    render_product_idxs=None)`` (one product), ``detach(render_products=None)``,
    ``get_data(device=None, do_array_copy=False, use_legacy_structure=True)``; ``rgb`` is
    uint8 RGBA, ``distance_to_image_plane`` float32, and an annotator with array and
    non-array outputs returns ``{"data": array, "info": {...}}``;
  * isaac-sim/IsaacSim ``source/standalone_examples/api/isaacsim.replicator.examples/
    simulation_get_data.py`` (``orchestrator.set_capture_on_play(False)``,
    ``orchestrator.step(rt_subframes=4, delta_time=0.0, pause_timeline=False)``,
    ``sem_data["info"]["idToLabels"]``, ``rp.destroy()``) and ``simulation_app.py``'s close
    (``orchestrator.get_status()``, ``Status``, ``stop()``, ``wait_until_complete()``).
What the annotators return is drawn by ``_engine`` from what the stage holds.
"""

import omni.kit.app

omni.kit.app._require("omni.replicator.core")

from . import create, orchestrator  # noqa: E402
from .annotators import AnnotatorRegistry  # noqa: E402

__all__ = ["AnnotatorRegistry", "create", "orchestrator"]
