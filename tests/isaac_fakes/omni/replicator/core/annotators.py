"""Fake ``AnnotatorRegistry`` / ``Annotator`` (see the package docstring for the sources)."""

from __future__ import annotations

from . import _state

SUPPORTED = ("rgb", "instance_id_segmentation", "distance_to_image_plane")


class AnnotatorRegistryError(Exception):
    pass


class AnnotatorError(Exception):
    pass


class Annotator:
    def __init__(self, name: str, init_params: dict = None, render_product_idxs=None, device: str = None,
                 render_products: list = None, template_name: str = None, do_array_copy: bool = True,
                 public_name: str = None) -> None:
        if init_params is not None and not isinstance(init_params, dict):
            raise AnnotatorRegistryError(f"`init_params` must be a dict, got {type(init_params)}")
        self._name, self.init_params = name, dict(init_params or {})
        self.product = None
        self.data = None

    @property
    def name(self) -> str:
        return self._name

    @property
    def is_attached(self) -> bool:
        return self.product is not None

    def attach(self, render_products, render_product_idxs=None) -> None:
        import fakelog

        if isinstance(render_products, (list, tuple)):
            if len(render_products) > 1:
                raise NotImplementedError("Attaching a list of render products is currently not implemented")
            render_products = render_products[0]
        path = getattr(render_products, "path", render_products)
        if path not in _state.PRODUCTS:
            raise AnnotatorError(f"no render product {path}")
        self.product = _state.PRODUCTS[path]
        _state.ANNOTATORS.append(self)
        fakelog.record("rep.annotator.attach", name=self._name, product=path, init_params=self.init_params)

    def detach(self, render_products=None) -> None:
        import fakelog

        if self.product is None:
            raise AnnotatorError("Unable to detach annotator, annotator is not attached to any render "
                                 "products.")
        fakelog.record("rep.annotator.detach", name=self._name, product=self.product.path)
        self.product = None
        _state.ANNOTATORS.remove(self)

    def get_data(self, device: str = None, do_array_copy: bool = False, use_legacy_structure: bool = True):
        if self.product is None:
            raise AnnotatorError("Unable to get data, annotator is not attached to any render products.")
        if self.data is None:
            raise AnnotatorError("no data yet: step the orchestrator first")
        return self.data


class AnnotatorRegistry:
    @classmethod
    def get_annotator(cls, name: str, init_params: dict = None, render_product_idxs: list = None,
                      device: str = None, do_array_copy: bool = True) -> Annotator:
        if name not in SUPPORTED:
            raise AnnotatorRegistryError(f"No annotator of name {name} registered. Available annotators: "
                                         f"{list(SUPPORTED)}")
        return Annotator(name, init_params, render_product_idxs, device=device, do_array_copy=do_array_copy)
