"""Fake ``omni.replicator.core.create.render_product`` and the ``HydraTexture`` it returns
(``.path``, ``.destroy()``); see the package docstring for the sources."""

from __future__ import annotations

from . import _state


class HydraTexture:
    def __init__(self, path: str, camera: str, resolution: tuple):
        self.path, self.camera, self.resolution = path, camera, resolution
        self.destroyed = False

    def destroy(self) -> None:
        import fakelog

        if self.destroyed:
            raise RuntimeError(f"render product {self.path} destroyed twice")
        self.destroyed = True
        _state.PRODUCTS.pop(self.path, None)
        fakelog.record("rep.render_product.destroy", path=self.path)


def render_product(camera, resolution, force_new: bool = False, name=None, render_vars=None) -> HydraTexture:
    import fakelog

    _state.COUNTER[0] += 1
    path = f"/Render/{name or 'RenderProduct_Replicator'}_{_state.COUNTER[0]:02d}"
    product = HydraTexture(path, str(camera), (int(resolution[0]), int(resolution[1])))
    _state.PRODUCTS[path] = product
    fakelog.record("rep.create.render_product", camera=str(camera), resolution=list(product.resolution),
                   path=path, force_new=bool(force_new))
    return product
