"""The live Kit stage: show a session's stack and cameras, look through a view (Kit only)."""

from __future__ import annotations


def live_stage():
    import omni.usd

    return omni.usd.get_context().get_stage()


def show_scene(session) -> None:
    """Author the session's blocks (with physics APIs) and, once labelled, its 16 cameras."""
    from generators.usd.scene import author_scene

    views = session.view_metas() if session.records else []
    author_scene(live_stage(), session.scene_record(), views, physics=True)


def view_through(view_id: int) -> None:
    """Make the active viewport look through the stored camera of ``view_id``."""
    from omni.kit.viewport.utility import get_active_viewport

    from generators.usd.scene import camera_path

    viewport = get_active_viewport()
    if viewport is not None:
        viewport.camera_path = camera_path(view_id)
