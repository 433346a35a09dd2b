"""The live Kit stage: show a session's stack and cameras, look through a view (Kit only).

Looking through a stored view sets both the viewport's camera and its resolution (the
view's width x height, from the camera prim's ``spatial_iq:resolution``): a stored
camera's K only holds on an image of that size, and a square view in a wide viewport
would otherwise be cropped. The viewport is ``omni.kit.viewport.utility``'s active
``ViewportAPI`` (its ``camera_path`` and ``resolution`` properties).
"""

from __future__ import annotations


def live_stage():
    import omni.usd

    return omni.usd.get_context().get_stage()


def show_scene(session) -> None:
    """Author the session's blocks (with physics APIs) and, once labelled, its 16 cameras."""
    from generators.usd.scene import author_scene

    views = session.view_metas() if session.records else []
    author_scene(live_stage(), session.scene_record(), views, physics=True)


def view_through(view_id: int) -> tuple[int, int] | None:
    """Make the active viewport look through the stored camera of ``view_id`` at that
    camera's resolution; returns the resolution set (None without a viewport)."""
    from omni.kit.viewport.utility import get_active_viewport

    from generators.usd.scene import camera_path, read_camera

    viewport = get_active_viewport()
    if viewport is None:
        return None
    path = camera_path(view_id)
    camera = read_camera(live_stage().GetPrimAtPath(path))
    viewport.camera_path = path
    viewport.resolution = (int(camera["width"]), int(camera["height"]))
    return viewport.resolution
